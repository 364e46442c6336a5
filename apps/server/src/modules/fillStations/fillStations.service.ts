import {
  fillStationMessages,
  stationTypeLabels,
  stationUpkeepMessages,
  unitMessages,
  type FillStationBody,
  type FillStationListQuery,
  type FillStationRow,
  type StationType,
  type UpdateFillStationBody,
} from '@gcs/contracts';
import { BelongToType } from '@gcs/contracts';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionService, SessionUser } from '../../platform/session';
import { bindStationToRegulator, regulatorsOfStation } from '../../platform/stationRegulators';
import type { Syslog } from '../../platform/syslog';
import { unitChangeLog } from '../../platform/unitChange';
import { isUniqueViolation } from '../../db/pgErrors';
import type { FillStationsRepository } from './fillStations.repository';
import { requestedStationId } from './requestedStation';

type Stored = NonNullable<Awaited<ReturnType<FillStationsRepository['byId']>>>;

const ok = <T>(data: T) => ({ result: true, messeage: '', data });
const what = '充装单位';

export function toFillStationRow(row: Stored, ordinalNum: number): FillStationRow {
  const type = row.station_type ?? 1;
  return {
    ordinalNum,
    id: row.id,
    stationCode: row.code,
    stationName: row.name,
    stationType: type,
    stationTypeNameText: stationTypeLabels[type as StationType] ?? '',
    divisionCode: row.division_code,
    divisionName: row.division_name,
    creditCode: row.credit_code,
    address: row.address,
    principal: row.principal,
    legalPersion: row.principal,
    medium: row.medium,
    phone: row.phone,
    licenseNo: row.license_no,
    licenseIssued: row.license_issued,
    licenseUntil: row.license_until,
    isChainFilling: row.is_chain_filling,
    isValid: row.is_valid,
    cylinderCount: Number(row.cylinder_count),
    regulatorNames: row.regulator_names,
  };
}

export interface FillStationsDeps {
  syslog: Syslog;
  sessions: SessionService;
  now: () => Date;
}

/**
 * Filling stations (spec 02 section 7.5): the list, add and edit within the user's region, batch enable/disable
 * (disabling ends the sessions of the station's users) and chain filling. Every change is in the syslog with its
 * before and after, in the change's transaction.
 */
export class FillStationsService {
  constructor(
    private readonly repository: FillStationsRepository,
    private readonly deps: FillStationsDeps,
  ) {}

  listSource(): ListSource<FillStationListQuery, Stored, FillStationRow> {
    return {
      ...this.repository.listRows(),
      toRow: toFillStationRow,
    };
  }

  private async checkFields(user: SessionUser, body: FillStationBody, exceptId?: number) {
    if (!(await this.repository.divisionInRegion(user, body.divisionCode))) {
      throw new HttpError(400, fillStationMessages.divisionOutside(body.divisionCode));
    }
    if (await this.repository.holderOf('code', body.stationCode, exceptId)) {
      throw new HttpError(400, unitMessages.codeTaken(what, body.stationCode));
    }
    if (await this.repository.holderOf('credit_code', body.creditCode, exceptId)) {
      throw new HttpError(400, unitMessages.creditCodeTaken(body.creditCode));
    }
  }

  private columns(body: FillStationBody) {
    return {
      code: body.stationCode,
      name: body.stationName,
      station_type: body.stationType,
      division_code: body.divisionCode,
      credit_code: body.creditCode,
      address: body.address,
      principal: body.principal,
      phone: body.phone,
      license_no: body.licenseNo,
      license_issued: body.licenseIssued,
      license_until: body.licenseUntil,
      is_chain_filling: body.isChainFilling,
    };
  }

  /** A unique key refused by the database (two simultaneous adds): the same message as the check before. */
  private async unique<T>(body: FillStationBody, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = String((error as { constraint?: string; message?: string }).message ?? '');
      throw new HttpError(
        400,
        message.includes('credit_code')
          ? unitMessages.creditCodeTaken(body.creditCode)
          : unitMessages.codeTaken(what, body.stationCode),
      );
    }
  }

  async add(user: SessionUser, body: FillStationBody, ip: string | undefined) {
    await this.checkFields(user, body);
    const row = await this.unique(body, () =>
      this.repository.transaction(async (trx) => {
        const id = await this.repository.insert({ ...this.columns(body), kind: 1 }, trx);
        if (!user.isSystemManager && user.belongToType === BelongToType.Regulator && user.regulatorId !== null) {
          await bindStationToRegulator(trx, user.regulatorId, id);
        }
        const added = await this.repository.byId(user, id, trx);
        if (!added) throw notFound(fillStationMessages.notFound);
        const after = toFillStationRow(added, 1);
        await unitChangeLog(this.deps)(trx, user, ip, {
          kind: 'fillStation',
          action: 'add',
          id,
          before: null,
          after,
        });
        return after;
      }),
    );
    return ok(row);
  }

  async update(user: SessionUser, body: UpdateFillStationBody, ip: string | undefined) {
    const current = await this.repository.byId(user, body.id);
    if (!current) throw notFound(fillStationMessages.notFound);
    await this.checkFields(user, body, body.id);
    const row = await this.unique(body, () =>
      this.repository.transaction(async (trx) => {
        await this.repository.update(body.id, this.columns(body), trx);
        const changed = await this.repository.byId(user, body.id, trx);
        if (!changed) throw notFound(fillStationMessages.notFound);
        const after = toFillStationRow(changed, 1);
        await unitChangeLog(this.deps)(trx, user, ip, {
          kind: 'fillStation',
          action: 'update',
          id: body.id,
          before: toFillStationRow(current, 1),
          after,
        });
        return after;
      }),
    );
    return ok(row);
  }

  /** Enables or disables stations, all or none: an id outside the scope changes nothing and answers not found. */
  async setValid(user: SessionUser, body: { ids: number[]; isValid: boolean }, ip: string | undefined) {
    const ids = [...new Set(body.ids)];
    return this.repository.transaction(async (trx) => {
      const found = await this.repository.idsInScope(user, ids, trx);
      if (found.length !== ids.length) throw notFound(fillStationMessages.notFound);
      const before = await this.repository.flags(ids, trx);
      const count = await this.repository.setFlags(ids, { is_valid: body.isValid }, trx);
      const endedSessions = body.isValid
        ? 0
        : await this.deps.sessions.endAllForUnits({ stationIds: ids }, 'unitDisabled', trx);
      await unitChangeLog(this.deps)(trx, user, ip, {
        kind: 'fillStation',
        action: body.isValid ? 'enable' : 'disable',
        ids,
        before: before.map((row) => ({ id: row.id, isValid: row.is_valid })),
        after: ids.map((id) => ({ id, isValid: body.isValid })),
        ...(body.isValid ? {} : { endedSessions }),
      });
      return ok({ count });
    });
  }

  async setChainFilling(user: SessionUser, body: { ids: number[]; isChainFilling: boolean }, ip: string | undefined) {
    const ids = [...new Set(body.ids)];
    return this.repository.transaction(async (trx) => {
      const found = await this.repository.idsInScope(user, ids, trx);
      if (found.length !== ids.length) throw notFound(fillStationMessages.notFound);
      const before = await this.repository.flags(ids, trx);
      const count = await this.repository.setFlags(ids, { is_chain_filling: body.isChainFilling }, trx);
      await unitChangeLog(this.deps)(trx, user, ip, {
        kind: 'fillStation',
        action: 'chainFilling',
        ids,
        before: before.map((row) => ({ id: row.id, isChainFilling: row.is_chain_filling })),
        after: ids.map((id) => ({ id, isChainFilling: body.isChainFilling })),
      });
      return ok({ count });
    });
  }

  /** The licence of a station for the notice after login (spec 01 sections 7-8). */
  async info(user: SessionUser, id: number) {
    const station = await this.repository.byId(user, id);
    if (!station) throw notFound();
    return {
      result: true,
      messeage: '',
      list: [{ id: station.id, stationName: station.name, licenseUntil: station.license_until }],
    };
  }

  private async stationOf(user: SessionUser, stationId: number | undefined) {
    const id = requestedStationId(user, stationId, stationUpkeepMessages.stationRequired, fillStationMessages.notFound);
    const station = await this.repository.byId(user, id);
    if (!station) throw notFound(fillStationMessages.notFound);
    return station;
  }

  async regulators(user: SessionUser, stationId: number | undefined) {
    const station = await this.stationOf(user, stationId);
    const rows = await regulatorsOfStation(this.repository.db, station.id);
    return {
      result: true,
      messeage: '',
      totalCount: rows.length,
      list: rows.map((row) => ({
        id: row.id,
        regulatorName: row.name,
        divisionCode: row.division_code,
        divisionName: row.division_name,
        level: row.level,
        isValid: row.is_valid,
      })),
    };
  }

  async scaleDevices(user: SessionUser, stationId: number | undefined) {
    const station = await this.stationOf(user, stationId);
    const rows = await this.repository.scaleDevicesOf(station.id);
    return {
      result: true,
      messeage: '',
      totalCount: rows.length,
      list: rows.map((row) => ({
        id: row.id,
        stationId: row.station_id,
        deviceCode: row.device_code,
        deviceName: row.device_name,
        model: row.model,
        lastReportAt: row.last_report_at,
        isValid: row.is_valid,
      })),
    };
  }
}
