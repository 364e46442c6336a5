import type { Kysely } from 'kysely';
import {
  BelongToType,
  inspectionUpkeepMessages,
  unitMessages,
  type AddInspectUserBody,
  type AddSendUnitBody,
  type InspectUserRow,
  type SendUnitRow,
  type UpdateInspectUserBody,
  type UpdateSendUnitBody,
  type UpkeepListQuery,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import type { Syslog } from '../../platform/syslog';
import { isUniqueViolation } from '../../db/pgErrors';
import { unitChangeLog, type UnitChangeDetail } from '../../platform/unitChange';
import type { InspectionUpkeepRepository, UpkeepFilter, UpkeepTable } from './inspectionUpkeep.repository';

type Db = Kysely<DatabaseSchema>;
type Repo = InspectionUpkeepRepository;
type UserStored = NonNullable<Awaited<ReturnType<Repo['inspectUserById']>>>;
type UnitStored = NonNullable<Awaited<ReturnType<Repo['sendUnitById']>>>;

const ok = <T>(data: T) => ({ result: true, messeage: '', data });

const toUser = (row: UserStored): Omit<InspectUserRow, 'ordinalNum'> => ({
  id: row.id,
  inspectStationId: row.station_id,
  inspectStationName: row.station_name,
  code: row.code,
  name: row.name,
  phone: row.phone,
  certificateNo: row.certificate_no,
  isValid: row.is_valid,
});

const toUnit = (row: UnitStored): Omit<SendUnitRow, 'ordinalNum'> => ({
  id: row.id,
  inspectStationId: row.station_id,
  inspectStationName: row.station_name,
  code: row.code,
  name: row.name,
  creditCode: row.credit_code,
  contact: row.contact,
  phone: row.phone,
  address: row.address,
  isValid: row.is_valid,
});

/** Each table's name in messages and the syslog, and what comes between the institution's code and the serial. */
const kinds = {
  inspect_user: { what: '检验人员', kind: 'inspectUser', infix: '' },
  inspection_send_unit: { what: '送检单位', kind: 'sendUnit', infix: 'S' },
} as const satisfies Record<UpkeepTable, { what: string; kind: string; infix: string }>;

export interface InspectionUpkeepDeps {
  db: Db;
  repository: InspectionUpkeepRepository;
  syslog: Syslog;
  now: () => Date;
}

/**
 * An institution's inspection users and sending units. An institution's user works on its own institution's rows only
 * (the institution comes from the session); a regulator on those of the institutions in its scope, naming which. A
 * code left empty becomes the institution's next free code. Deleting an inspector that inspection records name is
 * refused; a batch with one row outside the scope changes nothing. Every change writes the syslog in its transaction.
 */
export class InspectionUpkeepService {
  constructor(private readonly deps: InspectionUpkeepDeps) {}

  private get repository() {
    return this.deps.repository;
  }

  inspectUserSource(): ListSource<UpkeepListQuery, UserStored, InspectUserRow> {
    const rows = this.repository.inspectUserRows();
    return {
      read: async (user, query, page) => rows.read(user, await this.filterOf(user, query), page),
      count: async (user, query) => rows.count(user, await this.filterOf(user, query)),
      toRow: (row, ordinalNum) => ({ ordinalNum, ...toUser(row) }),
    };
  }

  sendUnitSource(): ListSource<UpkeepListQuery, UnitStored, SendUnitRow> {
    const rows = this.repository.sendUnitRows();
    return {
      read: async (user, query, page) => rows.read(user, await this.filterOf(user, query), page),
      count: async (user, query) => rows.count(user, await this.filterOf(user, query)),
      toRow: (row, ordinalNum) => ({ ordinalNum, ...toUnit(row) }),
    };
  }

  async nextCode(user: SessionUser, table: UpkeepTable, inspectStationId: number | undefined) {
    const institution = await this.institutionOf(user, inspectStationId);
    return ok({ code: await this.repository.nextCode(this.deps.db, table, institution.code, kinds[table].infix) });
  }

  async addInspectUser(user: SessionUser, body: AddInspectUserBody, ip: string) {
    const institution = await this.institutionOf(user, body.inspectStationId ?? undefined);
    const id = await this.write('inspect_user', body.code, async (trx) => {
      const code = await this.codeFor(trx, 'inspect_user', institution.code, body.code);
      const id = await this.repository.insertInspectUser(trx, {
        station_id: institution.id,
        code,
        name: body.name,
        phone: body.phone,
        certificate_no: body.certificateNo,
        is_valid: body.isValid,
      });
      const after = toUser(await this.found('inspect_user', this.repository.inspectUserById(user, id, trx)));
      await this.log(trx, user, ip, 'inspect_user', { action: 'add', id, before: null, after });
      return id;
    });
    return ok(toUser(await this.found('inspect_user', this.repository.inspectUserById(user, id))));
  }

  async updateInspectUser(user: SessionUser, body: UpdateInspectUserBody, ip: string) {
    await this.write('inspect_user', body.code, async (trx) => {
      const [locked] = await this.repository.lockInScope(trx, 'inspect_user', user, [body.id]);
      if (!locked) throw notFound(unitMessages.notFound(kinds.inspect_user.what));
      const institution = await this.movedTo(trx, user, locked.station_id, body.inspectStationId);
      const before = toUser(await this.found('inspect_user', this.repository.inspectUserById(user, body.id, trx)));
      const code = await this.codeFor(trx, 'inspect_user', institution.code, body.code ?? locked.code, body.id);
      await this.repository.updateInspectUser(trx, body.id, {
        station_id: institution.id,
        code,
        name: body.name,
        phone: body.phone,
        certificate_no: body.certificateNo,
        is_valid: body.isValid,
      });
      const after = toUser(await this.found('inspect_user', this.repository.inspectUserById(user, body.id, trx)));
      await this.log(trx, user, ip, 'inspect_user', { action: 'update', id: body.id, before, after });
    });
    return ok(toUser(await this.found('inspect_user', this.repository.inspectUserById(user, body.id))));
  }

  async addSendUnit(user: SessionUser, body: AddSendUnitBody, ip: string) {
    const institution = await this.institutionOf(user, body.inspectStationId ?? undefined);
    const id = await this.write('inspection_send_unit', body.code, async (trx) => {
      await this.checkUnitName(trx, institution.id, body.name);
      const code = await this.codeFor(trx, 'inspection_send_unit', institution.code, body.code);
      const id = await this.repository.insertSendUnit(trx, {
        ...this.unitValues(body),
        station_id: institution.id,
        code,
      });
      const after = toUnit(await this.found('inspection_send_unit', this.repository.sendUnitById(user, id, trx)));
      await this.log(trx, user, ip, 'inspection_send_unit', { action: 'add', id, before: null, after });
      return id;
    });
    return ok(toUnit(await this.found('inspection_send_unit', this.repository.sendUnitById(user, id))));
  }

  async updateSendUnit(user: SessionUser, body: UpdateSendUnitBody, ip: string) {
    const table = 'inspection_send_unit';
    await this.write(table, body.code, async (trx) => {
      const [locked] = await this.repository.lockInScope(trx, table, user, [body.id]);
      if (!locked) throw notFound(unitMessages.notFound(kinds[table].what));
      const institution = await this.movedTo(trx, user, locked.station_id, body.inspectStationId);
      await this.checkUnitName(trx, institution.id, body.name, body.id);
      const before = toUnit(await this.found(table, this.repository.sendUnitById(user, body.id, trx)));
      const code = await this.codeFor(trx, table, institution.code, body.code ?? locked.code, body.id);
      await this.repository.updateSendUnit(trx, body.id, {
        ...this.unitValues(body),
        station_id: institution.id,
        code,
      });
      const after = toUnit(await this.found(table, this.repository.sendUnitById(user, body.id, trx)));
      await this.log(trx, user, ip, table, { action: 'update', id: body.id, before, after });
    });
    return ok(toUnit(await this.found(table, this.repository.sendUnitById(user, body.id))));
  }

  /** Deletes the rows, all or none: each must lie in the scope, and no inspection record may name an inspector. */
  async remove(user: SessionUser, table: UpkeepTable, body: { ids: number[] }, ip: string) {
    const ids = [...new Set(body.ids)];
    const { what } = kinds[table];
    await this.deps.db.transaction().execute(async (trx) => {
      const locked = await this.repository.lockInScope(trx, table, user, ids);
      if (locked.length !== ids.length) throw notFound(unitMessages.notFound(what));
      if (table === 'inspect_user') {
        const [used] = await this.repository.inspectionsOf(trx, ids);
        if (used) {
          const name = locked.find((row) => row.id === used.inspect_user_id)?.name ?? '';
          throw new HttpError(
            409,
            `${name}：${unitMessages.inUse(what, inspectionUpkeepMessages.userInUse(Number(used.count)))}`,
          );
        }
      }
      await this.repository.deleteRows(trx, table, ids);
      await this.log(trx, user, ip, table, {
        action: 'delete',
        ids,
        before: locked.map((row) => ({ id: row.id, code: row.code, name: row.name, inspectStationId: row.station_id })),
        after: null,
      });
    });
    return ok({ count: ids.length });
  }

  private unitValues(body: AddSendUnitBody) {
    return {
      name: body.name,
      credit_code: body.creditCode,
      contact: body.contact,
      phone: body.phone,
      address: body.address,
      is_valid: body.isValid,
    };
  }

  /**
   * The list filter: an institution's user always sees its own institution (naming another answers 404, as naming
   * one outside a regulator's scope does).
   */
  private async filterOf(user: SessionUser, query: UpkeepListQuery): Promise<UpkeepFilter> {
    if (query.InspectStationId !== undefined || this.isInstitutionUser(user)) {
      const institution = await this.institutionOf(user, query.InspectStationId);
      return { stationId: institution.id, name: query.Name };
    }
    return { name: query.Name };
  }

  private isInstitutionUser(user: SessionUser) {
    return !user.isSystemManager && user.belongToType === BelongToType.Station;
  }

  /** The institution a call acts on: the session's for an institution's user, else the one named, in scope. */
  private async institutionOf(user: SessionUser, id: number | undefined, db: Db = this.deps.db) {
    const chosen = id ?? (this.isInstitutionUser(user) ? (user.stationId ?? undefined) : undefined);
    if (chosen === undefined) throw new HttpError(400, inspectionUpkeepMessages.chooseStation);
    const institution = await this.repository.institution(user, chosen, db);
    if (!institution) throw notFound(unitMessages.notFound('检验机构'));
    return institution;
  }

  /** The institution a row stays at, or moves to when the body names another one in scope. */
  private async movedTo(db: Db, user: SessionUser, current: number, named: number | null | undefined) {
    return this.institutionOf(user, named ?? current, db);
  }

  private async codeFor(db: Db, table: UpkeepTable, stationCode: string, given: string | null, exceptId?: number) {
    if (!given) return this.repository.nextCode(db, table, stationCode, kinds[table].infix);
    if (await this.repository.codeTaken(db, table, given, exceptId)) {
      throw new HttpError(400, unitMessages.codeTaken(kinds[table].what, given));
    }
    return given;
  }

  private async checkUnitName(db: Db, stationId: number, name: string, exceptId?: number) {
    if (await this.repository.sendUnitNameTaken(db, stationId, name, exceptId)) {
      throw new HttpError(400, `该检验机构已有同名送检单位：${name}`);
    }
  }

  /** Runs a change in a transaction; a code taken meanwhile answers as the check before it would. */
  private async write<T>(table: UpkeepTable, code: string | null, change: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(change);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new HttpError(400, unitMessages.codeTaken(kinds[table].what, code ?? ''));
    }
  }

  private async found<T>(table: UpkeepTable, row: Promise<T | undefined>): Promise<T> {
    const found = await row;
    if (found === undefined) throw notFound(unitMessages.notFound(kinds[table].what));
    return found;
  }

  private log(db: Db, user: SessionUser, ip: string, table: UpkeepTable, change: UnitChangeDetail) {
    return unitChangeLog(this.deps)(db, user, ip, { kind: kinds[table].kind, ...change });
  }
}
