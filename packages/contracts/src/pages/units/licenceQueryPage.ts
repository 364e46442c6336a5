import { z } from 'zod';
import { definePage } from '../definePage';
import { defineCall } from '../../api/call';
import { nullableString } from '../../api/fields';
import { unitManageBase } from '../../api/units/unitFields';
import { listQuery, type QueryFilterField } from '../../lists/filterQuery';
import { oneTableList } from '../../lists/oneTableList';
import { rowTable } from '../../lists/rowTable';
import { listResponse } from '../../paging';

/** The 有效期 filter: expired, due within 30, 60 or 90 days (each window holds the shorter ones), or no date set. */
export const licenceWindows = { 1: '已过期', 2: '30天内到期', 3: '60天内到期', 4: '90天内到期', 5: '未填写有效期' };
/** The days of the 30/60/90-day windows, by their filter value. */
export const licenceWindowDays: Readonly<Record<number, number>> = { 2: 30, 3: 60, 4: 90 };

/** A licence's state on a day: the narrowest window holding it, 有效 beyond 90 days. */
export function licenceState(daysLeft: number | null): string {
  if (daysLeft === null) return licenceWindows[5];
  if (daysLeft < 0) return licenceWindows[1];
  const window = Object.entries(licenceWindowDays).find(([, days]) => daysLeft <= days);
  return window ? licenceWindows[Number(window[0]) as 2 | 3 | 4] : '有效';
}

const licenceFilters = [
  { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
  { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
  { kind: 'text', field: 'LicenseNo', label: '许可证编号', maxLength: 64, width: 180 },
  { kind: 'select', field: 'Window', label: '有效期', options: licenceWindows, width: 160 },
] as const satisfies readonly QueryFilterField[];

export const licenceQuery = listQuery(licenceFilters);
export type LicenceQuery = z.output<typeof licenceQuery>;

const licences = rowTable({
  ordinalNum: { value: z.number().int(), title: '序号', width: 70, align: 'center' },
  stationId: { value: z.number().int() },
  areaName: { value: z.string(), title: '所属区域', width: 140 },
  stationName: { value: z.string(), title: '充装单位', width: 220 },
  licenseNo: { value: nullableString, title: '许可证编号', width: 170, shows: { kind: 'text', whenEmpty: '未填写' } },
  licenseIssued: { value: nullableString, title: '发证日期', width: 120, align: 'center' },
  licenseUntil: { value: nullableString, title: '有效期止', width: 120, align: 'center' },
  /** Days from today to the last valid day, negative once expired; null without a date. */
  daysLeft: { value: z.number().int().nullable(), title: '剩余天数', width: 100, align: 'right' },
  state: { value: z.string(), title: '状态', width: 120, align: 'center' },
});
export const licenceRow = licences.row;
export type LicenceRow = z.output<typeof licenceRow>;

export const licenceApi = {
  list: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryFillStationLicense`,
    summary: '许可证查询：充装单位的充装许可证及有效期，已过期与未填写者在前，其次按到期先后',
    query: licenceQuery,
    response: listResponse(licenceRow),
  }),
};

/**
 * 许可证查询 (/Regulatory/LicenseQuery): the filling licences of the stations in scope, the expired and undated first,
 * then by expiry, so a regulator sees whom to remind before a station fills without a valid licence. The station's own
 * notice after login (rules/licenceNotice.ts) reads the same licence dates; they are kept on 充装单位.
 */
export const licenceQueryPage = definePage({
  kind: 'licenceQuery',
  description: '充装单位充装许可证的编号与有效期：已过期、30/60/90天内到期与未填写有效期的单位，可导出',
  menus: [{ code: '006003', path: '/Regulatory/LicenseQuery', title: '许可证查询' }],
  grants: [
    /** The licences of the filling stations within the holder's scope. */
    'licenceQuery',
  ],
  list: oneTableList('许可证查询条件', licenceFilters, {
    key: 'licences',
    tab: '许可证查询',
    label: '许可证列表',
    call: licenceApi.list,
    columns: licences.columns,
    rowKey: 'stationId',
    hint: '剩余天数自今日起算至有效期止，负数为已过期的天数；许可证信息在充装单位中维护',
    exportName: '许可证查询',
    shows: ['fillStation'],
  }),
});
