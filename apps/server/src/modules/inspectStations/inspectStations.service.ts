import type { Kysely } from 'kysely';
import {
  BelongToType,
  inspectStationMessages,
  stationTypeLabels,
  unitMessages,
  type AddInspectStationBody,
  type InspectBindingBody,
  type InspectBindingQuery,
  type InspectStationDetail,
  type InspectStationListQuery,
  type InspectStationRow,
  type StationType,
  type UpdateInspectStationBody,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import { pageWithTotal } from '../../platform/paging';
import type { SessionService, SessionUser } from '../../platform/session';
import { pagedByFilter } from '../../platform/pagedRows';
import { bindStationToRegulator, regulatorsOfStation } from '../../platform/stationRegulators';
import type { Syslog } from '../../platform/syslog';
import { isUniqueViolation } from '../../db/pgErrors';
import { unitChangeLog, type UnitChangeDetail } from '../../platform/unitChange';
import type {
  InspectStationFilter,
  InspectStationsRepository,
  InspectStationValues,
} from './inspectStations.repository';

type Db = Kysely<DatabaseSchema>;
type Repo = InspectStationsRepository;
type Stored = NonNullable<Awaited<ReturnType<Repo['byId']>>>;
type FillStationStored = Awaited<ReturnType<ReturnType<Repo['fillStationRows']>['read']>>[number];

const what = inspectStationMessages.what;
const ok = <T>(data: T) => ({ result: true, messeage: '', data });

function toDetail(row: Stored): InspectStationDetail {
  return {
    id: row.id,
    stationCode: row.code,
    stationName: row.name,
    divisionCode: row.division_code,
    divisionName: row.division_name,
    creditCode: row.credit_code,
    address: row.address,
    principal: row.principal,
    phone: row.phone,
    licenseNo: row.license_no,
    licenseIssued: row.license_issued,
    licenseUntil: row.license_until,
    isVehicle: row.inspects_vehicle,
    isValid: row.is_valid,
    boundFillStationCount: Number(row.bound_count),
  };
}

const toRow = (row: Stored, ordinalNum: number): InspectStationRow => ({ ordinalNum, ...toDetail(row) });

const toBoundRow = (row: FillStationStored) => ({
  id: row.id,
  stationCode: row.code,
  stationName: row.name,
  divisionName: row.division_name,
  stationTypeName: row.station_type === null ? '' : (stationTypeLabels[row.station_type as StationType] ?? ''),
});

function filterOf(query: InspectStationListQuery): InspectStationFilter {
  return {
    name: query.StationName,
    code: query.StationCode,
    divisionCode: query.DivisionCode,
    isValid: query.IsValid,
  };
}

function valuesOf(body: AddInspectStationBody): InspectStationValues {
  return {
    code: body.stationCode,
    name: body.stationName,
    division_code: body.divisionCode,
    credit_code: body.creditCode,
    address: body.address,
    principal: body.principal,
    phone: body.phone,
    license_no: body.licenseNo,
    license_issued: body.licenseIssued,
    license_until: body.licenseUntil,
    inspects_vehicle: body.isVehicle,
    is_valid: body.isValid,
  };
}

export interface InspectStationsDeps {
  db: Db;
  repository: InspectStationsRepository;
  sessions: SessionService;
  syslog: Syslog;
  now: () => Date;
}

/**
 * Inspection institutions: listed, added and changed within the caller's scope (a regulator's institutions lie in its
 * region), enabled and disabled in batches (disabling ends their users' sessions), and bound to the filling stations
 * whose cylinders they inspect. Every change and its syslog entry (before and after) are one transaction.
 */
export class InspectStationsService {
  constructor(private readonly deps: InspectStationsDeps) {}

  private get repository() {
    return this.deps.repository;
  }

  listSource(): ListSource<InspectStationListQuery, Stored, InspectStationRow> {
    return {
      ...pagedByFilter(this.repository.institutionRows(), filterOf),
      toRow,
    };
  }

  async info(user: SessionUser, id: number) {
    return ok(toDetail(await this.found(this.repository.byId(user, id))));
  }

  async regulators(user: SessionUser, id: number) {
    await this.found(this.repository.byId(user, id));
    const rows = await regulatorsOfStation(this.repository.db, id);
    return ok(
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        divisionCode: row.division_code,
        divisionName: row.division_name,
        level: row.level,
        isValid: row.is_valid,
      })),
    );
  }

  async byFillStation(user: SessionUser, fillStationId: number) {
    if (!(await this.repository.fillStationInScope(user, fillStationId))) {
      throw notFound(unitMessages.notFound('充装单位'));
    }
    const rows = await this.repository.institutionsOfFillStation(fillStationId);
    return ok(
      rows.map((row) => ({
        id: row.id,
        stationCode: row.code,
        stationName: row.name,
        divisionName: row.division_name,
        phone: row.phone,
        isVehicle: row.inspects_vehicle,
        isValid: row.is_valid,
      })),
    );
  }

  async add(user: SessionUser, body: AddInspectStationBody, ip: string) {
    await this.checkDivision(user, body.divisionCode);
    const values = valuesOf(body);
    const id = await this.write(body, async (trx) => {
      await this.checkTaken(trx, body);
      const id = await this.repository.insert(trx, values);
      if (user.belongToType === BelongToType.Regulator && user.regulatorId !== null && !user.isSystemManager) {
        await bindStationToRegulator(trx, user.regulatorId, id);
      }
      const after = await this.found(this.repository.byId(user, id, trx));
      await this.log(trx, user, ip, { action: 'add', id, before: null, after: toDetail(after) });
      return id;
    });
    return this.info(user, id);
  }

  async update(user: SessionUser, body: UpdateInspectStationBody, ip: string) {
    await this.write(body, async (trx) => {
      const [locked] = await this.repository.lockInScope(trx, user, [body.id]);
      if (!locked) throw notFound(unitMessages.notFound(what));
      const before = await this.found(this.repository.byId(user, body.id, trx));
      if (before.division_code !== body.divisionCode) await this.checkDivision(user, body.divisionCode);
      await this.checkTaken(trx, body, body.id);
      await this.repository.update(trx, body.id, valuesOf(body));
      if (before.is_valid && !body.isValid) {
        await this.deps.sessions.endAllForUnits({ stationIds: [body.id] }, 'unitDisabled', trx);
      }
      const after = await this.found(this.repository.byId(user, body.id, trx));
      await this.log(trx, user, ip, {
        action: 'update',
        id: body.id,
        before: toDetail(before),
        after: toDetail(after),
      });
    });
    return this.info(user, body.id);
  }

  async setValid(user: SessionUser, body: { ids: number[]; isValid: boolean }, ip: string) {
    const ids = [...new Set(body.ids)];
    const count = await this.deps.db.transaction().execute(async (trx) => {
      const locked = await this.repository.lockInScope(trx, user, ids);
      if (locked.length !== ids.length) throw notFound(unitMessages.notFound(what));
      await this.repository.setValid(trx, ids, body.isValid);
      if (!body.isValid) await this.deps.sessions.endAllForUnits({ stationIds: ids }, 'unitDisabled', trx);
      await this.log(trx, user, ip, {
        action: body.isValid ? 'enable' : 'disable',
        ids,
        before: locked.map((row) => ({ id: row.id, name: row.name, isValid: row.is_valid })),
        after: locked.map((row) => ({ id: row.id, name: row.name, isValid: body.isValid })),
      });
      return locked.filter((row) => row.is_valid !== body.isValid).length;
    });
    return ok({ count });
  }

  async bound(user: SessionUser, query: InspectBindingQuery, bound: boolean) {
    await this.found(this.repository.byId(user, query.InspectStationId));
    const page = { offset: (query.PageIndex - 1) * query.CountPerPage, limit: query.CountPerPage };
    const filter = { institutionId: query.InspectStationId, bound, name: query.StationName };
    const fillStations = this.repository.fillStationRows();
    const { rows, totalCount } = await pageWithTotal(
      page.offset,
      page.limit,
      () => fillStations.read(user, filter, page),
      () => fillStations.count(user, filter),
    );
    return { result: true, messeage: '', totalCount, list: rows.map(toBoundRow) };
  }

  /** Binds (or unbinds) filling stations in the caller's scope; one outside it changes nothing. */
  async changeBinding(user: SessionUser, body: InspectBindingBody, bind: boolean, ip: string) {
    const stationIds = [...new Set(body.stationIds)];
    const count = await this.deps.db.transaction().execute(async (trx) => {
      const [institution] = await this.repository.lockInScope(trx, user, [body.InspectStationId]);
      if (!institution) throw notFound(unitMessages.notFound(what));
      const stations = await this.repository.fillStationsInScope(trx, user, stationIds);
      if (stations.length !== stationIds.length) {
        const known = new Set(stations.map((station) => station.id));
        throw notFound(inspectStationMessages.notFillStation(stationIds.find((id) => !known.has(id)) ?? 0));
      }
      const changed = bind
        ? await this.repository.bind(trx, institution.id, stationIds)
        : await this.repository.unbind(trx, institution.id, stationIds);
      if (changed.length > 0) {
        await this.log(trx, user, ip, {
          action: bind ? 'bindFillStations' : 'unbindFillStations',
          id: institution.id,
          before: { name: institution.name, fillStationIds: bind ? [] : changed },
          after: { name: institution.name, fillStationIds: bind ? changed : [] },
        });
      }
      return changed.length;
    });
    return ok({ count });
  }

  private async checkDivision(user: SessionUser, code: string) {
    const where = await this.repository.divisionFor(user, code);
    if (where === 'unknown') throw new HttpError(400, inspectStationMessages.divisionUnknown(code));
    if (where === 'outside') throw new HttpError(400, inspectStationMessages.divisionOutside);
  }

  private async checkTaken(db: Db, body: AddInspectStationBody, exceptId?: number) {
    if (await this.repository.taken(db, 'code', body.stationCode, exceptId)) {
      throw new HttpError(400, unitMessages.codeTaken(what, body.stationCode));
    }
    if (await this.repository.taken(db, 'credit_code', body.creditCode, exceptId)) {
      throw new HttpError(400, unitMessages.creditCodeTaken(body.creditCode));
    }
  }

  /** Runs a change in a transaction; a unique key taken meanwhile answers as the checks before it would. */
  private async write<T>(body: AddInspectStationBody, change: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(change);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const text = String((error as { constraint?: unknown; detail?: unknown }).detail ?? '');
      throw new HttpError(
        400,
        text.includes('credit_code')
          ? unitMessages.creditCodeTaken(body.creditCode)
          : unitMessages.codeTaken(what, body.stationCode),
      );
    }
  }

  private async found<T>(row: Promise<T | undefined>): Promise<T> {
    const found = await row;
    if (found === undefined) throw notFound(unitMessages.notFound(what));
    return found;
  }

  private log(db: Db, user: SessionUser, ip: string, change: UnitChangeDetail) {
    return unitChangeLog(this.deps)(db, user, ip, { kind: 'inspectStation', ...change });
  }
}
