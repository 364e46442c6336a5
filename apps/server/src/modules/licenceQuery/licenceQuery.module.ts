import { licenceApi, licenceState, todayInChina } from '@gcs/contracts';
import { registerList } from '../../platform/listRoutes';
import type { PlatformModule } from '../platformModule';
import { licenceRows } from './licenceQuery.repository';

/** 许可证查询: the filling licences of the stations in scope with the days they have left. */
export const licenceQueryModule: PlatformModule = (app, { db, lists, now, today }) => {
  registerList(app, lists, {
    page: 'licenceQuery',
    call: licenceApi.list,
    source: {
      ...licenceRows(db, today ?? (() => todayInChina(now()))),
      toRow: (row, ordinalNum) => ({
        ordinalNum,
        stationId: row.id,
        areaName: row.area_name,
        stationName: row.name,
        licenseNo: row.license_no,
        licenseIssued: row.license_issued,
        licenseUntil: row.license_until,
        daysLeft: row.days_left,
        state: licenceState(row.days_left),
      }),
      rowsProveStationScope: true,
    },
  });
};
