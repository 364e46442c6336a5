import {
  cylinderCategoryLabels,
  cylinderStatusText,
  type CylinderCategory,
  type CylinderImage,
  type CylinderStatus,
  type FillingRecord,
  type InspectionRecord,
  type PublicCylinderDetail,
  type PublicCylinderRow,
  type PublicFillingRecord,
} from '@gcs/contracts';
import type { PublicRepository } from './public.repository';
import { dayInChina, maskPlateNumber } from './publicMasks';

type Rows<K extends keyof PublicRepository> = PublicRepository[K] extends (...args: never[]) => Promise<infer R>
  ? R
  : never;
type ListRow = Rows<'listCylinders'>[number];
type DetailRow = NonNullable<Rows<'findCylinder'>>;

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

/** A row of the search answer, named by the cylinder's handle. */
export function toPublicRow(row: ListRow, handle: string, ordinalNum: number, today: string): PublicCylinderRow {
  return {
    id: handle,
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

/** The detail as the public page shows it: units' names but no person's, times to the day, the plate masked. */
export function toPublicDetail(row: DetailRow, handle: string, today: string): PublicCylinderDetail {
  const isVehicle = row.category === 3;
  return {
    id: handle,
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
    recordTime: dayInChina(row.record_time),
    lastModifyEntityName: row.last_modify_entity_name,
    lastModifyTime: dayInChina(row.last_modify_time),
    belongType: row.belong_type,
    proofMaterial: row.proof_material,
    blackList: row.is_blacklisted,
    auditRegulatorName: row.audit_regulator_name,
    auditTime: dayInChina(row.audit_time),
    departmentName: isVehicle ? row.department_name : null,
    plateNum: isVehicle ? maskPlateNumber(row.plate_num) : null,
    vcTypeNmae: isVehicle ? row.vc_type_name : null,
    installEntityName: isVehicle ? row.install_entity_name : null,
    installDate: isVehicle ? dayInChina(row.install_date) : null,
  };
}

/** A filling as the public sees it: who filled left out, times to the day, the plate masked. */
export function toPublicFilling({ operator: _operator, ...record }: FillingRecord): PublicFillingRecord {
  return {
    ...record,
    plateNumber: maskPlateNumber(record.plateNumber),
    beginTime: dayInChina(record.beginTime) ?? '',
    endTime: dayInChina(record.endTime),
    operationTime: dayInChina(record.operationTime),
    insertTime: dayInChina(record.insertTime) ?? '',
  };
}

export function toPublicInspection(record: InspectionRecord): InspectionRecord {
  return { ...record, operationTime: dayInChina(record.operationTime) };
}

export function toPublicImage(image: CylinderImage): CylinderImage {
  return { ...image, uploadTime: dayInChina(image.uploadTime) ?? '' };
}
