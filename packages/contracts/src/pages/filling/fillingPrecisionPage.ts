import { z } from 'zod';
import { definePage } from '../definePage';
import { apiBase, defineCall } from '../../api/call';
import { nullableString } from '../../api/fields';
import type { TableColumn } from '../../api/shared';
import { listQuery, type QueryFilterField } from '../../lists/filterQuery';
import { listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import { listResponse } from '../../paging';

const precisionFilters = [
  { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
  { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
  { kind: 'dayRange', from: 'From', to: 'To', label: '充装日期', width: 260, initialDays: 30 },
] as const satisfies readonly QueryFilterField[];

export const fillingPrecisionQuery = listQuery(precisionFilters);
export type FillingPrecisionQuery = z.output<typeof fillingPrecisionQuery>;

/** One scale of a station (or the station's fillings without a known scale) and how far its fillings deviate. */
export const fillingPrecisionRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  stationName: z.string(),
  /** The scale's nameplate number; null for fillings no registered scale uploaded. */
  deviceNumber: nullableString,
  /** Fillings whose cylinder's spec has a preset weight and whose filled weight is known. */
  weighedCount: z.number().int(),
  /** The mean of (filled + residual − preset) / preset, in per cent with one decimal: a scale's bias. */
  meanDeviation: z.number(),
  /** The mean of the deviation's absolute value, in per cent with one decimal. */
  meanAbsDeviation: z.number(),
  overCount: z.number().int(),
  underCount: z.number().int(),
  /** (over + under) / weighed in per cent, one decimal. */
  abnormalRate: z.number(),
});
export type FillingPrecisionRow = z.output<typeof fillingPrecisionRow>;

export const fillingPrecisionApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryFillingPrecision`,
    summary: '充装精度异常：各充装单位各充装秤的充装量相对规格预设重量的偏差与超差比例，异常率高者在前',
    query: fillingPrecisionQuery,
    response: listResponse(fillingPrecisionRow),
  }),
};

export const fillingPrecisionColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 220 },
  {
    title: '充装秤编号',
    code: 'deviceNumber',
    isDisplay: true,
    width: 140,
    shows: { kind: 'text', whenEmpty: '未登记秤' },
  },
  { title: '称重充装数', code: 'weighedCount', isDisplay: true, width: 110, align: 'right' },
  { title: '平均偏差(%)', code: 'meanDeviation', isDisplay: true, width: 110, align: 'right' },
  { title: '平均绝对偏差(%)', code: 'meanAbsDeviation', isDisplay: true, width: 140, align: 'right' },
  { title: '超重数', code: 'overCount', isDisplay: true, width: 90, align: 'right' },
  { title: '欠量数', code: 'underCount', isDisplay: true, width: 90, align: 'right' },
  { title: '异常率(%)', code: 'abnormalRate', isDisplay: true, width: 100, align: 'right' },
] as const satisfies readonly TableColumn[];

/**
 * 充装精度异常 (/Regulatory/AbnormalPrecision): per station and scale, how far the gas in the cylinders after filling
 * lies from their spec's preset weight over a period. A scale out of calibration, or set to short-fill, shows as a
 * steady bias and a high share beyond the tolerances of the filling flags (超重 above +3 %, 欠量 below −5 %), which a
 * list of single abnormal fillings hides; the regulator sends that station an inspection of its scale.
 */
export function fillingPrecisionList(area: ListArea): ListPageContent {
  return {
    filterLabel: '充装精度查询条件',
    fixed: {},
    filters: precisionFilters,
    tables: [
      listTable({
        key: 'precision',
        tab: '充装精度异常',
        label: '充装精度列表',
        call: fillingPrecisionApi.list,
        pageName: area.pageName,
        columns: fillingPrecisionColumns,
        rowKey: 'ordinalNum',
        hint: '偏差 = (充装量 + 残液量 − 规格预设重量) ÷ 预设重量；超重为偏差高于 3%，欠量为低于 −5%，按异常率从高到低',
        exportName: '充装精度异常',
        shows: ['fillingRecord'],
      }),
    ],
  };
}

export const fillingPrecisionPage = definePage({
  kind: 'fillingPrecision',
  description: '各充装单位各充装秤在一段时间内的充装量偏差与超重、欠量比例，找出失准或被调校的充装秤，可导出',
  menus: [{ code: '006006', path: '/Regulatory/AbnormalPrecision', title: '充装精度异常' }],
  grants: [
    /** The precision of each station's scales, within the holder's scope. */
    'fillingPrecision',
  ],
  list: fillingPrecisionList,
});
