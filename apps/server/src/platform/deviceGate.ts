import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { deviceUploadMessages } from '@gcs/contracts';
import type { DatabaseSchema } from '../db/schema';
import { deviceSecretMatches, parseDeviceAuthorization } from './deviceCredential';
import { HttpError } from './errors';

/** A scale that proved its credential: it speaks for its own station only. */
export interface DeviceIdentity {
  id: number;
  guid: string;
  stationId: number;
}

/**
 * The gate of the calls scales make (access `device`): the `Authorization: Device <guid>:<secret>` header must name
 * an enabled scale of an enabled station and carry its current secret (401 otherwise; 403 when disabled, or for a
 * user's session).
 */
export class DeviceGate {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async authenticate(request: FastifyRequest): Promise<DeviceIdentity> {
    const header = request.headers.authorization;
    if (!header) throw new HttpError(401, deviceUploadMessages.noCredential);
    // A user's session, however privileged, never speaks for a scale.
    if (/^Bearer\s/i.test(header)) throw new HttpError(403, deviceUploadMessages.userNotDevice);
    const credential = parseDeviceAuthorization(header);
    if (!credential) throw new HttpError(401, deviceUploadMessages.badCredential);
    const device = await this.db
      .selectFrom('scale_device as d')
      .innerJoin('station as s', 's.id', 'd.station_id')
      .select([
        'd.id',
        'd.device_guid',
        'd.station_id',
        'd.credential_hash',
        'd.is_valid',
        's.is_valid as station_is_valid',
      ])
      .where('d.device_guid', '=', credential.guid)
      .executeTakeFirst();
    if (!device || !deviceSecretMatches(credential.secret, device.credential_hash)) {
      throw new HttpError(401, deviceUploadMessages.badCredential);
    }
    if (!device.is_valid) throw new HttpError(403, deviceUploadMessages.deviceDisabled);
    if (!device.station_is_valid) throw new HttpError(403, deviceUploadMessages.stationDisabled);
    return { id: device.id, guid: device.device_guid, stationId: device.station_id };
  }
}

/** The scale of a route that declared access `device`. */
export function requestDevice(request: FastifyRequest): DeviceIdentity {
  if (!request.device) throw new HttpError(401, deviceUploadMessages.noCredential);
  return request.device;
}

declare module 'fastify' {
  interface FastifyRequest {
    device: DeviceIdentity | undefined;
  }
}
