import {
  CylinderStatus,
  belongTypeLabel,
  cylinderCategoryLabels,
  cylinderStatusText,
  cylinderStatusTexts,
  daysBetween,
  formatDateTime,
  proofMaterialLabels,
  type CylinderCategory,
  type CylinderDetail,
  type CylinderRow,
} from '@gcs/contracts';
import type { CylindersRepository } from './cylinders.repository';

type Rows<K extends keyof CylindersRepository> = CylindersRepository[K] extends (...args: never[]) => Promise<infer R>
  ? R
  : never;
export type ListRow = Rows<'listRows'>[number];
type DetailRow = NonNullable<Rows<'findDetail'>>;

/** Manufacture and inspection dates travel as yyyy-MM (spec 02 section 3.2). */
export const yearMonth = (value: string | null) => (value ? value.slice(0, 7) : null);
/** Other calendar dates as yyyy-MM-dd. */
export const calendarDay = (value: string | null) => (value ? value.slice(0, 10) : null);
/** Instants as yyyy-MM-dd HH:mm:ss in China Standard Time. */
export const chinaTime = (value: string | null) => (value ? formatDateTime(value) : null);

export const auditNotices: Record<number, string> = { 0: '未审核', 1: '审核通过', [-1]: '审核不通过' };
export const auditNotice = (auditResult: number) => auditNotices[auditResult] ?? auditNotices[0] ?? '';
export const issuedStatusDesc = (isIssued: boolean) => (isIssued ? '已发证' : '未发证');

/** The city a station's division belongs to (its first four digits): the ownership label depends on it. */
export const cityOf = (divisionCode: string | null) => (divisionCode ? `${divisionCode.slice(0, 4)}00` : '');

export const BarcodeColor = { Red: '红码', Yellow: '黄码', Green: '绿码' } as const;
export type BarcodeColor = (typeof BarcodeColor)[keyof typeof BarcodeColor];

/** Days before the next inspection date at which the code turns yellow. */
export const inspectionDueSoonDays = 30;

export interface BarcodeColorFacts {
  status: number;
  nextInspectionDate: string | null;
  scrapDate: string | null;
  blacklisted: boolean;
}

/**
 * The colour of a cylinder's code, as a filling station reads it: red must not be filled (blacklisted, scrapped,
 * cancelled or deleted, or in use past its inspection or scrap date); yellow needs attention (inspection due within
 * 30 days, or stopped, transferred out or returned); green is a normal cylinder in date.
 */
export function barcodeColorStatus(facts: BarcodeColorFacts, today: string): BarcodeColor {
  const { status } = facts;
  if (facts.blacklisted) return BarcodeColor.Red;
  if (status === CylinderStatus.Scrapped || status === CylinderStatus.Cancelled || status === CylinderStatus.Deleted) {
    return BarcodeColor.Red;
  }
  if (status !== CylinderStatus.Normal) return BarcodeColor.Yellow;
  const text = cylinderStatusText(
    { status, nextInspectionDate: facts.nextInspectionDate, scrapDate: facts.scrapDate },
    today,
  );
  if (text === cylinderStatusTexts.overdueInspection || text === cylinderStatusTexts.overdueScrap) {
    return BarcodeColor.Red;
  }
  if (facts.nextInspectionDate !== null && daysBetween(today, facts.nextInspectionDate) <= inspectionDueSoonDays) {
    return BarcodeColor.Yellow;
  }
  return BarcodeColor.Green;
}

interface StatusFacts {
  status: number;
  next_inspection_date: string | null;
  scrap_date: string | null;
  is_blacklisted: boolean;
}

/** The status text of a cylinder row (超期未检, 超期未报废 or the stored status label). */
export const statusTextOf = (row: Omit<StatusFacts, 'is_blacklisted'>, today: string) =>
  cylinderStatusText(
    {
      status: row.status as CylinderStatus,
      nextInspectionDate: row.next_inspection_date,
      scrapDate: row.scrap_date,
    },
    today,
  );

const colourOf = (row: StatusFacts, today: string) =>
  barcodeColorStatus(
    {
      status: row.status,
      nextInspectionDate: row.next_inspection_date,
      scrapDate: row.scrap_date,
      blacklisted: row.is_blacklisted,
    },
    today,
  );

export function toCylinderRow(row: ListRow, ordinalNum: number, today: string): CylinderRow {
  const isVehicle = row.category === 3;
  return {
    id: row.id,
    ordinalNum,
    stationId: row.station_id,
    stationName: row.station_name,
    vendorName: row.vendor_name,
    serialNumber: row.serial_number,
    makeDate: yearMonth(row.make_date),
    barcode: row.barcode,
    vendorBarcode: row.vendor_barcode,
    selfCode: row.self_code,
    inspectionStationName: row.inspection_station_name,
    lastInspectionDate: yearMonth(row.last_inspection_date),
    nextInspectionDate: yearMonth(row.next_inspection_date),
    scrapDate: yearMonth(row.scrap_date),
    lastModifyTime: chinaTime(row.last_modify_time),
    auditNotice: auditNotice(row.audit_result),
    auditResult: row.audit_result,
    typeName: row.type_name,
    mediumName: row.medium_name,
    spec: row.spec_name,
    volume: row.volume,
    nominalWorkingPressure: row.nominal_working_pressure,
    wallThickness: row.wall_thickness,
    status: row.status,
    cylinderStatus: statusTextOf(row, today),
    recordMan: row.record_man,
    recordEntityName: row.record_entity_name,
    recordTime: chinaTime(row.record_time),
    registerCode: row.register_code,
    plateNum: isVehicle ? row.plate_num : null,
    vcTypeName: isVehicle ? row.vc_type_name : null,
    isIssued: row.is_issued,
    issuedStatusDesc: issuedStatusDesc(row.is_issued),
    issuedNo: row.issued_no,
    belongType: row.belong_type,
    belongTypeDesc: belongTypeLabel(row.belong_type, cityOf(row.station_division_code)),
    blackList: row.is_blacklisted,
    barcodeColorStatus: colourOf(row, today),
    category: row.category,
    departmentName: isVehicle ? row.department_name : null,
    installEntityName: isVehicle ? row.install_entity_name : null,
    installDate: isVehicle ? calendarDay(row.install_date) : null,
  };
}

/** The names of the documents a proofMaterial value holds, in bit order. */
export function proofMaterialNames(proofMaterial: number): string[] {
  return Object.entries(proofMaterialLabels)
    .filter(([bit]) => (proofMaterial & Number(bit)) !== 0)
    .map(([, label]) => label);
}

export function toCylinderDetail(row: DetailRow, today: string): CylinderDetail {
  const isVehicle = row.category === 3;
  return {
    id: row.id,
    barcode: row.barcode,
    category: row.category,
    categoryName: cylinderCategoryLabels[row.category as CylinderCategory] ?? '',
    stationId: row.station_id,
    stationName: row.station_name,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    serialNumber: row.serial_number,
    vendorBarcode: row.vendor_barcode,
    selfCode: row.self_code,
    registerCode: row.register_code,
    typeId: row.type_id,
    typeName: row.type_name,
    mediumId: row.medium_id,
    mediumName: row.medium_name,
    specId: row.spec_id,
    spec: row.spec_name,
    productStandard: row.product_standard,
    makeDate: yearMonth(row.make_date),
    lastInspectionDate: yearMonth(row.last_inspection_date),
    nextInspectionDate: yearMonth(row.next_inspection_date),
    scrapDate: yearMonth(row.scrap_date),
    nominalWorkingPressure: row.nominal_working_pressure,
    volume: row.volume,
    wallThickness: row.wall_thickness,
    status: row.status,
    cylinderStatus: statusTextOf(row, today),
    barcodeColorStatus: colourOf(row, today),
    belongType: row.belong_type,
    belongTypeDesc: belongTypeLabel(row.belong_type, cityOf(row.station_division_code)),
    isValid: row.is_valid,
    blackList: row.is_blacklisted,
    cylinderRemark: row.remark,
    proofMaterial: row.proof_material,
    proofMaterialNames: proofMaterialNames(row.proof_material),
    recordEntityName: row.record_entity_name,
    recordMan: row.record_man,
    recordTime: chinaTime(row.record_time),
    lastModifyEntityName: row.last_modify_entity_name,
    lastModifyTime: chinaTime(row.last_modify_time),
    auditResult: row.audit_result,
    auditNotice: auditNotice(row.audit_result),
    auditRegulatorName: row.audit_regulator_name,
    auditPersonName: row.audit_person_name,
    auditTime: chinaTime(row.audit_time),
    auditRemark: row.audit_remark,
    isIssued: row.is_issued,
    issuedStatusDesc: issuedStatusDesc(row.is_issued),
    issuedNo: row.issued_no,
    departmentName: isVehicle ? row.department_name : null,
    plateNum: isVehicle ? row.plate_num : null,
    vehicleTypeId: isVehicle ? row.vehicle_type_id : null,
    vcTypeNmae: isVehicle ? row.vc_type_name : null,
    installEntityName: isVehicle ? row.install_entity_name : null,
    installDate: isVehicle ? calendarDay(row.install_date) : null,
    isInstalledPressureRetainingValve: row.is_installed_pressure_retaining_valve,
    dateRule:
      row.rule_id === null
        ? null
        : {
            id: row.rule_id,
            ruleKey: row.rule_key ?? 0,
            version: row.rule_version ?? 0,
            inspectionPeriodMonths: row.inspection_period_months ?? 0,
            firstInspectionMonths: row.first_inspection_months,
            designLifeYears: row.design_life_years ?? 0,
            standard: row.rule_standard,
            remark: row.rule_remark,
            isCurrent: row.rule_retired_at === null,
          },
  };
}
