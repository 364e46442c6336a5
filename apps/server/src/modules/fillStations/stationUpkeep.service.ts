import type { z } from 'zod';
import {
  addMonitorBody,
  addOperatorBody,
  addValveBody,
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
import type { StationUpkeepRepository, UpkeepTable } from './stationUpkeep.repository';
import { isUniqueViolation, logUnitChange, requestedStationId } from './unitChangeLog';

type Repo = StationUpkeepRepository;
type StoredOperator = Awaited<ReturnType<Repo['operators']>>[number];
type StoredMonitor = Awaited<ReturnType<Repo['monitors']>>[number];
type StoredValve = Awaited<ReturnType<Repo['valves']>>[number];

const ok = <T>(data: T) => ({ result: true, messeage: '', data });

export const toOperatorRow = (row: StoredOperator, ordinalNum = 1): OperatorRow => ({
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
});
export const toMonitorRow = (row: StoredMonitor, ordinalNum = 1): MonitorRow => ({
  ordinalNum,
  id: row.id,
  stationId: row.station_id,
  stationName: row.station_name,
  monitorName: row.monitor_name,
  deviceSerial: row.device_serial,
  channelNo: row.channel_no,
  location: row.location,
  isValid: row.is_valid,
});
export const toValveRow = (row: StoredValve, ordinalNum = 1): ValveRow => ({
  ordinalNum,
  id: row.id,
  stationId: row.station_id,
  stationName: row.station_name,
  valveName: row.valve_name,
  valveCode: row.valve_code,
  model: row.model,
  location: row.location,
  isValid: row.is_valid,
});

const kinds = {
  station_operator: { kind: 'stationOperator', what: '操作人员' },
  station_monitor: { kind: 'stationMonitor', what: '监控设备' },
  station_valve: { kind: 'stationValve', what: '阀门' },
} as const;

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

  operatorSource(): ListSource<OperatorListQuery, StoredOperator, OperatorRow> {
    return {
      read: (user, query, page) => this.repository.operators(user, query, page),
      count: (user, query) => this.repository.count('station_operator', user, query),
      toRow: toOperatorRow,
    };
  }

  monitorSource(): ListSource<DeviceListQuery, StoredMonitor, MonitorRow> {
    return {
      read: (user, query, page) => this.repository.monitors(user, query, page),
      count: (user, query) => this.repository.count('station_monitor', user, query),
      toRow: toMonitorRow,
    };
  }

  valveSource(): ListSource<DeviceListQuery, StoredValve, ValveRow> {
    return {
      read: (user, query, page) => this.repository.valves(user, query, page),
      count: (user, query) => this.repository.count('station_valve', user, query),
      toRow: toValveRow,
    };
  }

  /** The station a call acts on, in the caller's scope. */
  private async station(user: SessionUser, stationId: number | undefined) {
    const id = requestedStationId(user, stationId, stationUpkeepMessages.stationRequired, fillStationMessages.notFound);
    const station = await this.repository.station(user, id);
    if (!station) throw notFound(fillStationMessages.notFound);
    return station;
  }

  private log(user: SessionUser, ip: string | undefined, table: UpkeepTable, action: string, change: object) {
    return (db: Parameters<typeof logUnitChange>[5]) =>
      logUnitChange(
        this.deps.syslog,
        this.deps.now,
        user,
        ip,
        { kind: kinds[table].kind, action, before: null, after: null, ...change },
        db,
      );
  }

  private async unique<T>(message: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(400, message);
      throw error;
    }
  }

  // Operators ----------------------------------------------------------------------------------------------------

  private operatorColumns(body: Omit<z.output<typeof updateOperatorBody>, 'id'>) {
    return {
      name: body.name,
      certificate_no: body.certificateNo,
      is_valid: body.isValid,
      ...(body.idNumber ? { id_number_masked: maskIdNumber(body.idNumber) } : {}),
    };
  }

  async addOperator(user: SessionUser, body: z.output<typeof addOperatorBody>, ip: string | undefined) {
    const station = await this.station(user, body.stationId);
    return this.repository.transaction(async (trx) => {
      const id = await this.repository.insertOperator({ station_id: station.id, ...this.operatorColumns(body) }, trx);
      const row = toOperatorRow((await this.repository.operatorsByIds(user, [id], trx))[0] as StoredOperator);
      await this.log(user, ip, 'station_operator', 'add', { id, after: row })(trx);
      return ok(row);
    });
  }

  async updateOperator(user: SessionUser, body: z.output<typeof updateOperatorBody>, ip: string | undefined) {
    const current = await this.repository.operatorById(user, body.id);
    if (!current) throw notFound(unitMessages.notFound('操作人员'));
    return this.repository.transaction(async (trx) => {
      await this.repository.updateOperator(body.id, this.operatorColumns(body), trx);
      const row = toOperatorRow((await this.repository.operatorsByIds(user, [body.id], trx))[0] as StoredOperator);
      await this.log(user, ip, 'station_operator', 'update', {
        id: body.id,
        before: toOperatorRow(current),
        after: row,
      })(trx);
      return ok(row);
    });
  }

  /** Links a signature picture the user uploaded: a real PNG or JPEG of at most 1 MB. */
  async updateSign(user: SessionUser, body: { id: number; fileId: number }, ip: string | undefined) {
    const current = await this.repository.operatorById(user, body.id);
    if (!current) throw notFound(unitMessages.notFound('操作人员'));
    const file = await this.repository.signFile(user, body.fileId);
    if (!file || !['image/png', 'image/jpeg'].includes(file.mime_type)) {
      throw new HttpError(400, stationUpkeepMessages.signWrongFile);
    }
    if (Number(file.byte_size) > maxSignBytes) throw new HttpError(400, stationUpkeepMessages.signTooLarge);
    return this.setSign(user, current, body.fileId, 'sign', ip);
  }

  async deleteSign(user: SessionUser, body: { id: number }, ip: string | undefined) {
    const current = await this.repository.operatorById(user, body.id);
    if (!current) throw notFound(unitMessages.notFound('操作人员'));
    if (current.sign_file_id === null) throw new HttpError(400, stationUpkeepMessages.noSign);
    return this.setSign(user, current, null, 'deleteSign', ip);
  }

  private setSign(user: SessionUser, current: StoredOperator, fileId: number | null, action: string, ip?: string) {
    return this.repository.transaction(async (trx) => {
      await this.repository.updateOperator(current.id, { sign_file_id: fileId }, trx);
      const row = toOperatorRow((await this.repository.operatorsByIds(user, [current.id], trx))[0] as StoredOperator);
      await this.log(user, ip, 'station_operator', action, {
        id: current.id,
        before: { signFileId: current.sign_file_id },
        after: { signFileId: fileId },
      })(trx);
      return ok(row);
    });
  }

  // Monitors and valves ------------------------------------------------------------------------------------------

  async addMonitor(user: SessionUser, body: z.output<typeof addMonitorBody>, ip: string | undefined) {
    const station = await this.station(user, body.stationId);
    const taken = `该充装单位已有此设备序列号和通道号的监控：${body.deviceSerial}`;
    return this.unique(taken, () =>
      this.repository.transaction(async (trx) => {
        const id = await this.repository.insertMonitor({ station_id: station.id, ...monitorColumns(body) }, trx);
        const row = toMonitorRow((await this.repository.monitorsByIds(user, [id], trx))[0] as StoredMonitor);
        await this.log(user, ip, 'station_monitor', 'add', { id, after: row })(trx);
        return ok(row);
      }),
    );
  }

  async updateMonitor(user: SessionUser, body: z.output<typeof updateMonitorBody>, ip: string | undefined) {
    const [current] = await this.repository.monitorsByIds(user, [body.id]);
    if (!current) throw notFound(unitMessages.notFound('监控设备'));
    const taken = `该充装单位已有此设备序列号和通道号的监控：${body.deviceSerial}`;
    return this.unique(taken, () =>
      this.repository.transaction(async (trx) => {
        await this.repository.updateMonitor(body.id, monitorColumns(body), trx);
        const row = toMonitorRow((await this.repository.monitorsByIds(user, [body.id], trx))[0] as StoredMonitor);
        await this.log(user, ip, 'station_monitor', 'update', {
          id: body.id,
          before: toMonitorRow(current),
          after: row,
        })(trx);
        return ok(row);
      }),
    );
  }

  async addValve(user: SessionUser, body: z.output<typeof addValveBody>, ip: string | undefined) {
    const station = await this.station(user, body.stationId);
    return this.unique(`该充装单位已有此阀门编号：${body.valveCode}`, () =>
      this.repository.transaction(async (trx) => {
        const id = await this.repository.insertValve({ station_id: station.id, ...valveColumns(body) }, trx);
        const row = toValveRow((await this.repository.valvesByIds(user, [id], trx))[0] as StoredValve);
        await this.log(user, ip, 'station_valve', 'add', { id, after: row })(trx);
        return ok(row);
      }),
    );
  }

  async updateValve(user: SessionUser, body: z.output<typeof updateValveBody>, ip: string | undefined) {
    const [current] = await this.repository.valvesByIds(user, [body.id]);
    if (!current) throw notFound(unitMessages.notFound('阀门'));
    return this.unique(`该充装单位已有此阀门编号：${body.valveCode}`, () =>
      this.repository.transaction(async (trx) => {
        await this.repository.updateValve(body.id, valveColumns(body), trx);
        const row = toValveRow((await this.repository.valvesByIds(user, [body.id], trx))[0] as StoredValve);
        await this.log(user, ip, 'station_valve', 'update', { id: body.id, before: toValveRow(current), after: row })(
          trx,
        );
        return ok(row);
      }),
    );
  }

  /**
   * Deletes rows of one kind, all or none: an id outside the scope answers not found; an operator named on a filling
   * record is refused (it can be disabled instead).
   */
  async remove(user: SessionUser, table: UpkeepTable, body: { ids: number[] }, ip: string | undefined) {
    const ids = [...new Set(body.ids)];
    const { what } = kinds[table];
    return this.repository.transaction(async (trx) => {
      const before =
        table === 'station_operator'
          ? (await this.repository.operatorsByIds(user, ids, trx)).map((row) => toOperatorRow(row))
          : table === 'station_monitor'
            ? (await this.repository.monitorsByIds(user, ids, trx)).map((row) => toMonitorRow(row))
            : (await this.repository.valvesByIds(user, ids, trx)).map((row) => toValveRow(row));
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
      await this.log(user, ip, table, 'delete', { ids, before, after: null })(trx);
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
      await logUnitChange(
        this.deps.syslog,
        this.deps.now,
        user,
        ip,
        {
          kind: 'fillStationConfig',
          action: 'update',
          id: station.id,
          before: this.settings(station).configJson,
          after: body.configJson,
        },
        trx,
      );
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
      await logUnitChange(
        this.deps.syslog,
        this.deps.now,
        user,
        ip,
        {
          kind: 'fillStationExpiryWarning',
          action: 'update',
          id: station.id,
          before: station.before_filling_check_expiry_warning_month,
          after: months,
        },
        trx,
      );
      return ok({ ...this.settings(station), beforeFillingCheckExpiryWarningMonth: months });
    });
  }

  async expiryWarningSetting(user: SessionUser, stationCode: string) {
    const setting = await this.repository.warningSettingByCode(user, stationCode);
    if (!setting) throw notFound();
    return ok({ beforeFillingCheckExpiryWarningMonth: setting.months });
  }
}

function monitorColumns(body: Omit<z.output<typeof updateMonitorBody>, 'id'>) {
  return {
    monitor_name: body.monitorName,
    device_serial: body.deviceSerial,
    channel_no: body.channelNo,
    location: body.location,
    is_valid: body.isValid,
  };
}

function valveColumns(body: Omit<z.output<typeof updateValveBody>, 'id'>) {
  return {
    valve_name: body.valveName,
    valve_code: body.valveCode,
    model: body.model,
    location: body.location,
    is_valid: body.isValid,
  };
}
