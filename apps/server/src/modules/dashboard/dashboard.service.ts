import {
  dashboardMessages,
  type DashboardQuery,
  type DashboardRegion,
  type DashboardSample,
  type DashboardSummary,
  usageSummaryMessages,
} from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import { chosenRegion, homeDivisionOf } from '../../platform/homeDivision';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import { yearDays, type DashboardRepository } from './dashboard.repository';
import type { SharedAnswers } from './sharedAnswers';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

export interface DashboardDeps {
  db: Kysely<DatabaseSchema>;
  syslog: Syslog;
  now: () => Date;
  today: () => string;
  /** Answers shared by the callers of one scope asking the same question (see SharedAnswers). */
  shared: SharedAnswers;
}

/** What decides a caller's data scope (`stationInScope`, the home division): callers alike in it share answers. */
function scopeKey(user: SessionUser): string {
  return user.isSystemManager ? 'manager' : `${user.belongToType}:${user.regulatorId ?? ''}:${user.stationId ?? ''}`;
}

/**
 * The dashboard's calls: every figure within the caller's data scope and the chosen region (the caller's home
 * division when none is chosen; 404 for one outside it), read from the rollups, so a request costs the same whatever
 * the size of the archive. The figures are the usage summary's and 企业统计's for the same region, type and year.
 */
export class DashboardService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly deps: DashboardDeps,
  ) {}

  /** The summary, or null when the region holds no unit within the caller's scope (the route answers 204). */
  summary(user: SessionUser, query: DashboardQuery): Promise<DashboardSummary | null> {
    const key = `summary|${scopeKey(user)}|${query.RegionCode ?? ''}|${query.CylinderType ?? ''}`;
    return this.deps.shared.get(key, () => this.computeSummary(user, query));
  }

  sample(user: SessionUser, query: DashboardQuery): Promise<DashboardSample> {
    const key = `sample|${scopeKey(user)}|${query.RegionCode ?? ''}|${query.CylinderType ?? ''}`;
    return this.deps.shared.get(key, () => this.computeSample(user, query));
  }

  regions(user: SessionUser, category: number): Promise<DashboardRegion[]> {
    return this.deps.shared.get(`regions|${scopeKey(user)}|${category}`, () => this.computeRegions(user, category));
  }

  private async computeSummary(user: SessionUser, query: DashboardQuery): Promise<DashboardSummary | null> {
    const region = await chosenRegion(this.deps.db, user, query.RegionCode);
    const row = await this.repository.summary(user, region, query.CylinderType, yearDays(this.deps.today()));
    if (!row || row.units === 0) return null;
    return {
      registerdCylinderCount: row.registered,
      normalCylinderCount: row.qualified,
      scrappedCylinderCount: row.scrapped,
      fillingStationCount: row.filling_stations,
      fillingCount: Number(row.fillings),
      inspectionStationCount: row.institutions,
      inspectionCount: Number(row.inspections),
    };
  }

  private async computeSample(user: SessionUser, query: DashboardQuery): Promise<DashboardSample> {
    const region = await chosenRegion(this.deps.db, user, query.RegionCode);
    const row = await this.repository.sample(user, region, query.CylinderType, yearDays(this.deps.today()));
    return {
      registeredBarcode: row?.registered ?? null,
      normalBarcode: row?.normal ?? null,
      scrappedBarcode: row?.scrapped ?? null,
      inspectionBarcode: row?.inspected ?? null,
      inspectionStationName: row?.institution ?? null,
      fillingStationName: row?.filling_station ?? null,
    };
  }

  private async computeRegions(user: SessionUser, category: number): Promise<DashboardRegion[]> {
    const home = await homeDivisionOf(this.deps.db, user);
    if (home === undefined) throw new HttpError(404, usageSummaryMessages.divisionOutOfScope);
    const rows = await this.repository.regions(user, home, category, yearDays(this.deps.today()));
    return rows.map((row) => ({
      name: row.name,
      code: row.code,
      registerdCylinderCount: row.registered,
      fillingCount: Number(row.fillings),
      inspectionCount: Number(row.inspections),
    }));
  }

  /**
   * Re-derives the cylinder counts of the caller's scope from the archive in one transaction, at most once a minute
   * per user (429 otherwise), and writes a syslog row in the same transaction.
   */
  async refresh(user: SessionUser, ip: string): Promise<{ refreshedAt: string }> {
    const at = this.deps.now();
    await this.repository.transaction(async (trx) => {
      if (!(await this.repository.takeRefreshSlot(trx, user.id, at))) {
        throw new HttpError(429, dashboardMessages.refreshTooOften, { 'retry-after': '60' });
      }
      await this.repository.rederiveCylinderCounts(trx, user);
      await this.deps.syslog.write(
        { at, event: 'dashboardRefresh', result: 'success', ...actorOf(user), ip, detail: { scope: 'cylinderCount' } },
        trx,
      );
    });
    this.deps.shared.clear();
    return { refreshedAt: at.toISOString() };
  }
}
