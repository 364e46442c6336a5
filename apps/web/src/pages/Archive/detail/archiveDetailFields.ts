import {
  CylinderCategory,
  cylinderFieldLabels as L,
  type CylinderDetail,
  type CylinderIssuedInfo,
  type CylinderValveInfo,
  type DateRuleInfo,
} from '@gcs/contracts';
import {
  asYearMonth,
  describe,
  plain,
  withUnit,
  type DescribedField,
  type FieldSpec,
} from '../../PublicSearch/detail/describe';
import { proofMaterialNames } from '../../PublicSearch/detail/basicInfoFields';

/**
 * The fields of the archive detail (spec 02 section 3.2). The archive calls send timestamps already as
 * yyyy-MM-dd HH:mm:ss (China time), so they are shown as they come; manufacture, inspection and scrap dates as yyyy-MM.
 */

/** How the rule version that produced the dates reads: which rule, its version and what it says. */
export function describeDateRule(rule: DateRuleInfo | null): string {
  if (!rule) return '';
  const parts = [`规则${rule.ruleKey} 第${rule.version}版`];
  if (rule.firstInspectionMonths !== null) parts.push(`首检${rule.firstInspectionMonths}个月`);
  parts.push(`检验周期${rule.inspectionPeriodMonths}个月`, `设计使用年限${rule.designLifeYears}年`);
  if (rule.standard) parts.push(`标准${rule.standard}`);
  const text = parts.join('，');
  return rule.isCurrent ? text : `${text}（该规则已有新版本，本档案沿用此版本）`;
}

const basicSpecs: FieldSpec<CylinderDetail>[] = [
  { key: 'barcode', label: L.barcode },
  { key: 'categoryName', label: L.category },
  { key: 'stationName', label: L.stationId },
  { key: 'belongTypeDesc', label: L.belongType },
  { key: 'vendorName', label: L.vendorId },
  { key: 'serialNumber', label: L.serialNumber },
  { key: 'vendorBarcode', label: L.vendorBarcode },
  { key: 'selfCode', label: L.selfCode },
  { key: 'registerCode', label: L.registerCode },
  { key: 'typeName', label: L.typeId },
  { key: 'mediumName', label: L.mediumId },
  { key: 'spec', label: L.specId },
  { key: 'productStandard', label: L.productStandard },
  { key: 'makeDate', label: L.makeDate, format: asYearMonth },
  { key: 'lastInspectionDate', label: L.lastInspectionDate, format: asYearMonth },
  { key: 'nextInspectionDate', label: L.nextInspectionDate, format: asYearMonth },
  { key: 'scrapDate', label: L.scrapDate, format: asYearMonth },
  { key: 'nominalWorkingPressure', label: '公称工作压力', format: withUnit('MPa') },
  { key: 'volume', label: '容积', format: withUnit('L') },
  { key: 'wallThickness', label: '壁厚', format: withUnit('mm') },
  { key: 'cylinderStatus', label: L.status },
  { key: 'isValid', label: '是否有效' },
  { key: 'blackList', label: '黑名单' },
  {
    key: 'proofMaterial',
    label: L.proofMaterial,
    format: (value) => proofMaterialNames(value as number).join('、') || '无',
  },
  { key: 'recordEntityName', label: '建档单位' },
  { key: 'recordMan', label: '建档人' },
  { key: 'recordTime', label: '建档时间' },
  { key: 'lastModifyEntityName', label: '最后修改单位' },
  { key: 'lastModifyTime', label: '最后修改时间' },
  { key: 'dateRule', label: '日期规则', format: (value) => describeDateRule(value as DateRuleInfo | null), wide: true },
  { key: 'cylinderRemark', label: L.cylinderRemark, wide: true },
];

const vehicleSpecs: FieldSpec<CylinderDetail>[] = [
  { key: 'plateNum', label: L.plateNum },
  { key: 'vcTypeNmae', label: L.vcTypeName },
  { key: 'departmentName', label: '使用单位' },
  { key: 'installEntityName', label: L.installEntityName },
  { key: 'installDate', label: L.installDate },
];

/** The basic-information tab; vehicle fields only for vehicle cylinders (category 3). */
export function archiveBasicFields(detail: CylinderDetail): DescribedField[] {
  const fields = describe(detail, basicSpecs);
  if (detail.category === CylinderCategory.Vehicle) fields.push(...describe(detail, vehicleSpecs));
  return fields;
}

const auditSpecs: FieldSpec<CylinderDetail>[] = [
  { key: 'auditNotice', label: '审核状态' },
  { key: 'auditRegulatorName', label: '审核机关' },
  { key: 'auditPersonName', label: '审核人' },
  { key: 'auditTime', label: '审核时间' },
  { key: 'auditRemark', label: '审核意见', wide: true },
];

export const archiveAuditFields = (detail: CylinderDetail) => describe(detail, auditSpecs);

const issuedSpecs: FieldSpec<CylinderIssuedInfo>[] = [
  { key: 'issuedStatusDesc', label: '发证状态' },
  { key: 'issuedNo', label: '使用登记证编号' },
  { key: 'issuedTime', label: '发证时间' },
  { key: 'issuingRegulatorName', label: '发证机关' },
];

export const archiveIssuedFields = (issued: CylinderIssuedInfo) => describe(issued, issuedSpecs);

const valveSpecs: FieldSpec<CylinderValveInfo>[] = [
  { key: 'valveVendorName', label: L.valveVendorName },
  { key: 'valveModel', label: L.valveModel },
  { key: 'valveSerialNumber', label: L.valveSerialNumber },
  { key: 'valveMakeDate', label: L.valveMakeDate, format: asYearMonth },
  {
    key: 'isInstalledPressureRetainingValve',
    label: L.isInstalledPressureRetainingValve,
    format: (value) => (value === null || value === undefined ? '未填写' : plain(value)),
  },
];

export const archiveValveFields = (valve: CylinderValveInfo) => describe(valve, valveSpecs);
