import {
  cylinderStatusLabels,
  fillingCylinderStateLabels,
  formatDateTime,
  inspectionResultLabels,
  publicImageUrl,
  type CylinderHistoryEntry,
  type CylinderImage,
  type CylinderStatus,
  type CylinderTrailEntry,
  type FillingCylinderState,
  type FillingRecord,
  type InspectItem,
  type InspectionRecord,
  type InspectionResult,
} from '@gcs/contracts';
import type { CylinderRecordRepository } from './cylinderRecord.repository';
import { historyActionLabels, type HistoryAction } from './history';

type Rows<K extends keyof CylinderRecordRepository> = CylinderRecordRepository[K] extends (
  ...args: never[]
) => Promise<infer R>
  ? R
  : never;
type InspectionRow = Rows<'listInspections'>[number];
type ImageRow = Rows<'listImages'>[number];
type FillingRow = Rows<'listFillings'>[number];
type HistoryRow = Rows<'listHistory'>[number];
type TrailRow = Rows<'listTrail'>[number];

export function toInspectionRecord(row: InspectionRow): InspectionRecord {
  return {
    id: row.id,
    lastInspectionDate: row.last_inspection_date,
    nextInspectionDate: row.next_inspection_date,
    reportCode: row.report_code,
    operationTime: row.operation_time,
    stationName: row.station_name,
    result: inspectionResultLabels[row.result as InspectionResult] ?? null,
    appearanceInspection: row.appearance_inspection,
    valveInspection: row.valve_inspection,
    valveSeatInspection: row.valve_seat_inspection,
    weldSeamInspection: row.weld_seam_inspection,
    baseSpaceInspection: row.base_space_inspection,
    waterTestPressure: row.water_test_pressure,
    realVolume: row.real_volume,
    residualDefomationRate: row.residual_defomation_rate,
    tightnessTestPressure: row.tightness_test_pressure,
    realMinThickness: row.real_min_thickness,
    scrapSentencedReason: row.scrap_sentenced_reason,
    processingMethod: row.processing_method,
    realWeight: row.real_weight,
    windingLayerInspection: row.winding_layer_inspection,
    metalInspection: row.metal_inspection,
    threadInspection: row.thread_inspection,
    nondestructiveInspection: row.nondestructive_inspection,
    hydrostaticInspection: row.hydrostatic_inspection,
    bottleValveInspection: row.bottle_valve_inspection,
    airTightnessInspection: row.air_tightness_inspection,
    inspectItemsJson: Array.isArray(row.inspect_items_json) ? (row.inspect_items_json as InspectItem[]) : null,
  };
}

/** A picture with the url that serves it: by the cylinder's handle, so that picture ids cannot be walked. */
export function toCylinderImage(row: ImageRow, cylinderHandle: string): CylinderImage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    url: publicImageUrl(cylinderHandle, row.id),
    uploadTime: row.uploaded_at,
  };
}

export function toFillingRecord(row: FillingRow, ordinalNum: number): FillingRecord {
  return {
    id: row.id,
    ordinalNum,
    fillingGuid: row.filling_guid,
    stationName: row.station_name,
    balance: row.balance,
    cylinderBarcode: row.cylinder_barcode,
    cylinderSpec: row.cylinder_spec,
    mediumName: row.medium_name,
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
    cylinderState: fillingCylinderStateLabels[row.cylinder_state as FillingCylinderState] ?? '',
    operationTime: row.operation_time,
    insertTime: row.insert_time,
    fillingSeconds: row.filling_seconds,
  };
}

const actionName = (action: number) => historyActionLabels[action as HistoryAction] ?? '';

export function toHistoryEntry(row: HistoryRow): CylinderHistoryEntry {
  const changes = Array.isArray(row.changes) ? row.changes : [];
  return {
    id: row.id,
    operatorName: row.operator_name,
    unitName: row.entity_name,
    operationTime: formatDateTime(row.changed_at),
    action: row.action,
    actionName: actionName(row.action),
    changes: changes.map((change) => ({ label: change.label, from: change.from, to: change.to })),
  };
}

export function toTrailEntry(row: TrailRow): CylinderTrailEntry {
  return {
    id: row.id,
    operationTime: formatDateTime(row.changed_at),
    stationId: row.station_id,
    stationName: row.station_name,
    status: row.status,
    statusName: row.status === null ? null : (cylinderStatusLabels[row.status as CylinderStatus] ?? null),
    action: row.action,
    actionName: actionName(row.action),
    operatorName: row.operator_name,
  };
}
