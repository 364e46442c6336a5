import {
  formatDateTime,
  uploadFieldLabels,
  type UploadComparison,
  type UploadConflictQuery,
  type UploadConflictRow,
  type UploadField,
} from '@gcs/contracts';
import type { ListSource } from '../../platform/listRoutes';
import type { UploadConflictRecord, UploadConflictRows } from './conflicts.repository';

const timeFields = new Set<UploadField>(['beginTime', 'endTime', 'operationTime']);

/** A value as the comparison shows it: times in China time, numbers without trailing zeros, empty as null. */
function shown(field: UploadField, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (timeFields.has(field)) return formatDateTime(new Date(value as string).toISOString());
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))) {
    return String(Number(value));
  }
  return String(value);
}

/** What the record stored under the guid says, by the upload's field names. */
function storedValues(row: UploadConflictRecord): Record<UploadField, unknown> {
  return {
    cylinderBarcode: row.cylinder_barcode,
    balance: row.balance,
    cylinderSpec: row.cylinder_spec,
    medium: row.medium_name,
    operator: row.operator_name,
    fillingWeight: row.filling_weight,
    beginWeight: row.begin_weight,
    endWeight: row.end_weight,
    residualLiquidWeight: row.residual_liquid_weight,
    fillingPressure: row.filling_pressure,
    temperature: row.temperature,
    plateNumber: row.plate_number,
    beginTime: row.begin_time,
    endTime: row.end_time,
    operationTime: row.operation_time,
  };
}

export function toUploadConflictRow(row: UploadConflictRecord, ordinalNum: number): UploadConflictRow {
  const offered = (typeof row.offered === 'string' ? JSON.parse(row.offered) : (row.offered ?? {})) as Record<
    string,
    unknown
  >;
  const recordKept = row.record_id !== null;
  const stored = storedValues(row);
  const comparison: UploadComparison[] = (Object.keys(uploadFieldLabels) as UploadField[]).map((field) => {
    const storedText = recordKept ? shown(field, stored[field]) : null;
    const offeredText = shown(field, offered[field]);
    return {
      field,
      label: uploadFieldLabels[field],
      stored: storedText,
      offered: offeredText,
      // A record keeps its archive's medium when the scale named none: only a medium the scale named can differ.
      differs: recordKept && storedText !== offeredText && !(field === 'medium' && offeredText === null),
    };
  });
  return {
    ordinalNum,
    id: Number(row.id),
    stationId: row.station_id,
    stationName: row.station_name,
    deviceNumber: row.device_code,
    fillingGuid: row.filling_guid,
    cylinderBarcode: shown('cylinderBarcode', offered.cylinderBarcode),
    reportedAt: formatDateTime(new Date(row.reported_at).toISOString()),
    differences: recordKept
      ? comparison
          .filter((item) => item.differs)
          .map((item) => item.label)
          .join('、')
      : '已保存的记录已删除',
    comparison,
  };
}

/** The upload-conflict page's list (scope and filter in SQL). */
export function uploadConflictSource(
  rows: UploadConflictRows,
): ListSource<UploadConflictQuery, UploadConflictRecord, UploadConflictRow> {
  return {
    ...rows,
    toRow: toUploadConflictRow,
    rowsProveStationScope: true,
  };
}
