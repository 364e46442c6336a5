import {
  fillingCylinderStateLabels,
  flagNamesOf,
  type FillingFlag,
  formatDateTime,
  type AbnormalFillingQuery,
  type AbnormalFillingRow,
  type ClonedLabelQuery,
  type ClonedLabelRow,
  type FillingCylinderState,
} from '@gcs/contracts';
import type { ListSource } from '../../platform/listRoutes';
import { pagedByFilter } from '../../platform/pagedRows';
import type { AbnormalFillingRecord, AbnormalFillingRepository, ClonedLabelRecord } from './abnormalFilling.repository';

const orNull = (value: string | null) => (value === null ? null : formatDateTime(value));

export function toAbnormalFillingRow(row: AbnormalFillingRecord, ordinalNum: number): AbnormalFillingRow {
  return {
    ordinalNum,
    id: row.id,
    fillingGuid: row.filling_guid,
    stationId: row.station_id,
    stationName: row.station_name,
    cylinderId: row.cylinder_id,
    cylinderBarcode: row.cylinder_barcode,
    cylinderSpec: row.cylinder_spec ?? row.spec_name,
    presetWeight: row.preset_weight,
    fillingWeight: row.filling_weight,
    beginTime: formatDateTime(row.begin_time),
    endTime: orNull(row.end_time),
    operatorName: row.operator_name,
    cylinderState: fillingCylinderStateLabels[row.cylinder_state as FillingCylinderState] ?? '',
    flags: row.flags,
    flagNames: flagNamesOf(row.flags),
  };
}

export function toClonedLabelRow(row: ClonedLabelRecord, ordinalNum: number): ClonedLabelRow {
  const apart = Math.abs(new Date(row.second_time).getTime() - new Date(row.first_time).getTime());
  return {
    ordinalNum,
    id: row.id,
    barcode: row.barcode,
    firstStationId: row.first_station_id,
    firstStationName: row.first_station_name,
    firstTime: formatDateTime(row.first_time),
    firstWeight: row.first_weight,
    secondStationId: row.second_station_id,
    secondStationName: row.second_station_name,
    secondTime: formatDateTime(row.second_time),
    secondWeight: row.second_weight,
    minutesApart: Math.floor(apart / 60_000),
    foundAt: formatDateTime(row.found_at),
  };
}

/**
 * The abnormal-filling pages' list (scope, category and flag in SQL); with a flag, the list of that flag only
 * (OverWeightFillinglist), whatever the query says.
 */
export function abnormalFillingSource(
  repository: AbnormalFillingRepository,
  flag?: FillingFlag,
): ListSource<AbnormalFillingQuery, AbnormalFillingRecord, AbnormalFillingRow> {
  const only = (query: AbnormalFillingQuery): AbnormalFillingQuery =>
    flag === undefined ? query : { ...query, Flag: flag };
  return {
    ...pagedByFilter(repository.fillingRows(), only),
    toRow: toAbnormalFillingRow,
    rowsProveStationScope: true,
  };
}

/** The cloned-label page's list (a pair in scope when either station is). */
export function clonedLabelSource(
  repository: AbnormalFillingRepository,
): ListSource<ClonedLabelQuery, ClonedLabelRecord, ClonedLabelRow> {
  return {
    ...repository.pairRows(),
    toRow: toClonedLabelRow,
  };
}
