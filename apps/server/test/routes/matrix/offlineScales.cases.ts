import { menusFor } from '@gcs/contracts';
import { scopedList, type RouteCase } from './matrixKit';

const base = '/api/samr/Monitor';

/**
 * The offline scales: open to the holders of 充装秤离线 (the demo regulators), each within its scope; a station
 * outside it answers 404 and no rows.
 */
export const offlineScalesCases: Record<string, RouteCase> = {
  [`GET ${base}/OfflineStatisticsByStation`]: scopedList(
    `${base}/OfflineStatisticsByStation`,
    menusFor('offlineScales'),
    'stationName',
  ),
  [`GET ${base}/OfflineDetailList`]: scopedList(`${base}/OfflineDetailList`, menusFor('offlineScales'), 'deviceguid'),
  [`GET ${base}/MonitorList`]: scopedList(`${base}/MonitorList`, menusFor('offlineScales'), 'deviceguid'),
};
