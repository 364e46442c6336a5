import type { TableColumn } from '@gcs/contracts';

/** The abnormal-cylinder summary by station as the page shows it (the list columns are in @gcs/contracts). */
export const abnormalSummaryColumns: readonly TableColumn[] = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 160 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 240 },
  { title: '监管停用', code: 'stoppedCount', isDisplay: true, width: 110, align: 'center' },
  { title: '报失', code: 'lostCount', isDisplay: true, width: 100, align: 'center' },
  { title: '超期或报废充装', code: 'overdueFillingCount', isDisplay: true, width: 140, align: 'center' },
  { title: '档案重复存疑', code: 'duplicateCount', isDisplay: true, width: 130, align: 'center' },
  { title: '异常气瓶合计', code: 'abnormalCount', isDisplay: true, width: 130, align: 'center' },
];

/** Which kind a summary column counts (its figure opens the list of that station and kind). */
export const summaryKinds: Record<string, number | undefined> = {
  stoppedCount: 1,
  lostCount: 2,
  overdueFillingCount: 3,
  duplicateCount: 4,
  abnormalCount: undefined,
};

export const summaryCountCodes: readonly string[] = Object.keys(summaryKinds);
