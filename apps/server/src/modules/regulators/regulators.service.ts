import type { Kysely } from 'kysely';
import {
  BelongToType,
  formatDateTime,
  regulatorLevelLabels,
  regulatorMessages,
  stationTypeLabels,
  unitMessages,
  type BoundStationRow,
  type RegulatorBody,
  type RegulatorDeleteBody,
  type RegulatorListQuery,
  type RegulatorRow,
  type RegulatorStationBindBody,
  type RegulatorStationQuery,
  type RegulatorUpdateBody,
  type RegulatorValidBody,
  type StationType,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import { pageWithTotal } from '../../platform/paging';
import type { SessionService, SessionUser } from '../../platform/session';
import type { Syslog } from '../../platform/syslog';
import { isUniqueViolation, isForeignKeyViolation } from '../../db/pgErrors';
import { unitChangeLog, type UnitChangeDetail } from '../../platform/unitChange';
import { pagedByFilter, type PagedRows } from '../../platform/pagedRows';
import type { BindingFilter, RegulatorFilter, RegulatorsRepository } from './regulators.repository';

type Db = Kysely<DatabaseSchema>;
type Repo = RegulatorsRepository;
type StoredRegulator = NonNullable<Awaited<ReturnType<Repo['detail']>>>;
type StoredStation = Awaited<ReturnType<ReturnType<Repo['boundRows']>['read']>>[number];
type LockedRegulator = Awaited<ReturnType<Repo['lock']>>[number];

export interface RegulatorsDeps {
  db: Db;
  repository: RegulatorsRepository;
  sessions: SessionService;
  syslog: Syslog;
  now: () => Date;
}

const what = '监管单位';
const stationKinds = { fillStation: { kind: 1, what: '充装单位' }, inspectStation: { kind: 2, what: '检验机构' } };
export type BindingKind = keyof typeof stationKinds;

function toRegulator(row: StoredRegulator): Omit<RegulatorRow, 'ordinalNum'> {
  return {
    id: row.id,
    regulatorName: row.name,
    divisionCode: row.division_code,
    divisionName: row.division_name,
    parentId: row.parent_id,
    parentName: row.parent_name,
    level: row.level,
    levelName: regulatorLevelLabels[row.level] ?? '',
    isValid: row.is_valid,
    stationCount: Number(row.station_count ?? 0),
    userCount: Number(row.user_count ?? 0),
    createdAt: formatDateTime(row.created_at),
  };
}

function toStation(row: StoredStation): BoundStationRow {
  return {
    id: row.id,
    stationCode: row.code,
    stationName: row.name,
    divisionName: row.division_name,
    stationTypeName:
      row.kind === 2
        ? '检验机构'
        : row.station_type === null
          ? ''
          : (stationTypeLabels[row.station_type as StationType] ?? ''),
    isValid: row.is_valid,
  };
}

const filterOf = (query: RegulatorListQuery): RegulatorFilter => ({
  id: query.Id,
  name: query.RegulatorName,
  divisionCode: query.DivisionCode,
  isValid: query.IsValid === undefined ? undefined : query.IsValid === 1,
});

const ok = <T>(data: T) => ({ result: true, messeage: '', data });

/**
 * Regulators (QueryRegulatorUnit and its changes) and their bindings to stations. A system manager manages every
 * regulator; a regulator user sees its own and those below it and changes only those strictly below (its own is read
 * only); no one else has any. A regulator's level follows from its parent, its region lies inside its parent's.
 * Each change runs in one transaction with its syslog entry (before and after); disabling ends the sessions of the
 * regulators' users in the same transaction.
 */
export class RegulatorsService {
  constructor(private readonly deps: RegulatorsDeps) {}

  listSource(): ListSource<RegulatorListQuery, StoredRegulator, RegulatorRow> {
    return {
      ...pagedByFilter(this.deps.repository.regulatorRows(), filterOf),
      toRow: (row, ordinalNum) => ({ ordinalNum, ...toRegulator(row) }),
    };
  }

  async add(user: SessionUser, body: RegulatorBody, ip: string) {
    return this.change(async (trx) => {
      const placed = await this.placement(trx, user, body, undefined);
      await this.assertNameFree(trx, body.parentId, body.regulatorName);
      const id = await this.deps.repository.insert(trx, {
        name: body.regulatorName,
        division_code: body.divisionCode,
        parent_id: body.parentId,
        level: placed.level,
      });
      const after = await this.detail(trx, id);
      await this.log(trx, user, ip, { action: 'add', id, before: null, after });
      return ok(after);
    }, body.regulatorName);
  }

  async update(user: SessionUser, body: RegulatorUpdateBody, ip: string) {
    return this.change(async (trx) => {
      const [current] = await this.lockManaged(trx, user, [body.id]);
      if (!current) throw notFound(unitMessages.notFound(what));
      const before = await this.detail(trx, body.id);
      const placed = await this.placement(trx, user, body, current);
      if (placed.level !== current.level) {
        const children = await this.deps.repository.holdings(trx, [body.id]);
        if (Number(children[0]?.children ?? 0) > 0) throw new HttpError(400, regulatorMessages.levelChangesChildren);
      }
      if (body.divisionCode !== current.division_code) {
        if ((await this.deps.repository.childrenOutside(trx, body.id, body.divisionCode)) > 0) {
          throw new HttpError(400, regulatorMessages.childOutside);
        }
      }
      await this.assertNameFree(trx, body.parentId, body.regulatorName, body.id);
      await this.deps.repository.update(trx, body.id, {
        name: body.regulatorName,
        division_code: body.divisionCode,
        parent_id: body.parentId,
        level: placed.level,
      });
      const after = await this.detail(trx, body.id);
      await this.log(trx, user, ip, { action: 'update', id: body.id, before, after });
      return ok(after);
    }, body.regulatorName);
  }

  /** Enables or disables the chosen regulators; disabling ends their users' sessions at once. */
  async batchValid(user: SessionUser, body: RegulatorValidBody, ip: string) {
    const ids = [...new Set(body.ids)];
    return this.change(async (trx) => {
      if (!body.isValid && user.regulatorId !== null && ids.includes(user.regulatorId) && !user.isSystemManager) {
        throw new HttpError(403, regulatorMessages.cannotDisableOwn);
      }
      const locked = await this.lockManaged(trx, user, ids);
      if (locked.length !== ids.length) throw notFound(unitMessages.notFound(what));
      await this.deps.repository.setValid(trx, ids, body.isValid);
      const ended = body.isValid
        ? 0
        : await this.deps.sessions.endAllForUnits({ regulatorIds: ids }, 'unitDisabled', trx);
      await this.log(trx, user, ip, {
        action: body.isValid ? 'enable' : 'disable',
        ids,
        before: locked.map((row) => ({ id: row.id, name: row.name, isValid: row.is_valid })),
        after: locked.map((row) => ({ id: row.id, name: row.name, isValid: body.isValid })),
        endedSessions: ended,
      });
      return ok({ count: ids.length });
    });
  }

  /** Deletes regulators that hold nothing: no users, child regulators, bindings or archive records. */
  async remove(user: SessionUser, body: RegulatorDeleteBody, ip: string) {
    const ids = [...new Set(body.ids)];
    return this.change(async (trx) => {
      const locked = await this.lockManaged(trx, user, ids);
      if (locked.length !== ids.length) throw notFound(unitMessages.notFound(what));
      for (const held of await this.deps.repository.holdings(trx, ids)) {
        const by = [
          Number(held.users) > 0 ? `${held.users}个用户` : '',
          Number(held.children) > 0 ? `${held.children}个下级监管单位` : '',
          Number(held.bindings) > 0 ? `${held.bindings}个绑定的单位` : '',
          held.records ? '气瓶审核或发证记录' : '',
        ].filter(Boolean);
        if (by.length > 0) throw new HttpError(409, `${held.name}：${unitMessages.inUse(what, by.join('、'))}`);
      }
      const before = await Promise.all(ids.map((id) => this.detail(trx, id)));
      try {
        await this.deps.repository.delete(trx, ids);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new HttpError(409, unitMessages.inUse(what, '关联的数据'));
        throw error;
      }
      await this.log(trx, user, ip, { action: 'delete', ids, before, after: null });
      return ok({ count: ids.length });
    });
  }

  // Bindings.

  /** The stations of a kind bound to a regulator the user sees (its own included). */
  async bound(user: SessionUser, kind: BindingKind, query: RegulatorStationQuery) {
    if (!(await this.deps.repository.visible(user, query.RegulatorId))) throw notFound(unitMessages.notFound(what));
    return this.page(user, query, kind, this.deps.repository.boundRows());
  }

  /** Stations of a kind in the user's scope not yet bound to the regulator (one the user manages). */
  async candidates(user: SessionUser, kind: BindingKind, query: RegulatorStationQuery) {
    await this.assertManaged(this.deps.db, user, query.RegulatorId);
    return this.page(user, query, kind, this.deps.repository.candidateRows());
  }

  /** Binds many stations at once; binding a station already bound changes nothing. */
  async bind(user: SessionUser, kind: BindingKind, body: RegulatorStationBindBody, ip: string) {
    return this.changeBindings(user, kind, body, ip, 'bind');
  }

  async unbind(user: SessionUser, kind: BindingKind, body: RegulatorStationBindBody, ip: string) {
    return this.changeBindings(user, kind, body, ip, 'unbind');
  }

  private async changeBindings(
    user: SessionUser,
    kind: BindingKind,
    body: RegulatorStationBindBody,
    ip: string,
    action: 'bind' | 'unbind',
  ) {
    const stationIds = [...new Set(body.stationIds)];
    const { kind: stationKind, what: stationWhat } = stationKinds[kind];
    return this.change(async (trx) => {
      await this.assertManaged(trx, user, body.RegulatorId);
      const [regulator] = await this.deps.repository.lock(trx, user, [body.RegulatorId]);
      if (!regulator) throw notFound(unitMessages.notFound(what));
      const stations = await this.deps.repository.stationsInScope(trx, user, stationIds);
      if (stations.length !== stationIds.length) throw notFound(unitMessages.notFound(stationWhat));
      const wrong = stations.find((station) => station.kind !== stationKind);
      if (wrong) throw new HttpError(400, `${wrong.name}：${regulatorMessages.wrongStationKind(stationWhat)}`);
      const changed =
        action === 'bind'
          ? await this.deps.repository.bind(trx, body.RegulatorId, stationIds)
          : await this.deps.repository.unbind(trx, body.RegulatorId, stationIds);
      const bound = (id: number) => (action === 'bind' ? true : !changed.includes(id));
      const wasBound = (id: number) => (action === 'bind' ? !changed.includes(id) : changed.includes(id));
      await this.log(trx, user, ip, {
        kind: `regulator-${kind}`,
        action,
        id: body.RegulatorId,
        ids: stationIds,
        before: { regulator: regulator.name, bound: stationIds.filter(wasBound) },
        after: { regulator: regulator.name, bound: stationIds.filter(bound) },
      });
      return ok({ count: changed.length });
    });
  }

  // Rules.

  /**
   * Where a new or moved regulator stands: its parent (one the user may place under: any for a system manager, its
   * own or below for a regulator user; none only for a system manager), its region (a province, city or district
   * inside the parent's), and its level (the parent's plus one, else the region's).
   */
  private async placement(
    trx: Db,
    user: SessionUser,
    body: RegulatorBody,
    current: LockedRegulator | undefined,
  ): Promise<{ level: number }> {
    const { repository } = this.deps;
    const division = await repository.division(trx, body.divisionCode);
    if (!division) throw new HttpError(400, regulatorMessages.unknownDivision(body.divisionCode));
    if (division.level > 3) throw new HttpError(400, regulatorMessages.divisionTooLow);
    if (body.parentId === null) {
      if (!user.isSystemManager) throw new HttpError(400, regulatorMessages.parentRequired);
      return { level: division.level };
    }
    const [parent] = await repository.lock(trx, user, [body.parentId]);
    if (!parent) throw notFound(unitMessages.notFound(`上级${what}`));
    if (current && (await repository.regulatorWithin(trx, parent.id, current.id))) {
      throw new HttpError(400, regulatorMessages.parentIsSelf);
    }
    if (parent.level >= 3) throw new HttpError(400, regulatorMessages.tooDeep);
    if (!(await repository.divisionWithin(trx, body.divisionCode, parent.division_code))) {
      const parentDivision = await repository.division(trx, parent.division_code);
      throw new HttpError(400, regulatorMessages.divisionOutsideParent(parentDivision?.name ?? parent.division_code));
    }
    return { level: parent.level + 1 };
  }

  /** A regulator the user may change: any for a system manager, one strictly below its own for a regulator user. */
  private async assertManaged(db: Db, user: SessionUser, id: number) {
    if (!user.isSystemManager && user.belongToType === BelongToType.Regulator && user.regulatorId === id) {
      throw new HttpError(403, regulatorMessages.ownReadOnly);
    }
    if (!(await this.deps.repository.visible(user, id, db))) throw notFound(unitMessages.notFound(what));
  }

  /** Locks the regulators of the ids the user may change (its own refused as read only). */
  private async lockManaged(trx: Db, user: SessionUser, ids: readonly number[]) {
    if (!user.isSystemManager && user.regulatorId !== null && ids.includes(user.regulatorId)) {
      throw new HttpError(403, regulatorMessages.ownReadOnly);
    }
    return this.deps.repository.lock(trx, user, ids);
  }

  private async assertNameFree(trx: Db, parentId: number | null, name: string, exceptId?: number) {
    if (await this.deps.repository.nameTaken(trx, parentId, name, exceptId)) {
      throw new HttpError(400, regulatorMessages.nameTaken(name));
    }
  }

  private async detail(db: Db, id: number) {
    const row = await this.deps.repository.detail(db, id);
    if (!row) throw notFound(unitMessages.notFound(what));
    return toRegulator(row);
  }

  private async page(
    user: SessionUser,
    query: RegulatorStationQuery,
    kind: BindingKind,
    stations: PagedRows<BindingFilter, StoredStation>,
  ) {
    const filter = { regulatorId: query.RegulatorId, kind: stationKinds[kind].kind, name: query.StationName };
    const page = { offset: (query.PageIndex - 1) * query.CountPerPage, limit: query.CountPerPage };
    const { rows, totalCount } = await pageWithTotal(
      page.offset,
      page.limit,
      () => stations.read(user, filter, page),
      () => stations.count(user, filter),
    );
    return { result: true, messeage: '', totalCount, list: rows.map(toStation) };
  }

  /** Runs a change in one transaction; a unique-key race on the name answers as the name check does. */
  private async change<T>(work: (trx: Db) => Promise<T>, name?: string): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } catch (error) {
      if (name !== undefined && isUniqueViolation(error)) throw new HttpError(400, regulatorMessages.nameTaken(name));
      throw error;
    }
  }

  private log(trx: Db, user: SessionUser, ip: string, change: UnitChangeDetail) {
    return unitChangeLog(this.deps)(trx, user, ip, { kind: 'regulator', ...change });
  }
}
