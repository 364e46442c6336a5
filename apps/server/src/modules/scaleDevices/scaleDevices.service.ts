import type { Kysely } from 'kysely';
import {
  BelongToType,
  credentialStateLabels,
  formatDateTime,
  scaleDeviceMessages,
  type AddScaleDeviceBody,
  type BatchScaleDeviceValidBody,
  type IssuedScaleCredential,
  type ScaleDeviceListQuery,
  type ScaleDeviceListRow,
  type UpdateScaleDeviceBody,
} from '@gcs/contracts';
import { isUniqueViolation } from '../../db/pgErrors';
import type { DatabaseSchema } from '../../db/schema';
import { deviceSecretHash, newDeviceSecret } from '../../platform/deviceCredential';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { ScaleDeviceRecord, ScaleDevicesRepository } from './scaleDevices.repository';

type Db = Kysely<DatabaseSchema>;

export function toScaleDeviceRow(row: ScaleDeviceRecord, ordinalNum = 1): ScaleDeviceListRow {
  const issuedAt = row.credential_issued ? formatDateTime(row.rotated_at) : '';
  return {
    ordinalNum,
    id: row.id,
    deviceguid: row.device_guid,
    deviceNumber: row.device_code,
    deviceName: row.device_name,
    model: row.model,
    stationId: row.station_id,
    stationName: row.station_name,
    divisionName: row.division_name,
    uploadTime: formatDateTime(row.last_report_at),
    credentialIssued: row.credential_issued,
    credentialState: row.credential_issued
      ? `${credentialStateLabels.issued}${issuedAt ? `（${issuedAt}）` : ''}`
      : credentialStateLabels.notIssued,
    issuedAt,
    isValid: row.is_valid,
  };
}

/** What the system log keeps of a scale: what a station sees of it, never its secret or the secret's hash. */
const logged = (row: ScaleDeviceRecord) => ({
  id: row.id,
  deviceGuid: row.device_guid,
  deviceNumber: row.device_code,
  deviceName: row.device_name,
  model: row.model,
  stationId: row.station_id,
  isValid: row.is_valid,
  credentialIssuedAt: row.credential_issued ? row.rotated_at : null,
});

export interface ScaleDevicesDeps {
  syslog: Syslog;
  now: () => Date;
}

/**
 * The filling scales and their credentials. Anyone holding the page reads the scales of their scope; only a scale's
 * own station (or a system manager) adds, renames, enables, disables or rotates it: a regulator is refused (403), a
 * station naming another's scale finds nothing (404). A secret is made here, answered once and stored only as its
 * SHA-256; every change is in the system log with before and after, in the change's own transaction.
 */
export class ScaleDevicesService {
  constructor(
    private readonly repository: ScaleDevicesRepository,
    private readonly deps: ScaleDevicesDeps,
  ) {}

  listSource(): ListSource<ScaleDeviceListQuery, ScaleDeviceRecord, ScaleDeviceListRow> {
    return {
      ...this.repository.scaleRows(),
      toRow: toScaleDeviceRow,
    };
  }

  /** The station whose scales the caller may change: its own; any (null) for a system manager; else refused. */
  private changingStation(user: SessionUser): number | null {
    if (user.isSystemManager) return null;
    if (user.belongToType === BelongToType.FillingStation && user.stationId !== null) return user.stationId;
    throw new HttpError(403, scaleDeviceMessages.readOnly);
  }

  /** The scales of these ids the caller may change (all of them, or 404 naming none). */
  private async changeable(user: SessionUser, ids: readonly number[], db?: Db): Promise<ScaleDeviceRecord[]> {
    const unique = [...new Set(ids)];
    const rows = await this.repository.ofStation(unique, this.changingStation(user), db);
    if (rows.length !== unique.length) throw notFound(scaleDeviceMessages.notFound);
    return rows;
  }

  private log(user: SessionUser, ip: string | undefined, detail: Record<string, unknown>, db: Db) {
    return this.deps.syslog.write(
      { at: this.deps.now(), event: 'scaleDeviceChange', result: 'success', ...actorOf(user), ip, detail },
      db,
    );
  }

  /** The station a new scale joins: a station user's own (naming another finds nothing); a manager names one. */
  private async newScaleStation(user: SessionUser, named: number | undefined): Promise<number> {
    const own = this.changingStation(user);
    if (own !== null && named !== undefined && named !== own) throw notFound(scaleDeviceMessages.stationNotFound);
    const stationId = own ?? named;
    if (stationId === undefined) throw new HttpError(400, scaleDeviceMessages.stationRequired);
    if (!(await this.repository.fillingStation(stationId))) throw notFound(scaleDeviceMessages.stationNotFound);
    return stationId;
  }

  private issued(row: ScaleDeviceRecord, secret: string): IssuedScaleCredential {
    return {
      id: row.id,
      deviceNumber: row.device_code,
      deviceGuid: row.device_guid,
      secret,
      issuedAt: formatDateTime(row.rotated_at),
    };
  }

  /** Adds a scale with its first secret, answered this once. A device number already registered is refused. */
  async add(user: SessionUser, body: AddScaleDeviceBody, ip: string | undefined) {
    const stationId = await this.newScaleStation(user, body.stationId);
    const taken = new HttpError(409, scaleDeviceMessages.numberTaken(body.deviceNumber));
    if (await this.repository.numberTaken(body.deviceNumber)) throw taken;
    const secret = newDeviceSecret();
    try {
      return await this.repository.transaction(async (trx) => {
        const { id } = await this.repository.insert(
          {
            stationId,
            deviceNumber: body.deviceNumber,
            deviceName: body.deviceName,
            model: body.model,
            credentialHash: deviceSecretHash(secret),
            issuedAt: this.deps.now().toISOString(),
          },
          trx,
        );
        const [row] = await this.repository.ofStation([id], null, trx);
        if (!row) throw notFound(scaleDeviceMessages.notFound);
        await this.log(user, ip, { action: 'add', id, before: null, after: logged(row) }, trx);
        return { result: true, messeage: `充装秤${row.device_code}已新增，密钥已签发`, data: this.issued(row, secret) };
      });
    } catch (error) {
      // Two stations registering one number at once: the unique key decides.
      if (isUniqueViolation(error)) throw taken;
      throw error;
    }
  }

  async update(user: SessionUser, body: UpdateScaleDeviceBody, ip: string | undefined) {
    const [before] = await this.changeable(user, [body.id]);
    if (!before) throw notFound(scaleDeviceMessages.notFound);
    return this.repository.transaction(async (trx) => {
      await this.repository.rename(before.id, { deviceName: body.deviceName, model: body.model }, trx);
      const [after] = await this.repository.ofStation([before.id], null, trx);
      if (!after) throw notFound(scaleDeviceMessages.notFound);
      await this.log(user, ip, { action: 'update', id: before.id, before: logged(before), after: logged(after) }, trx);
      return { result: true, messeage: `充装秤${after.device_code}已保存`, data: toScaleDeviceRow(after) };
    });
  }

  /** Enables or disables the chosen scales, all or none. A disabled scale keeps its secret; its uploads are refused. */
  async setValid(user: SessionUser, body: BatchScaleDeviceValidBody, ip: string | undefined) {
    return this.repository.transaction(async (trx) => {
      const before = await this.changeable(user, body.ids, trx);
      const ids = before.map((row) => row.id);
      await this.repository.setValid(ids, body.isValid, trx);
      const after = await this.repository.ofStation(ids, null, trx);
      await this.log(
        user,
        ip,
        {
          action: body.isValid ? 'enable' : 'disable',
          ids,
          before: before.map(logged),
          after: after.map(logged),
        },
        trx,
      );
      const verb = body.isValid ? '启用' : '停用';
      return { result: true, messeage: `已${verb} ${ids.length} 台充装秤`, data: { count: ids.length } };
    });
  }

  /** A new secret at once: the old one stops working when this commits. The new one is answered this once. */
  async rotate(user: SessionUser, body: { id: number }, ip: string | undefined) {
    const [before] = await this.changeable(user, [body.id]);
    if (!before) throw notFound(scaleDeviceMessages.notFound);
    const secret = newDeviceSecret();
    return this.repository.transaction(async (trx) => {
      await this.repository.replaceCredential(before.id, deviceSecretHash(secret), this.deps.now().toISOString(), trx);
      const [after] = await this.repository.ofStation([before.id], null, trx);
      if (!after) throw notFound(scaleDeviceMessages.notFound);
      await this.log(
        user,
        ip,
        {
          action: before.credential_issued ? 'rotateSecret' : 'issueSecret',
          id: before.id,
          before: logged(before),
          after: logged(after),
        },
        trx,
      );
      const verb = before.credential_issued ? '轮换' : '签发';
      return { result: true, messeage: `充装秤${after.device_code}的密钥已${verb}`, data: this.issued(after, secret) };
    });
  }
}
