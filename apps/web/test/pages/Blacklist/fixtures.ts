import type { BlacklistRow } from '@gcs/contracts';

/** An entry of the blacklist as the list call answers it. */
export function blacklistEntry(overrides: Partial<BlacklistRow> = {}): BlacklistRow {
  return {
    id: 41,
    cylinderId: 7,
    ordinalNum: 1,
    stationId: 3,
    areaName: '示范区',
    stationName: '示范燃气有限公司',
    vendorName: '示范气瓶制造厂',
    serialNumber: 'SN001',
    makeDate: '2019-05',
    cylinderBarcode: 'QP0001',
    operationName: '张监管',
    operationTime: '2026-06-01 09:30:00',
    reason: '瓶体严重腐蚀',
    isCancelled: false,
    cancelName: null,
    cancelTime: null,
    cancelReason: null,
    ...overrides,
  };
}
