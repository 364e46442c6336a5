import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString, optionalText, requiredId } from '../fields';
import { optionalId } from '../listFilters';
import { batchIds, optionalCreditCode, optionalUnitText, unitManageBase, unitPhone, unitText } from './unitFields';

/**
 * An inspection institution's own people and customers (spec 02 section 7.5): its inspection users (inspectors named
 * on inspection records) and the sending units that bring cylinders to it. An institution's user keeps only its own;
 * a regulator those of the institutions in its scope. The institution is taken from the session for an institution's
 * user and must be chosen by anyone else.
 */

export const inspectionUpkeepMessages = {
  chooseStation: '请选择检验机构',
  userInUse: (records: number) => `${records}条检验记录`,
} as const;

const upkeepCode = (label: string) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(32, `${label}不能超过32个字符`)
    .refine((value) => /^[0-9A-Za-z-]*$/.test(value), `${label}只能包含字母、数字和-`)
    .nullish()
    .transform((value) => (value ? value : null));

const institutionField = optionalId('检验机构');

export const upkeepListQuery = z.object({
  InspectStationId: optionalId('检验机构'),
  Name: optionalText('名称', 128),
  ...pageQuery,
  ...exportParams,
});
export type UpkeepListQuery = z.output<typeof upkeepListQuery>;

export const upkeepCodeQuery = z.object({ InspectStationId: optionalId('检验机构') });
export type UpkeepCodeQuery = z.output<typeof upkeepCodeQuery>;

const codeResponse = dataResponse(z.object({ code: z.string() }));
const count = dataResponse(z.object({ count: z.number().int() }));

// Inspection users.

export const inspectUserRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  inspectStationId: z.number().int(),
  inspectStationName: z.string(),
  code: z.string(),
  name: z.string(),
  phone: nullableString,
  certificateNo: nullableString,
  isValid: z.boolean(),
});
export type InspectUserRow = z.output<typeof inspectUserRow>;

const inspectUserShape = {
  inspectStationId: institutionField,
  /** Empty: the next free code of the institution (GetInspectUserCode). */
  code: upkeepCode('检验人员编号'),
  name: unitText('姓名', 32),
  phone: unitPhone,
  certificateNo: optionalUnitText('检验员证号', 64),
  isValid: z.boolean({ error: '启用状态只能是true或false' }).default(true),
};
export const addInspectUserBody = z.object(inspectUserShape);
export type AddInspectUserBody = z.output<typeof addInspectUserBody>;
export const updateInspectUserBody = z.object({
  id: requiredId('检验人员编号'),
  ...inspectUserShape,
});
export type UpdateInspectUserBody = z.output<typeof updateInspectUserBody>;

// Inspection sending units.

export const sendUnitRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  inspectStationId: z.number().int(),
  inspectStationName: z.string(),
  code: z.string(),
  name: z.string(),
  creditCode: nullableString,
  contact: nullableString,
  phone: nullableString,
  address: nullableString,
  isValid: z.boolean(),
});
export type SendUnitRow = z.output<typeof sendUnitRow>;

const sendUnitShape = {
  inspectStationId: institutionField,
  /** Empty: the next free code of the institution (GetInspectionSendUnitCode). */
  code: upkeepCode('送检单位编号'),
  name: unitText('送检单位名称', 128),
  creditCode: optionalCreditCode,
  contact: optionalUnitText('联系人', 32),
  phone: unitPhone,
  address: optionalUnitText('地址', 256),
  isValid: z.boolean({ error: '启用状态只能是true或false' }).default(true),
};
export const addSendUnitBody = z.object(sendUnitShape);
export type AddSendUnitBody = z.output<typeof addSendUnitBody>;
export const updateSendUnitBody = z.object({
  id: requiredId('送检单位编号'),
  ...sendUnitShape,
});
export type UpdateSendUnitBody = z.output<typeof updateSendUnitBody>;

/** The five calls of an institution's own rows (list, add, update, delete, next code) at their spec paths. */
function upkeepApi<
  Row extends z.ZodObject<{ ordinalNum: z.ZodNumber } & z.ZodRawShape>,
  Add extends z.ZodObject,
  Update extends z.ZodObject,
>(
  what: string,
  row: Row,
  bodies: { add: Add; update: Update },
  paths: { list: string; add: string; update: string; remove: string; nextCode: string },
  notes: { removeRefusal?: string; codeRule: string },
) {
  const saved = dataResponse(row.omit({ ordinalNum: true }));
  return {
    list: defineCall({
      method: 'GET',
      path: `${unitManageBase}/${paths.list}`,
      summary: `${what}列表（isExport=true 时导出 .xlsx）`,
      query: upkeepListQuery,
      response: listResponse(row),
    }),
    add: defineCall({
      method: 'POST',
      path: `${unitManageBase}/${paths.add}`,
      summary: `新增${what}（编号为空时取机构的下一个编号）`,
      body: bodies.add,
      response: saved,
    }),
    update: defineCall({
      method: 'POST',
      path: `${unitManageBase}/${paths.update}`,
      summary: `修改${what}`,
      body: bodies.update,
      response: saved,
    }),
    remove: defineCall({
      method: 'POST',
      path: `${unitManageBase}/${paths.remove}`,
      summary: `删除${what}${notes.removeRefusal ? `（${notes.removeRefusal}）` : ''}`,
      body: z.object({ ids: batchIds(what) }),
      response: count,
    }),
    nextCode: defineCall({
      method: 'GET',
      path: `${unitManageBase}/${paths.nextCode}`,
      summary: `检验机构下一个可用的${what}编号（${notes.codeRule}）`,
      query: upkeepCodeQuery,
      response: codeResponse,
    }),
  };
}

export const inspectUserApi = upkeepApi(
  '检验人员',
  inspectUserRow,
  { add: addInspectUserBody, update: updateInspectUserBody },
  {
    list: 'QueryInspectUser',
    add: 'AddInspectUser',
    update: 'UpdateInspectUser',
    remove: 'DeleteInspectUser',
    nextCode: 'GetInspectUserCode',
  },
  { removeRefusal: '检验记录中有其记录时不能删除', codeRule: '机构编号加3位序号' },
);

export const sendUnitApi = upkeepApi(
  '送检单位',
  sendUnitRow,
  { add: addSendUnitBody, update: updateSendUnitBody },
  {
    list: 'QueryInspectionSendUnit',
    add: 'AddInspectionSendUnit',
    update: 'UpdateInspectionSendUnit',
    remove: 'DeleteInspectionSendUnit',
    nextCode: 'GetInspectionSendUnitCode',
  },
  { codeRule: '机构编号加S和3位序号' },
);
