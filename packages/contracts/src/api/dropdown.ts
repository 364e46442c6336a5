import { z } from 'zod';
import { listResponse } from '../paging';
import { apiBase, defineCall } from './call';
import { optionalFlag, optionalIdList, optionalText, requiredId } from './fields';

/** One option of a dropdown: its value and the text shown. Extra fields appear where a widget needs them. */
export const dropDownOption = z.object({
  value: z.number().int(),
  label: z.string(),
});
export type DropDownOption = z.output<typeof dropDownOption>;

/** A station option also says which regulator area and station type it belongs to. */
export const stationOption = dropDownOption.extend({
  code: z.string(),
  stationType: z.number().int().nullable(),
  divisionCode: z.string(),
});
export type StationOption = z.output<typeof stationOption>;

/** A node of the regulator tree (the user's own regulator at the root). */
export interface RegulatorNode {
  value: number;
  label: string;
  divisionCode: string;
  level: number;
  children: RegulatorNode[];
}
export const regulatorNode: z.ZodType<RegulatorNode> = z.lazy(() =>
  z.object({
    value: z.number().int(),
    label: z.string(),
    divisionCode: z.string(),
    level: z.number().int(),
    children: z.array(regulatorNode),
  }),
);

/** A division (region) option, by its GB/T 2260 code. */
export const divisionOption = z.object({
  value: z.string(),
  label: z.string(),
  level: z.number().int(),
  parentCode: z.string().nullable(),
});
export type DivisionOption = z.output<typeof divisionOption>;

const stationTypeParam = z.coerce
  .number({ error: '站点类型必须是数字' })
  .int()
  .refine((value) => [1, 2, 3].includes(value), '站点类型只能是1、2或3')
  .optional();

/** Station dropdown filters (spec 02 section 7.2): regulators, station type, and IsAll (include disabled stations). */
export const stationDropDownQuery = z.object({
  regulatorIds: optionalIdList('监管单位'),
  regulatorId: requiredId('监管单位').optional(),
  StationType: stationTypeParam,
  IsAll: optionalFlag('包含停用站点'),
});

export const categoryQuery = z.object({
  CylinderCategory: z.coerce
    .number()
    .int()
    .refine((value) => [1, 2, 3].includes(value), '气瓶类别只能是1、2或3')
    .optional(),
});

/** A text option whose value is the text itself (vehicle cylinder departments have no id of their own). */
export const textOption = z.object({ value: z.string(), label: z.string() });

const base = `${apiBase}/DropDown`;
const options = listResponse(dropDownOption);
const stations = listResponse(stationOption);

/**
 * Every dropdown of spec 02 section 7.4, each scoped to the caller: stations and regulators are those the user's
 * data scope holds; reference lists are the valid entries.
 */
export const dropDownApi = {
  regulator: defineCall({ method: 'GET', path: `${base}/regulator`, summary: '下拉：监管单位', response: options }),
  regulatorTree: defineCall({
    method: 'GET',
    path: `${base}/regulatorTree`,
    summary: '下拉：监管单位树',
    response: listResponse(regulatorNode),
  }),
  fillingStation: defineCall({
    method: 'GET',
    path: `${base}/fillingstation`,
    summary: '下拉：充装站（按监管单位）',
    query: stationDropDownQuery,
    response: stations,
  }),
  fillingStationForCylinderQuery: defineCall({
    method: 'GET',
    path: `${base}/FillingstationForCylinderQuery`,
    summary: '下拉：档案查询的充装站',
    query: stationDropDownQuery,
    response: stations,
  }),
  cylinderVendor: defineCall({
    method: 'GET',
    path: `${base}/cylindervendor`,
    summary: '下拉：制造单位',
    query: categoryQuery,
    response: options,
  }),
  cylinderType: defineCall({
    method: 'GET',
    path: `${base}/cylindertype`,
    summary: '下拉：气瓶类型',
    query: categoryQuery,
    response: options,
  }),
  cylinderSpec: defineCall({
    method: 'GET',
    path: `${base}/cylinderspec`,
    summary: '下拉：气瓶规格',
    query: categoryQuery,
    response: options,
  }),
  cylinderStatus: defineCall({
    method: 'GET',
    path: `${base}/cylinderstatus`,
    summary: '下拉：气瓶状态',
    response: options,
  }),
  fillingMedium: defineCall({
    method: 'GET',
    path: `${base}/fillingMedium`,
    summary: '下拉：充装介质',
    query: categoryQuery,
    response: options,
  }),
  division: defineCall({
    method: 'GET',
    path: `${base}/division`,
    summary: '下拉：行政区划（本辖区及下级）',
    query: z.object({ parentCode: optionalText('上级区划', 12) }),
    response: listResponse(divisionOption),
  }),
  inspectionStation: defineCall({
    method: 'GET',
    path: `${base}/inspectionstation`,
    summary: '下拉：检验机构',
    response: stations,
  }),
  inspectionStationByIsValid: defineCall({
    method: 'GET',
    path: `${base}/inspectionstationByIsValid`,
    summary: '下拉：检验机构（按启用状态）',
    query: z.object({ IsValid: optionalFlag('启用状态') }),
    response: stations,
  }),
  fillingStationByDivision: defineCall({
    method: 'GET',
    path: `${base}/fillingstationByDivision`,
    summary: '下拉：充装站（按行政区划）',
    query: z.object({ divisionCode: optionalText('行政区划', 12), StationType: stationTypeParam }),
    response: stations,
  }),
  inspectorRole: defineCall({
    method: 'GET',
    path: `${base}/GetInspectorRole`,
    summary: '下拉：检验机构角色',
    response: options,
  }),
  qpregCylinderTypeCode: defineCall({
    method: 'GET',
    path: `${base}/QpregCylinderTypeCode`,
    summary: '下拉：气瓶品种代码（使用登记）',
    response: options,
  }),
  inspectionStationByDivisionCode: defineCall({
    method: 'GET',
    path: `${base}/GetinspectionstationByDivisionCode`,
    summary: '下拉：检验机构（按行政区划）',
    query: z.object({ divisionCode: optionalText('行政区划', 12) }),
    response: stations,
  }),
  fillingStationListByType: defineCall({
    method: 'GET',
    path: `${base}/GetFillingStationListByType`,
    summary: '下拉：充装站（按监管单位与站点类型）',
    query: stationDropDownQuery,
    response: stations,
  }),
  cylinderDepartment: defineCall({
    method: 'GET',
    path: `${base}/cylinderdepartment`,
    summary: '下拉：车用气瓶使用单位',
    query: z.object({ code: optionalText('区划或单位代码', 32) }),
    response: listResponse(textOption),
  }),
  fillingStationInspectionStation: defineCall({
    method: 'GET',
    path: `${base}/GetFillingStationInspectionStation`,
    summary: '下拉：充装站与检验机构',
    response: stations,
  }),
  inspectionStationByProvince: defineCall({
    method: 'GET',
    path: `${base}/GetInspectionStationByProvince`,
    summary: '下拉：本省检验机构',
    response: stations,
  }),
};
