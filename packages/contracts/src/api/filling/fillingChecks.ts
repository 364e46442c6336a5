import { z } from 'zod';
import { fillingCheckDisposeValues, FillingCheckKind, type FillingCheckDispose } from '../../enums';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { disposeFitsKind } from '../../rules/fillingChecks';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableNumber, nullableString, optionalCode, optionalDay, optionalText } from '../fields';
import { checkDayRange, optionalId } from '../listFilters';
import { scannedBarcode } from './interlock';

/**
 * The pre-fill and post-fill check records (spec 02 sections 3.4 and 3.12): a station checks each cylinder before it
 * fills it and again after, and records what it decided (disposeMethodName). Regulators read their region's records,
 * a station its own; a filling without a pre-fill check is flagged abnormal (rules/fillingFlags.ts).
 */

export const fillingCheckKindValues = Object.values(FillingCheckKind) as FillingCheckKind[];

export const checkRecordLimits = {
  operator: 32,
  itemName: 32,
  itemValue: 64,
  items: 50,
  /** MPa: the highest filling pressure of any cylinder the platform knows (vehicle CNG, 20 MPa) with a margin. */
  pressure: 100,
  /** kg: the heaviest cylinder with its gas (YSP118 and vehicle cylinders) with a margin. */
  endWeight: 1000,
} as const;

export const checkRecordMessages = {
  kindRequired: '请选择检查类型',
  kindInvalid: '检查类型只能是1（充装前检查）或2（充装后检查）',
  checkTimeRequired: '请选择检查时间',
  checkTimeInvalid: '检查时间格式应为年-月-日 时:分:秒，例如2026-05-01 08:30:00',
  operatorRequired: '请输入检查人员',
  operatorTooLong: `检查人员不能超过${checkRecordLimits.operator}个字符`,
  disposeRequired: '请选择处置方式',
  disposeInvalid: `处置方式只能是${fillingCheckDisposeValues.join('、')}`,
  disposeNotForKind: '该处置方式不适用于此类检查',
  itemNameRequired: '检查项目名称不能为空',
  itemNameTooLong: `检查项目名称不能超过${checkRecordLimits.itemName}个字符`,
  itemValueTooLong: `检查结果不能超过${checkRecordLimits.itemValue}个字符`,
  itemsTooMany: `检查项目不能超过${checkRecordLimits.items}项`,
  pressureInvalid: `压力必须是0到${checkRecordLimits.pressure}之间的数字（MPa）`,
  endWeightInvalid: `充装后重量必须是0到${checkRecordLimits.endWeight}之间的数字（kg）`,
  notStationUser: '只有充装单位可以录入充装检查记录',
} as const;

/** One item of a check (外观, 瓶阀, 残液 …) with its result, maybe with sub-items: the inspectItemsJson shape. */
export interface CheckItem {
  name: string;
  value?: string | null | undefined;
  children?: CheckItem[] | undefined;
}
export const checkItem: z.ZodType<CheckItem> = z.lazy(() =>
  z.object({
    name: z
      .string({ error: checkRecordMessages.itemNameRequired })
      .trim()
      .min(1, checkRecordMessages.itemNameRequired)
      .max(checkRecordLimits.itemName, checkRecordMessages.itemNameTooLong),
    value: z.string().trim().max(checkRecordLimits.itemValue, checkRecordMessages.itemValueTooLong).nullish(),
    children: z.array(checkItem).max(checkRecordLimits.items, checkRecordMessages.itemsTooMany).optional(),
  }),
);

const chinaDateTime = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

/**
 * A check's time: an ISO instant with its offset, or yyyy-MM-dd HH:mm[:ss] read as China time (as the form and the
 * lists show times); answered as an ISO instant.
 */
export const checkTime = z
  .string({ error: checkRecordMessages.checkTimeRequired })
  .trim()
  .min(1, checkRecordMessages.checkTimeRequired)
  .transform((value, context) => {
    const local = chinaDateTime.exec(value);
    const text = local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}+08:00` : value;
    const instant = /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(instant)) {
      context.addIssue({ code: 'custom', message: checkRecordMessages.checkTimeInvalid });
      return z.NEVER;
    }
    return new Date(instant).toISOString();
  });

function optionalMeasure(limit: number, message: string) {
  return z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return undefined;
      const number = Number(value);
      if (!Number.isFinite(number) || number < 0 || number > limit) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Math.round(number * 100) / 100;
    });
}

/**
 * AddBeforeAfterRecord: a filling station's user records a check of its own station. The barcode links the archive
 * when one holds it (medium, serial number, own number, dates come from there); the check time may lie at most
 * seven days back and not in the future (checked against the server's clock: rules/fillingChecks.ts).
 */
export const addCheckRecordBody = z
  .object({
    Kind: z.union(
      fillingCheckKindValues.map((value) => z.literal(value)),
      {
        error: (issue) =>
          issue.input === undefined ? checkRecordMessages.kindRequired : checkRecordMessages.kindInvalid,
      },
    ),
    Barcode: scannedBarcode,
    CheckTime: checkTime,
    Operator: z
      .string({ error: checkRecordMessages.operatorRequired })
      .trim()
      .min(1, checkRecordMessages.operatorRequired)
      .max(checkRecordLimits.operator, checkRecordMessages.operatorTooLong),
    DisposeMethod: z.union(
      fillingCheckDisposeValues.map((value) => z.literal(value)),
      {
        error: (issue) =>
          issue.input === undefined ? checkRecordMessages.disposeRequired : checkRecordMessages.disposeInvalid,
      },
    ),
    CheckItems: z.array(checkItem).max(checkRecordLimits.items, checkRecordMessages.itemsTooMany).optional(),
    Pressure: optionalMeasure(checkRecordLimits.pressure, checkRecordMessages.pressureInvalid),
    EndWeight: optionalMeasure(checkRecordLimits.endWeight, checkRecordMessages.endWeightInvalid),
  })
  .superRefine((body, context) => {
    if (!disposeFitsKind(body.Kind, body.DisposeMethod as FillingCheckDispose)) {
      context.addIssue({ code: 'custom', path: ['DisposeMethod'], message: checkRecordMessages.disposeNotForKind });
    }
  });
export type AddCheckRecordBody = z.output<typeof addCheckRecordBody>;

export const addedCheckRecord = z.object({
  id: z.number().int(),
  /** The archived cylinder the barcode names, or null when no archive holds it. */
  cylinderId: nullableNumber,
});

/** fillingBeforeAfterlist: by kind, regulator, station, barcode (a prefix), dispose method and check days. */
export const checkRecordListQuery = z
  .object({
    Kind: optionalCode('检查类型', fillingCheckKindValues),
    RegulatorId: optionalId('监管单位'),
    StationId: optionalId('充装单位'),
    Barcode: optionalText('气瓶条码'),
    DisposeMethod: optionalCode('处置方式', fillingCheckDisposeValues),
    From: optionalDay('检查日期起'),
    To: optionalDay('检查日期止'),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('检查日期'));
export type CheckRecordListQuery = z.output<typeof checkRecordListQuery>;

/** A check record as the lists show it: section 3.4's fields and section 3.12's codes (press, end_Weight …). */
export const checkRecordRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  kind: z.number().int(),
  kindName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  checkTime: z.string(),
  areaName: nullableString,
  stationId: z.number().int(),
  /** The checking station's name. */
  station: z.string(),
  barcode: z.string(),
  cylinderId: nullableNumber,
  /** The medium's name. */
  medium: nullableString,
  operator: nullableString,
  /** From the archive, when one holds the barcode. */
  serialNumber: nullableString,
  selfCode: nullableString,
  /** yyyy-MM (the archive's make date). */
  makeDate: nullableString,
  /** yyyy-MM: the archive's last inspection date. */
  inspectionDate: nullableString,
  disposeMethod: z.number().int(),
  disposeMethodName: z.string(),
  /** MPa, as measured at the check. */
  press: nullableNumber,
  /** kg, the cylinder's weight after filling. */
  end_Weight: nullableNumber,
  /** The check items in words: 外观：正常；瓶阀：正常. */
  checkItems: nullableString,
});
export type CheckRecordRow = z.output<typeof checkRecordRow>;

export const fillingCheckRecordApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/fillingBeforeAfterlist`,
    summary:
      '充装前后检查记录：按检查类型、监管单位、充装单位、气瓶条码（前缀）、处置方式与检查日期查询（按检查时间倒序）',
    query: checkRecordListQuery,
    response: listResponse(checkRecordRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${apiBase}/CylinderFilling/AddBeforeAfterRecord`,
    summary:
      '录入充装前或充装后检查记录（仅充装单位，本单位）：条码有档案时关联档案；检查时间不得晚于当前时间，最多补录7天内的记录',
    body: addCheckRecordBody,
    response: dataResponse(addedCheckRecord),
  }),
};
