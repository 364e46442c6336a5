import type { InspectionRecord } from '@gcs/contracts';
import { asDateTime, asYearMonth, describe, withUnit, type DescribedField, type FieldSpec } from './describe';

/** Inspection record fields (spec 02 section 3.5); only those with a value are shown. */
const inspectionSpecs: readonly FieldSpec<InspectionRecord>[] = [
  { key: 'reportCode', label: '报告编号' },
  { key: 'stationName', label: '检验机构' },
  { key: 'lastInspectionDate', label: '检验日期', format: asYearMonth },
  { key: 'nextInspectionDate', label: '下次检验日期', format: asYearMonth },
  { key: 'result', label: '检验结论' },
  { key: 'operationTime', label: '操作时间', format: asDateTime },
  { key: 'appearanceInspection', label: '外观检查' },
  { key: 'valveInspection', label: '瓶阀检验' },
  { key: 'valveSeatInspection', label: '阀座检查' },
  { key: 'weldSeamInspection', label: '焊缝检查' },
  { key: 'baseSpaceInspection', label: '底座检查' },
  { key: 'waterTestPressure', label: '水压试验压力', format: withUnit('MPa') },
  { key: 'realVolume', label: '实测容积', format: withUnit('L') },
  { key: 'residualDefomationRate', label: '残余变形率', format: withUnit('%') },
  { key: 'tightnessTestPressure', label: '气密性试验压力', format: withUnit('MPa') },
  { key: 'realMinThickness', label: '实测最小壁厚', format: withUnit('mm') },
  { key: 'realWeight', label: '实测重量', format: withUnit('kg') },
  { key: 'windingLayerInspection', label: '缠绕层检查' },
  { key: 'metalInspection', label: '金属内胆检查' },
  { key: 'threadInspection', label: '螺纹检查' },
  { key: 'nondestructiveInspection', label: '无损检测' },
  { key: 'hydrostaticInspection', label: '水压试验' },
  { key: 'bottleValveInspection', label: '瓶阀检查' },
  { key: 'airTightnessInspection', label: '气密性试验' },
  { key: 'scrapSentencedReason', label: '判废原因', wide: true },
  { key: 'processingMethod', label: '处理方法', wide: true },
];

export function inspectionFields(record: InspectionRecord): DescribedField[] {
  return describe(record, inspectionSpecs, true);
}
