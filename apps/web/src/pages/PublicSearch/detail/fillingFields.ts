import type { FillingRecord, PublicFillingRecord } from '@gcs/contracts';
import { asDateTime, describe, plain, withUnit, type DescribedField, type FieldSpec } from './describe';

/** Filling record fields (spec 02 section 3.3), in Chinese; the public answer has times to the day and no operator. */
export const fillingSpecs: readonly FieldSpec<PublicFillingRecord>[] = [
  { key: 'ordinalNum', label: '序号' },
  { key: 'stationName', label: '充装单位' },
  { key: 'balance', label: '充装秤/加气机编号' },
  { key: 'cylinderBarcode', label: '气瓶条码' },
  { key: 'cylinderSpec', label: '气瓶规格' },
  { key: 'mediumName', label: '充装介质' },
  { key: 'fillingWeight', label: '充装量', format: withUnit('kg') },
  { key: 'beginWeight', label: '充装前重量', format: withUnit('kg') },
  { key: 'endWeight', label: '充装后重量', format: withUnit('kg') },
  { key: 'residualLiquidWeight', label: '残液量', format: withUnit('kg') },
  { key: 'fillingPressure', label: '充装压力', format: withUnit('MPa') },
  { key: 'temperature', label: '温度', format: withUnit('℃') },
  { key: 'plateNumber', label: '车牌号' },
  { key: 'beginTime', label: '开始时间', format: asDateTime },
  { key: 'endTime', label: '结束时间', format: asDateTime },
  { key: 'fillingSeconds', label: '充装时长', format: withUnit('秒') },
  { key: 'cylinderState', label: '气瓶状态' },
  { key: 'operationTime', label: '操作时间', format: asDateTime },
  { key: 'insertTime', label: '上传时间', format: asDateTime },
];

export function fillingFields(record: PublicFillingRecord): DescribedField[] {
  return describe(record, fillingSpecs);
}

/** The logged-in archive's filling fields: the public ones and who filled, after the medium. */
export function archiveFillingFields(record: FillingRecord): DescribedField[] {
  const fields = fillingFields(record);
  const afterMedium = fields.findIndex((field) => field.key === 'mediumName') + 1;
  fields.splice(afterMedium, 0, { key: 'operator', label: '充装人员', value: plain(record.operator) });
  return fields;
}
