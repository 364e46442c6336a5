import { z } from 'zod';
import { envelope } from '../paging';
import { apiBase, defineCall } from './call';
import { nullableNumber, nullableString } from './fields';

/**
 * The open-filling dashboard (/SunshineDashboard, 阳光充装): today's filling activity of the caller's scope, for a
 * wall screen that polls on its own. "Today" is the China day of the server's clock. The totals and the per-station
 * figures come from the daily rollup; the three feeds are the latest records newest first (filling time, then id),
 * each read along an index, and a feed asked with the cursor of its last answer returns only what came after it.
 */

/** The feeds' cursor: the newest row's time (UTC, microseconds) and id, as the last answer gave it. */
const cursorPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d{1,18}$/;

export const sunshineFeedQuery = z.object({
  /** Only rows newer than this cursor (the `cursor` of an earlier answer); absent: the latest rows of today. */
  After: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || cursorPattern.test(value), '游标格式不正确，请使用上次返回的cursor'),
  /** How many rows at most (1 to 50, default 20). */
  Count: z.coerce
    .number({ error: '条数必须是数字' })
    .int('条数必须是整数')
    .min(1, '条数至少为1')
    .max(50, '条数不能超过50')
    .default(20),
});
export type SunshineFeedQuery = z.output<typeof sunshineFeedQuery>;

export const sunshineOverviewQuery = z.object({
  /** How many stations the ranking lists (1 to 50, default 10). */
  Top: z.coerce
    .number({ error: '排名数必须是数字' })
    .int('排名数必须是整数')
    .min(1, '排名数至少为1')
    .max(50, '排名数不能超过50')
    .default(10),
});
export type SunshineOverviewQuery = z.output<typeof sunshineOverviewQuery>;

const counter = z.number().int();

export const sunshineStationFillings = z.object({
  stationId: z.number().int(),
  stationName: z.string(),
  fillingCount: counter,
});
export type SunshineStationFillings = z.output<typeof sunshineStationFillings>;

export const sunshineFlagCount = z.object({ flag: z.number().int(), name: z.string(), count: counter });

export const sunshineOverview = z.object({
  /** The China day the figures are of (yyyy-MM-dd). */
  day: z.string(),
  fillingCount: counter,
  /** Kilograms filled today. */
  fillingWeight: z.number(),
  /** Stations with at least one filling today. */
  stationCount: counter,
  /** Refused filling attempts (the filling interlock) today. */
  refusalCount: counter,
  /** Abnormal findings today: each flag of each filling counts once (a filling with two flags counts twice). */
  abnormalCount: counter,
  /** The abnormal findings by flag, the most frequent first; flags not seen today are left out. */
  abnormalByFlag: z.array(sunshineFlagCount),
  /** Today's fillings per station, the most first (then by name), at most `Top` stations. */
  stations: z.array(sunshineStationFillings),
});
export type SunshineOverview = z.output<typeof sunshineOverview>;

/** One filling of the feed. */
export const sunshineFilling = z.object({
  id: z.number().int(),
  stationId: z.number().int(),
  stationName: z.string(),
  cylinderBarcode: z.string(),
  mediumName: nullableString,
  fillingWeight: nullableNumber,
  operator: nullableString,
  /** The filling's start (yyyy-MM-dd HH:mm:ss, China time). */
  beginTime: z.string(),
  /** The names of its abnormal flags (empty for a sound filling). */
  abnormal: z.array(z.string()),
});
export type SunshineFilling = z.output<typeof sunshineFilling>;

/** One refused filling attempt. */
export const sunshineRefusal = z.object({
  id: z.number().int(),
  stationId: z.number().int(),
  stationName: z.string(),
  cylinderBarcode: z.string(),
  /** When it was refused (yyyy-MM-dd HH:mm:ss, China time). */
  time: z.string(),
  /** Why (the interlock's reasons, by name). */
  reasons: z.array(z.string()),
});
export type SunshineRefusal = z.output<typeof sunshineRefusal>;

/** A feed's answer: the rows newest first and the cursor to ask with next (the given one when nothing is new). */
function feedResponse<T extends z.ZodType>(row: T) {
  return z.object({ ...envelope, list: z.array(row), cursor: z.string().nullable() });
}

export const sunshineFillingFeed = feedResponse(sunshineFilling);
export const sunshineRefusalFeed = feedResponse(sunshineRefusal);
export type SunshineFillingFeed = z.output<typeof sunshineFillingFeed>;
export type SunshineRefusalFeed = z.output<typeof sunshineRefusalFeed>;

const base = `${apiBase}/SunshineDashboard`;
const inScope = '（调用者数据范围内）';

export const sunshineDashboardApi = {
  overview: defineCall({
    method: 'GET',
    path: `${base}/Overview`,
    summary: `阳光充装看板：今日充装量、充装重量、今日充装单位数、拒绝充装次数、异常充装项次及各充装单位今日充装排名${inScope}`,
    query: sunshineOverviewQuery,
    response: z.object({ ...envelope, data: sunshineOverview }),
  }),
  latestFillings: defineCall({
    method: 'GET',
    path: `${base}/LatestFillings`,
    summary: `阳光充装看板：今日最新充装记录（最新的在前；带 After 游标时只返回其后的新记录）${inScope}`,
    query: sunshineFeedQuery,
    response: sunshineFillingFeed,
  }),
  refusals: defineCall({
    method: 'GET',
    path: `${base}/Refusals`,
    summary: `阳光充装看板：今日最新的拒绝充装（充装联锁拦截）记录及原因（带 After 游标时只返回其后的新记录）${inScope}`,
    query: sunshineFeedQuery,
    response: sunshineRefusalFeed,
  }),
  abnormal: defineCall({
    method: 'GET',
    path: `${base}/Abnormal`,
    summary: `阳光充装看板：今日最新的异常充装记录及异常类型（带 After 游标时只返回其后的新记录）${inScope}`,
    query: sunshineFeedQuery,
    response: sunshineFillingFeed,
  }),
};

/** A cursor's parts: the row's time as an ISO instant (UTC, microseconds) and its id. */
export function parseSunshineCursor(cursor: string): { time: string; id: string } {
  const separator = cursor.lastIndexOf('_');
  return { time: cursor.slice(0, separator), id: cursor.slice(separator + 1) };
}
