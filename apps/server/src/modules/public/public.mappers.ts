import {
  cylinderCategoryLabels,
  cylinderStatusText,
  fillingCylinderStateLabels,
  inspectionResultLabels,
  publicImagePath,
  type CylinderCategory,
  type CylinderImage,
  type CylinderStatus,
  type FillingCylinderState,
  type FillingRecord,
  type InspectItem,
  type InspectionRecord,
  type InspectionResult,
  type PublicCylinderDetail,
  type PublicCylinderRow,
} from '@gcs/contracts';
import type { PublicRepository } from './public.repository';

type Rows<K extends keyof PublicRepository> = PublicRepository[K] extends (...args: never[]) => Promise<infer R>
  ? R
  : never;
type ListRow = Rows<'listCylinders'>[number];
type DetailRow = NonNullable<Rows<'findCylinder'>>;
type InspectionRow = Rows<'listInspections'>[number];
type ImageRow = Rows<'listImages'>[number];
type FillingRow = Rows<'listFillings'>[number];

const categoryName = (category: number) => cylinderCategoryLabels[category as CylinderCategory] ?? '';

const statusText = (row: ListRow | DetailRow, today: string) =>
  cylinderStatusText(
    {
      status: row.status as CylinderStatus,
      nextInspectionDate: row.next_inspection_date,
      scrapDate: row.scrap_date,
    },
    today,
  );

export function toPublicRow(row: ListRow, ordinalNum: number, today: string): PublicCylinderRow {
  return {
    id: row.id,
    ordinalNum,
    stationName: row.station_name,
    belongType: row.belong_type,
    vendorName: row.vendor_name,
    makeDate: row.make_date,
    serialNumber: row.serial_number,
    barcode: row.barcode,
    vendorBarcode: row.vendor_barcode,
    selfCode: row.self_code,
    mediumName: row.medium_name,
    categoryName: categoryName(row.category),
    typeName: row.type_name,
    cylinderStatus: statusText(row, today),
    blackList: row.is_blacklisted,
  };
}

export function toPublicDetail(row: DetailRow, today: string): PublicCylinderDetail {
  const isVehicle = row.category === 3;
  return {
    id: row.id,
    category: row.category,
    categoryName: categoryName(row.category),
    stationName: row.station_name,
    vendorName: row.vendor_name,
    serialNumber: row.serial_number,
    selfCode: row.self_code,
    typeName: row.type_name,
    mediumName: row.medium_name,
    makeDate: row.make_date,
    lastInspectionDate: row.last_inspection_date,
    nextInspectionDate: row.next_inspection_date,
    scrapDate: row.scrap_date,
    registerCode: row.register_code,
    nominalWorkingPressure: row.nominal_working_pressure,
    volume: row.volume,
    wallThickness: row.wall_thickness,
    cylinderStatus: statusText(row, today),
    barcode: row.barcode,
    vendorBarcode: row.vendor_barcode,
    spec: row.spec_name,
    cylinderRemark: row.remark,
    recordEntityName: row.record_entity_name,
    recordTime: row.record_time,
    lastModifyEntityName: row.last_modify_entity_name,
    lastModifyTime: row.last_modify_time,
    belongType: row.belong_type,
    proofMaterial: row.proof_material,
    blackList: row.is_blacklisted,
    auditRegulatorName: row.audit_regulator_name,
    auditPersonName: row.audit_person_name,
    auditTime: row.audit_time,
    departmentName: isVehicle ? row.department_name : null,
    plateNum: isVehicle ? row.plate_num : null,
    vcTypeNmae: isVehicle ? row.vc_type_name : null,
    installEntityName: isVehicle ? row.install_entity_name : null,
    installDate: isVehicle ? row.install_date : null,
  };
}

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

export function toCylinderImage(row: ImageRow): CylinderImage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    url: `${publicImagePath}?Id=${row.id}`,
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
