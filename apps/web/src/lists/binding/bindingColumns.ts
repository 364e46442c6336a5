import type { TableColumn } from '@gcs/contracts';

/** The columns of a binding screen's bound and candidate stations. */
export const bindingColumns: readonly TableColumn[] = [
  { title: '单位编号', code: 'stationCode', isDisplay: true, width: 140 },
  { title: '单位名称', code: 'stationName', isDisplay: true, width: 280 },
  { title: '所属区域', code: 'divisionName', isDisplay: true, width: 160 },
  { title: '类型', code: 'stationTypeName', isDisplay: true, width: 120 },
];
