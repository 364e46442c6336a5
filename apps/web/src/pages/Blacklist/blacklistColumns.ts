import type { TableColumn } from '@gcs/contracts';

/** Shown after the configured columns when the list shows entries taken off the blacklist. */
export const cancelColumns: readonly TableColumn[] = [
  { title: '移出人', code: 'cancelName', isDisplay: true, width: 110 },
  { title: '移出时间', code: 'cancelTime', isDisplay: true, width: 170, align: 'center' },
  { title: '移出原因', code: 'cancelReason', isDisplay: true, width: 200 },
];

export const blacklistSummaryColumns: readonly TableColumn[] = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 160 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 260 },
  { title: '黑名单气瓶数', code: 'blackCount', isDisplay: true, width: 140, align: 'center' },
];
