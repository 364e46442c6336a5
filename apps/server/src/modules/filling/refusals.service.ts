import {
  fillingRefusalReasonLabels,
  formatDateTime,
  type FillingRefusalListQuery,
  type FillingRefusalReason,
  type FillingRefusalRow,
} from '@gcs/contracts';
import type { ListSource } from '../../platform/listRoutes';
import type { RefusalRecord, RefusalRows } from './refusals.repository';

export function toRefusalRow(row: RefusalRecord, ordinalNum: number): FillingRefusalRow {
  return {
    ordinalNum,
    id: row.id,
    time: formatDateTime(row.at),
    areaName: row.area_name,
    stationId: row.station_id,
    stationName: row.station_name,
    cylinderBarcode: row.barcode,
    cylinderId: row.cylinder_id,
    reasonNames: row.reasons
      .map((code) => fillingRefusalReasonLabels[code as FillingRefusalReason] ?? String(code))
      .join('、'),
    askedBy: row.user_name ?? (row.device_code === null ? null : `充装秤 ${row.device_code}`),
  };
}

/** The refused fillings page's list (scope and filter in SQL). */
export function refusalListSource(
  rows: RefusalRows,
): ListSource<FillingRefusalListQuery, RefusalRecord, FillingRefusalRow> {
  return {
    ...rows,
    toRow: toRefusalRow,
    rowsProveStationScope: true,
  };
}
