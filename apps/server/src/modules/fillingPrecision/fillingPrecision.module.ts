import { fillingPrecisionApi, type FillingPrecisionRow } from '@gcs/contracts';
import { registerList } from '../../platform/listRoutes';
import type { PlatformModule } from '../platformModule';
import { precisionRows, type FillingPrecisionRecord } from './fillingPrecision.repository';

const percent = (share: number) => Math.round(share * 1000) / 10;

function toPrecisionRow(row: FillingPrecisionRecord, ordinalNum: number): FillingPrecisionRow {
  const weighed = Number(row.weighed);
  const [over, under] = [Number(row.over), Number(row.under)];
  return {
    ordinalNum,
    stationId: row.station_id,
    stationName: row.station_name,
    deviceNumber: row.device_code,
    weighedCount: weighed,
    meanDeviation: percent(Number(row.mean_deviation)),
    meanAbsDeviation: percent(Number(row.mean_abs_deviation)),
    overCount: over,
    underCount: under,
    abnormalRate: percent((over + under) / weighed),
  };
}

/** 充装精度异常: each station's scales by how far their fillings lie from the preset weight, within scope. */
export const fillingPrecisionModule: PlatformModule = (app, { db, lists }) => {
  registerList(app, lists, {
    page: 'fillingPrecision',
    call: fillingPrecisionApi.list,
    source: {
      ...precisionRows(db),
      toRow: toPrecisionRow,
      rowsProveStationScope: true,
    },
  });
};
