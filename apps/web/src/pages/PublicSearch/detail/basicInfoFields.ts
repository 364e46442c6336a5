import { belongTypeLabel, CylinderCategory, proofMaterialLabels, type PublicCylinderDetail } from '@gcs/contracts';
import { asDate, asYearMonth, describe, withUnit, type DescribedField, type FieldSpec } from './describe';

type Detail = PublicCylinderDetail;

/** Names of the certificates whose bit is set in proofMaterial (spec 02 section 3.2). */
export function proofMaterialNames(flags: number | null | undefined): string[] {
  if (!flags) return [];
  return Object.entries(proofMaterialLabels)
    .filter(([bit]) => (flags & Number(bit)) !== 0)
    .map(([, label]) => label);
}

function basicSpecs(areaCode: string): FieldSpec<Detail>[] {
  return [
    { key: 'barcode', label: '气瓶条码' },
    { key: 'categoryName', label: '气瓶类别' },
    { key: 'stationName', label: '产权单位' },
    { key: 'belongType', label: '产权性质', format: (value) => belongTypeLabel(value as number, areaCode) },
    { key: 'vendorName', label: '制造单位' },
    { key: 'vendorBarcode', label: '制造单位条码' },
    { key: 'serialNumber', label: '出厂编号' },
    { key: 'selfCode', label: '自有编号' },
    { key: 'typeName', label: '气瓶类型' },
    { key: 'mediumName', label: '充装介质' },
    { key: 'spec', label: '规格型号' },
    { key: 'makeDate', label: '制造年月', format: asYearMonth },
    { key: 'lastInspectionDate', label: '上次检验日期', format: asYearMonth },
    { key: 'nextInspectionDate', label: '下次检验日期', format: asYearMonth },
    { key: 'scrapDate', label: '报废日期', format: asDate },
    { key: 'registerCode', label: '使用登记证编号' },
    { key: 'nominalWorkingPressure', label: '公称工作压力', format: withUnit('MPa') },
    { key: 'volume', label: '容积', format: withUnit('L') },
    { key: 'wallThickness', label: '设计壁厚', format: withUnit('mm') },
    { key: 'cylinderStatus', label: '气瓶状态' },
    { key: 'blackList', label: '黑名单' },
    {
      key: 'proofMaterial',
      label: '证明材料',
      format: (value) => proofMaterialNames(value as number).join('、') || '无',
    },
    { key: 'recordEntityName', label: '建档单位' },
    { key: 'recordTime', label: '建档时间', format: asDate },
    { key: 'lastModifyEntityName', label: '最后修改单位' },
    { key: 'lastModifyTime', label: '最后修改时间', format: asDate },
    { key: 'cylinderRemark', label: '备注', wide: true },
  ];
}

const vehicleSpecs: FieldSpec<Detail>[] = [
  { key: 'plateNum', label: '车牌号' },
  { key: 'vcTypeNmae', label: '车辆类型' },
  { key: 'departmentName', label: '使用登记机关' },
  { key: 'installEntityName', label: '安装单位' },
  { key: 'installDate', label: '安装日期', format: asDate },
];

/** Fields of the basic-information tab; the vehicle fields appear only for vehicle cylinders (category 3). */
export function basicInfoFields(detail: Detail, areaCode: string): DescribedField[] {
  const fields = describe(detail, basicSpecs(areaCode));
  if (detail.category === CylinderCategory.Vehicle) fields.push(...describe(detail, vehicleSpecs));
  return fields;
}

/** The public sees which authority audited and on which day, not who (docs/security.md). */
const auditSpecs: FieldSpec<Detail>[] = [
  { key: 'auditRegulatorName', label: '审核机关' },
  { key: 'auditTime', label: '审核时间', format: asDate },
];

export function auditInfoFields(detail: Detail): DescribedField[] {
  return describe(detail, auditSpecs);
}
