import type { Insertable, Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import {
  fillStationMessages,
  maskIdNumber,
  maxSignBytes,
  stationConfig,
  stationUpkeepMessages,
  unitMessages,
  updateMonitorBody,
  updateOperatorBody,
  updateValveBody,
  type DeviceListQuery,
  type MonitorRow,
  type OperatorListQuery,
  type OperatorRow,
  type ValveRow,
} from '@gcs/contracts';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import type { Syslog } from '../../platform/syslog';
import { unitChangeLog } from '../../platform/unitChange';
import { isUniqueViolation } from '../../db/pgErrors';
import type { DatabaseSchema } from '../../db/schema';
import type { StationUpkeepRepository, UpkeepRecord, UpkeepTable } from './stationUpkeep.repository';
import { requestedStationId } from './requestedStation';

type Repo = StationUpkeepRepository;
type StoredOperator = UpkeepRecord<'station_operator'>;
type Db = Kysely<DatabaseSchema>;

const ok = <T>(data: T) => ({ result: true, messeage: '', data });

/**
 * One kind of a station's own rows: its table, its syslog kind and name, the columns a body writes, the row it
 * answers, and the message when a body repeats a key unique within the station.
 */
export interface UpkeepKind<T extends UpkeepTable, Body, Row> {
  table: T;
  kind: string;
  what: string;
  columns: (body: Body) => Omit<Insertable<DatabaseSchema[T]>, 'station_id'>;
  toRow: (row: UpkeepRecord<T>, ordinalNum?: number) => Row;
  taken?: (body: Body) => string;
}

type OperatorBody = Omit<z.output<typeof updateOperatorBody>, 'id'>;
type MonitorBody = Omit<z.output<typeof updateMonitorBody>, 'id'>;
type ValveBody = Omit<z.output<typeof updateValveBody>, 'id'>;

export const operators: UpkeepKind<'station_operator', OperatorBody, OperatorRow> = {
  table: 'station_operator',
  kind: 'stationOperator',
  what: '操作人员',
  columns: (body) => ({
    name: body.name,
    certificate_no: body.certificateNo,
    is_valid: body.isValid,
    ...(body.idNumber ? { id_number_masked: maskIdNumber(body.idNumber) } : {}),
  }),
  toRow: (row, ordinalNum = 1) => ({
    ordinalNum,
    id: row.id,
    stationId: row.station_id,
    stationName: row.station_name,
    name: row.name,
    idNumber: row.id_number_masked,
    certificateNo: row.certificate_no,
    signFileId: row.sign_file_id === null ? null : Number(row.sign_file_id),
    hasSign: row.sign_file_id !== null,
    isValid: row.is_valid,
  }),
};

export const monitors: UpkeepKind<'station_monitor', MonitorBody, MonitorRow> = {
  table: 'station_monitor',
  kind: 'stationMonitor',
  what: '监控设备',
  columns: (body) => ({
    monitor_name: body.monitorName,
    device_serial: body.deviceSerial,
    channel_no: body.channelNo,
    location: body.location,
    is_valid: body.isValid,
  }),
  toRow: (row, ordinalNum = 1) => ({
    ordinalNum,
    id: row.id,
    stationId: row.station_id,
    stationName: row.station_name,
    monitorName: row.monitor_name,
    deviceSerial: row.device_serial,
    channelNo: row.channel_no,
    location: row.location,
    isValid: row.is_valid,
  }),
  taken: (body) => `该充装单位已有此设备序列号和通道号的监控：${body.deviceSerial}`,
};

export const valves: UpkeepKind<'station_valve', ValveBody, ValveRow> = {
  table: 'station_valve',
  kind: 'stationValve',
  what: '阀门',
  columns: (body) => ({
    valve_name: body.valveName,
    valve_code: body.valveCode,
    model: body.model,
    location: body.location,
    is_valid: body.isValid,
  }),
  toRow: (row, ordinalNum = 1) => ({
    ordinalNum,
    id: row.id,
    stationId: row.station_id,
    stationName: row.station_name,
    valveName: row.valve_name,
    valveCode: row.valve_code,
    model: row.model,
    location: row.location,
    isValid: row.is_valid,
  }),
  taken: (body) => `该充装单位已有此阀门编号：${body.valveCode}`,
};

export interface StationUpkeepDeps {
  syslog: Syslog;
  now: () => Date;
}

/**
 * A filling station's own operators (with signature pictures), monitors, valves and settings: a station user keeps
 * its own station's, a regulator those of the stations in its scope. Every change is in the syslog with before and
 * after; a batch changes all of its rows or none.
 */
export class StationUpkeepService {
  constructor(
    private readonly repository: StationUpkeepRepository,
    private readonly deps: StationUpkeepDeps,
  ) {}

  /** The list of one kind in the caller's scope. */
  source<Query extends DeviceListQuery | OperatorListQuery, T extends UpkeepTable, Row>(
    kind: UpkeepKind<T, never, Row>,
  ): ListSource<Query, UpkeepRecord<T>, Row> {
    return {
      ...this.repository.rows(kind.table),
      toRow: kind.toRow,
    };
  }

  /** The station a call acts on, in the caller's scope. */
  private async station(user: SessionUser, stationId: number | undefined) {
    const id = requestedStationId(user, stationId, stationUpkeepMessages.stationRequired, fillStationMessages.notFound);
    const station = await this.repository.station(user, id);
    if (!station) throw notFound(fillStationMessages.notFound);
    return station;
  }

  private log(user: SessionUser, ip: string | undefined, kind: { kind: string }, action: string, change: object) {
    return (db: Db) =>
      unitChangeLog(this.deps)(db, user, ip, { kind: kind.kind, action, before: null, after: null, ...change });
  }

  private async unique<T>(message: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (message !== undefined && isUniqueViolation(error)) throw new HttpError(400, message);
      throw error;
    }
  }

  /** The row of one kind just written, as answered. */
  private async written<T extends UpkeepTable, Row>(
    kind: UpkeepKind<T, never, Row>,
    user: SessionUser,
    id: number,
    trx: Db,
  ): Promise<Row> {
    const [row] = await this.repository.byIds(kind.table, user, [id], trx);
    if (!row) throw notFound(unitMessages.notFound(kind.what));
    return kind.toRow(row);
  }

  /** Adds a row of one kind to the station the body names (a station user: its own). */
  async add<T extends UpkeepTable, Body, Row>(
    user: SessionUser,
    kind: UpkeepKind<T, Body, Row>,
    body: Body & { stationId?: number | undefined },
    ip: string | undefined,
  ) {
    const station = await this.station(user, body.stationId);
    return this.unique(kind.taken?.(body), () =>
      this.repository.transaction(async (trx) => {
        const values = { station_id: station.id, ...kind.columns(body) } as unknown as Insertable<DatabaseSchema[T]>;
        const id = await this.repository.insert(kind.table, values, trx);
        const row = await this.written(kind, user, id, trx);
        await this.log(user, ip, kind, 'add', { id, after: row })(trx);
        return ok(row);
      }),
    );
  }

  /** Changes a row of one kind in the caller's scope (outside it: not found). */
  async update<T extends UpkeepTable, Body, Row>(
    user: SessionUser,
    kind: UpkeepKind<T, Body, Row>,
    body: Body & { id: number },
    ip: string | undefined,
  ) {
    const [current] = await this.repository.byIds(kind.table, user, [body.id]);
    if (!current) throw notFound(unitMessages.notFound(kind.what));
    return this.unique(kind.taken?.(body), () =>
      this.repository.transaction(async (trx) => {
        await this.repository.update(
          kind.table,
          body.id,
          kind.columns(body) as unknown as Updateable<DatabaseSchema[T]>,
          trx,
        );
        const row = await this.written(kind, user, body.id, trx);
        await this.log(user, ip, kind, 'update', { id: body.id, before: kind.toRow(current), after: row })(trx);
        return ok(row);
      }),
    );
  }

  // Operators' signatures ----------------------------------------------------------------------------------------

  /** Links a signature picture the user uploaded: a real PNG or JPEG of at most 1 MB. */
  async updateSign(user: SessionUser, body: { id: number; fileId: number }, ip: string | undefined) {
    const [current] = await this.repository.byIds('station_operator', user, [body.id]);
    if (!current) throw notFound(unitMessages.notFound('操作人员'));
    const file = await this.repository.signFile(user, body.fileId);
    if (!file || !['image/png', 'image/jpeg'].includes(file.mime_type)) {
      throw new HttpError(400, stationUpkeepMessages.signWrongFile);
    }
    if (Number(file.byte_size) > maxSignBytes) throw new HttpError(400, stationUpkeepMessages.signTooLarge);
    return this.setSign(user, current, body.fileId, 'sign', ip);
  }

  async deleteSign(user: SessionUser, body: { id: number }, ip: string | undefined) {
    const [current] = await this.repository.byIds('station_operator', user, [body.id]);
    if (!current) throw notFound(unitMessages.notFound('操作人员'));
    if (current.sign_file_id === null) throw new HttpError(400, stationUpkeepMessages.noSign);
    return this.setSign(user, current, null, 'deleteSign', ip);
  }

  private setSign(user: SessionUser, current: StoredOperator, fileId: number | null, action: string, ip?: string) {
    return this.repository.transaction(async (trx) => {
      await this.repository.update('station_operator', current.id, { sign_file_id: fileId }, trx);
      const row = await this.written(operators, user, current.id, trx);
      await this.log(user, ip, operators, action, {
        id: current.id,
        before: { signFileId: current.sign_file_id },
        after: { signFileId: fileId },
      })(trx);
      return ok(row);
    });
  }

  /**
   * Deletes rows of one kind, all or none: an id outside the scope answers not found; an operator named on a filling
   * record is refused (it can be disabled instead).
   */
  async remove<T extends UpkeepTable, Row>(
    user: SessionUser,
    kind: UpkeepKind<T, never, Row>,
    body: { ids: number[] },
    ip: string | undefined,
  ) {
    const ids = [...new Set(body.ids)];
    const { table, what } = kind;
    return this.repository.transaction(async (trx) => {
      const before = (await this.repository.byIds(table, user, ids, trx)).map((row) => kind.toRow(row));
      if (before.length !== ids.length) throw notFound(unitMessages.notFound(what));
      if (table === 'station_operator') {
        const used = await this.repository.operatorsWithRecords(ids, trx);
        if (used.length > 0) {
          throw new HttpError(
            409,
            `${unitMessages.inUse(what, stationUpkeepMessages.operatorInUse)}（${used.map((row) => row.name).join('、')}）`,
          );
        }
      }
      const count = await this.repository.remove(table, ids, trx);
      await this.log(user, ip, kind, 'delete', { ids, before, after: null })(trx);
      return ok({ count });
    });
  }

  // Settings -----------------------------------------------------------------------------------------------------

  private settings(station: NonNullable<Awaited<ReturnType<Repo['station']>>>) {
    return {
      stationId: station.id,
      stationName: station.name,
      stationCode: station.code,
      configJson: stationConfig.safeParse(station.config_json).data ?? stationConfig.parse({}),
      beforeFillingCheckExpiryWarningMonth: station.before_filling_check_expiry_warning_month,
    };
  }

  async querySettings(user: SessionUser, stationId: number | undefined) {
    return ok(this.settings(await this.station(user, stationId)));
  }

  async updateConfig(
    user: SessionUser,
    body: { StationId?: number | undefined; configJson: z.output<typeof stationConfig> },
    ip: string | undefined,
  ) {
    const station = await this.station(user, body.StationId);
    return this.repository.transaction(async (trx) => {
      await this.repository.updateStationSettings(station.id, { config_json: JSON.stringify(body.configJson) }, trx);
      await unitChangeLog(this.deps)(trx, user, ip, {
        kind: 'fillStationConfig',
        action: 'update',
        id: station.id,
        before: this.settings(station).configJson,
        after: body.configJson,
      });
      return ok({ ...this.settings(station), configJson: body.configJson });
    });
  }

  async updateExpiryWarning(
    user: SessionUser,
    body: { StationId?: number | undefined; beforeFillingCheckExpiryWarningMonth: number },
    ip: string | undefined,
  ) {
    const station = await this.station(user, body.StationId);
    const months = body.beforeFillingCheckExpiryWarningMonth;
    return this.repository.transaction(async (trx) => {
      await this.repository.updateStationSettings(
        station.id,
        { before_filling_check_expiry_warning_month: months },
        trx,
      );
      await unitChangeLog(this.deps)(trx, user, ip, {
        kind: 'fillStationExpiryWarning',
        action: 'update',
        id: station.id,
        before: station.before_filling_check_expiry_warning_month,
        after: months,
      });
      return ok({ ...this.settings(station), beforeFillingCheckExpiryWarningMonth: months });
    });
  }

  async expiryWarningSetting(user: SessionUser, stationCode: string) {
    const setting = await this.repository.warningSettingByCode(user, stationCode);
    if (!setting) throw notFound();
    return ok({ beforeFillingCheckExpiryWarningMonth: setting.months });
  }
}
