import {
  fillingFlagLabels,
  fillingRefusalReasonLabels,
  flagsOf,
  formatDateTime,
  type FillingFlag,
  type FillingRefusalReason,
  type SunshineFeedQuery,
  type SunshineFillingFeed,
  type SunshineOverview,
  type SunshineOverviewQuery,
  type SunshineRefusalFeed,
} from '@gcs/contracts';
import { dailyFlagColumns } from '../../db/fillingDaily';
import type { ScopeUser } from '../../platform/dataScope';
import type { FeedWindow, SunshineDashboardRepository } from './sunshineDashboard.repository';

type FillingRecord = Awaited<ReturnType<SunshineDashboardRepository['fillings']>>[number];

const ok = { result: true, messeage: '' };

/** A feed's answer: its rows and the cursor of the newest, or the asked cursor when nothing is new. */
function feed<R extends { cursor: string }, T>(rows: R[], after: string | undefined, toRow: (row: R) => T) {
  return { ...ok, list: rows.map(toRow), cursor: rows[0]?.cursor ?? after ?? null };
}

const fillingRow = (row: FillingRecord) => ({
  id: Number(row.id),
  stationId: row.station_id,
  stationName: row.station_name,
  cylinderBarcode: row.cylinder_barcode,
  mediumName: row.medium_name,
  fillingWeight: row.filling_weight === null ? null : Number(row.filling_weight),
  operator: row.operator_name,
  beginTime: formatDateTime(row.begin_time),
  abnormal: flagsOf(row.flags).map((flag: FillingFlag) => fillingFlagLabels[flag]),
});

/** The open-filling dashboard: today's figures and feeds of the caller's scope. */
export class SunshineDashboardService {
  constructor(
    private readonly repository: SunshineDashboardRepository,
    private readonly today: () => string,
  ) {}

  async overview(
    user: ScopeUser,
    query: SunshineOverviewQuery,
  ): Promise<{ result: boolean; messeage: string; data: SunshineOverview }> {
    const day = this.today();
    const [totals, stations, refusalCount] = await Promise.all([
      this.repository.totals(user, day),
      this.repository.stations(user, day, query.Top),
      this.repository.refusalCount(user, day),
    ]);
    const abnormalByFlag = dailyFlagColumns
      .map(([flag, column]) => ({ flag, name: fillingFlagLabels[flag], count: Number(totals[column]) }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count || a.flag - b.flag);
    return {
      ...ok,
      data: {
        day,
        fillingCount: Number(totals.fillings),
        fillingWeight: Number(totals.weight),
        stationCount: Number(totals.stations),
        refusalCount,
        abnormalCount: abnormalByFlag.reduce((sum, entry) => sum + entry.count, 0),
        abnormalByFlag,
        stations: stations.map((row) => ({
          stationId: row.station_id,
          stationName: row.station_name,
          fillingCount: Number(row.fillings),
        })),
      },
    };
  }

  private window(query: SunshineFeedQuery): FeedWindow {
    return { day: this.today(), after: query.After, count: query.Count };
  }

  async latestFillings(user: ScopeUser, query: SunshineFeedQuery): Promise<SunshineFillingFeed> {
    return feed(await this.repository.fillings(user, this.window(query), false), query.After, fillingRow);
  }

  async abnormal(user: ScopeUser, query: SunshineFeedQuery): Promise<SunshineFillingFeed> {
    return feed(await this.repository.fillings(user, this.window(query), true), query.After, fillingRow);
  }

  async refusals(user: ScopeUser, query: SunshineFeedQuery): Promise<SunshineRefusalFeed> {
    const rows = await this.repository.refusals(user, this.window(query));
    return feed(rows, query.After, (row) => ({
      id: Number(row.id),
      stationId: row.station_id,
      stationName: row.station_name,
      cylinderBarcode: row.barcode,
      time: formatDateTime(row.at),
      reasons: row.reasons.map(
        (reason) => fillingRefusalReasonLabels[reason as FillingRefusalReason] ?? String(reason),
      ),
    }));
  }
}
