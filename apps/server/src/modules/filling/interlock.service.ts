import {
  BelongToType,
  decideFilling,
  interlockMessages,
  stationConfig,
  type FillingCheckBody,
  type FillingCheckData,
  type InterlockRules,
  type TracingConfig,
} from '@gcs/contracts';
import { HttpError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import type { InterlockRepository } from './interlock.repository';

export interface InterlockDeps {
  repository: InterlockRepository;
  /** The traceability configuration a station's fillings follow (its nearest regulator's). */
  tracingConfigOf: (stationId: number) => Promise<TracingConfig>;
  today: () => string;
  now: () => Date;
}

/** Who asks: a user of the station, or one of the station's scales. */
export type InterlockAsker = { user: SessionUser } | { deviceId: number; stationId: number };

/**
 * The filling interlock: whether a barcode may be filled at a station, with every reason that applies. A refused
 * attempt is recorded, so regulators can see who tried to fill what.
 */
export class InterlockService {
  constructor(private readonly deps: InterlockDeps) {}

  /** A user's question about the user's own station. */
  async checkForUser(user: SessionUser, body: FillingCheckBody): Promise<FillingCheckData> {
    const stationId = await this.stationOf(user, body.StationId);
    return this.check({ user }, stationId, body.Barcode);
  }

  async check(asker: InterlockAsker, stationId: number, barcode: string): Promise<FillingCheckData> {
    const { repository } = this.deps;
    const [cylinder, rules] = await Promise.all([repository.cylinder(barcode), this.rulesOf(stationId)]);
    const decision = decideFilling(cylinder, stationId, this.deps.today(), rules);
    const refusalId = decision.allowed
      ? null
      : await repository.recordRefusal({
          at: this.deps.now(),
          stationId,
          barcode,
          cylinderId: cylinder?.id ?? null,
          reasons: decision.reasons.filter((reason) => reason.blocking).map((reason) => reason.code),
          userId: 'user' in asker ? asker.user.id : null,
          deviceId: 'deviceId' in asker ? asker.deviceId : null,
        });
    return {
      allowed: decision.allowed,
      barcode,
      stationId,
      cylinderId: cylinder?.id ?? null,
      reasons: decision.reasons,
      refusalId,
    };
  }

  /** A filling station's user asks for its own station; a system manager names one (for support). */
  private async stationOf(user: SessionUser, named: number | undefined): Promise<number> {
    const ownStation = user.belongToType === BelongToType.FillingStation ? user.stationId : null;
    if (ownStation === null && !user.isSystemManager) throw new HttpError(403, interlockMessages.notStationUser);
    const stationId = named ?? ownStation;
    if (stationId === null || stationId === undefined) throw new HttpError(400, interlockMessages.stationRequired);
    const station = await this.deps.repository.stationInScope(user, stationId);
    if (!station) throw notFound(interlockMessages.stationNotInScope);
    return station.id;
  }

  /** The regulator's configuration, made stricter (never looser) by the station's own settings. */
  private async rulesOf(stationId: number): Promise<InterlockRules> {
    const [tracing, station] = await Promise.all([
      this.deps.tracingConfigOf(stationId),
      this.deps.repository.stationSettings(stationId),
    ]);
    const own = stationConfig.safeParse(station?.config_json ?? {}).data ?? stationConfig.parse({});
    return {
      blockNoArchive: tracing.blockNoArchive,
      blockScrapped: tracing.blockScrapped,
      blockOverdueInspection: tracing.blockOverdueInspection || own.refuseOverdueCylinders,
      blockOverdueScrap: tracing.blockOverdueScrap || own.refuseScrappedCylinders,
      blockBlacklisted: tracing.blockBlacklisted || own.refuseBlacklistedCylinders,
      blockUnaudited: tracing.blockUnaudited,
    };
  }
}
