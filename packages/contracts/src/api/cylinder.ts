import { z } from 'zod';
import { cylinderStatusValues } from '../enums';
import { messages } from '../messages';
import { dataResponse, listResponse, listResponseWithSummary, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { registrationTextLimits } from './cylinderRegistry';
import { exportParams } from './export';
import { sortParams } from './sort';
import {
  idProblem,
  nullableNumber,
  nullableString,
  optionalCode,
  optionalDay,
  optionalFlag,
  optionalIdList,
  optionalMonth,
  optionalNumber,
  optionalText,
  requiredId,
} from './fields';
import { cylinderImage, fillingRecord, inspectionRecord } from './public';
import {
  cylinderBelongTo,
  cylinderDetail,
  cylinderHistoryEntry,
  cylinderIssuedInfo,
  cylinderTrailEntry,
  cylinderValveInfo,
} from './cylinderRecord';

export * from './cylinderRecord';

const optionalId = (label: string) =>
  z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const id = Number(value);
      const problem = idProblem(label, id);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return id;
    });

/**
 * The advanced cylinder query filter of spec 02 section 3.10, exactly as the client sends it. Month fields take
 * yyyy-MM; each numeric range has a lower (Bottom) and an upper (Top) bound. CylinderStatus is the stored status of
 * section 4 (0 normal, 2 scrapped, 5 cancelled, 6 transferred out, 7 stopped, 8 deleted, 9 returned).
 */
export const cylinderFilterFields = {
  CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]).transform((value) => value ?? 1),
  StationId: optionalId('充装单位'),
  StationIds: optionalIdList('充装单位'),
  fillingStationId: optionalId('充装站'),
  StationType: optionalCode('站点类型', [1, 2, 3]),
  VendorId: optionalId('制造单位'),
  TypeId: optionalId('气瓶类型'),
  MediumId: optionalId('充装介质'),
  RecordEntityName: optionalText('建档单位'),
  RecordMan: optionalText('建档人'),
  From: optionalDay('上报时间起'),
  To: optionalDay('上报时间止'),
  MakeDateStart: optionalMonth('制造年月起'),
  MakeDateEnd: optionalMonth('制造年月止'),
  LastInspectionDateStart: optionalMonth('上次检验日期起'),
  LastInspectionDateEnd: optionalMonth('上次检验日期止'),
  NextInspectionDateStart: optionalMonth('下次检验日期起'),
  NextInspectionDateEnd: optionalMonth('下次检验日期止'),
  ScrapDateStart: optionalMonth('报废日期起'),
  ScrapDateEnd: optionalMonth('报废日期止'),
  LastModifyTimeStart: optionalDay('最后修改时间起'),
  LastModifyTimeEnd: optionalDay('最后修改时间止'),
  SerialNumber: optionalText('出厂编号'),
  Spec: optionalText('规格型号'),
  SelfCode: optionalText('自有编号'),
  Barcode: optionalText('气瓶条码'),
  PlateNum: optionalText('车牌号', 16),
  CylinderRemark: optionalText('备注', 128),
  NominalWorkingPressureBottom: optionalNumber('公称工作压力下限'),
  NominalWorkingPressureTop: optionalNumber('公称工作压力上限'),
  VolumeBottom: optionalNumber('容积下限'),
  VolumeTop: optionalNumber('容积上限'),
  WallThicknessBottom: optionalNumber('壁厚下限'),
  WallThicknessTop: optionalNumber('壁厚上限'),
  BelongType: optionalCode('产权性质', [0, 1, 2]),
  IsIssued: optionalCode('发证状态', [0, 1]),
  Isvalid: optionalCode('有效状态', [0, 1]),
  RegulatorId: optionalId('监管单位'),
  RegulatorIds: optionalIdList('监管单位'),
  IsInstalledPressureRetainingValue: optionalCode('是否安装保压阀', [0, 1, 2]),
  VcType: optionalText('车辆类型'),
  DepartmentName: optionalText('使用单位', 128),
  CylinderStatus: optionalCode('气瓶状态', cylinderStatusValues),
  IsBlackList: optionalFlag('黑名单'),
};

/** The range pairs of the filter: a lower bound above its upper bound names the field in its message. */
const rangePairs = [
  ['NominalWorkingPressureBottom', 'NominalWorkingPressureTop', '公称工作压力'],
  ['VolumeBottom', 'VolumeTop', '容积'],
  ['WallThicknessBottom', 'WallThicknessTop', '壁厚'],
  ['MakeDateStart', 'MakeDateEnd', '制造年月'],
  ['LastInspectionDateStart', 'LastInspectionDateEnd', '上次检验日期'],
  ['NextInspectionDateStart', 'NextInspectionDateEnd', '下次检验日期'],
  ['ScrapDateStart', 'ScrapDateEnd', '报废日期'],
  ['From', 'To', '上报时间'],
  ['LastModifyTimeStart', 'LastModifyTimeEnd', '最后修改时间'],
] as const;

function checkRanges(query: Record<string, unknown>, context: z.RefinementCtx): void {
  for (const [low, high, label] of rangePairs) {
    const from = query[low] as number | string | undefined;
    const to = query[high] as number | string | undefined;
    if (from !== undefined && to !== undefined && from > to) {
      context.addIssue({ code: 'custom', path: [high], message: `${label}的下限不能大于上限` });
    }
  }
}

export const cylinderFilter = z.object(cylinderFilterFields).superRefine(checkRanges);
export type CylinderFilter = z.output<typeof cylinderFilter>;

export const cylinderListQuery = z
  .object({ ...cylinderFilterFields, ...pageQuery, ...sortParams, ...exportParams })
  .superRefine(checkRanges);
export type CylinderListQuery = z.output<typeof cylinderListQuery>;

/**
 * A row of the archive tables (spec 02 section 3.11): every column of the default cylinder columns and of the
 * cylinder list. Dates of manufacture and inspection are yyyy-MM, the others yyyy-MM-dd HH:mm:ss (China time).
 */
export const cylinderRow = z.object({
  id: z.number().int(),
  ordinalNum: z.number().int(),
  stationId: z.number().int().nullable(),
  stationName: nullableString,
  vendorName: nullableString,
  serialNumber: nullableString,
  makeDate: nullableString,
  barcode: z.string(),
  vendorBarcode: nullableString,
  selfCode: nullableString,
  inspectionStationName: nullableString,
  lastInspectionDate: nullableString,
  nextInspectionDate: nullableString,
  scrapDate: nullableString,
  lastModifyTime: nullableString,
  auditNotice: z.string(),
  auditResult: z.number().int(),
  typeName: nullableString,
  mediumName: nullableString,
  spec: nullableString,
  volume: nullableNumber,
  nominalWorkingPressure: nullableNumber,
  wallThickness: nullableNumber,
  status: z.number().int(),
  cylinderStatus: z.string(),
  recordMan: nullableString,
  recordEntityName: nullableString,
  recordTime: nullableString,
  registerCode: nullableString,
  plateNum: nullableString,
  vcTypeName: nullableString,
  isIssued: z.boolean(),
  issuedStatusDesc: z.string(),
  issuedNo: nullableString,
  belongType: z.number().int(),
  belongTypeDesc: z.string(),
  blackList: z.boolean(),
  barcodeColorStatus: z.string(),
  category: z.number().int(),
  departmentName: nullableString,
  installEntityName: nullableString,
  installDate: nullableString,
});
export type CylinderRow = z.output<typeof cylinderRow>;

/**
 * A row of 气瓶列表 (the vehicle CylinderList) under the codes spec 02 section 3.12 records for the cylinder archive:
 * `rowNumber`, `fillingStationName` and `status` (the status text); the stored status number stays as `statusCode`,
 * for the row highlight and the row actions.
 */
export const cylinderListRow = cylinderRow
  .omit({ ordinalNum: true, stationName: true, status: true, cylinderStatus: true })
  .extend({
    rowNumber: z.number().int(),
    fillingStationName: nullableString,
    /** The status in words (as `cylinderStatus` of the other archive lists). */
    status: z.string(),
    /** The stored status (CylinderStatus). */
    statusCode: z.number().int(),
  });
export type CylinderListRow = z.output<typeof cylinderListRow>;

/** The query of a call about one cylinder (`?Id=`). */
export const cylinderByIdQuery = z.object({ Id: requiredId('气瓶编号') });
export const cylinderByIdPagedQuery = z.object({ Id: requiredId('气瓶编号'), ...pageQuery });

/** The advanced filter with paging, as the audit and lookup lists take it (no export). */
export const cylinderPagedFilterQuery = z.object({ ...cylinderFilterFields, ...pageQuery }).superRefine(checkRanges);
export type CylinderPagedFilterQuery = z.output<typeof cylinderPagedFilterQuery>;

/** The audit lists' query: the filter, a page and the order of a sortable column. */
export const cylinderSortedPageQuery = z
  .object({ ...cylinderFilterFields, ...pageQuery, ...sortParams })
  .superRefine(checkRanges);
export type CylinderSortedPageQuery = z.output<typeof cylinderSortedPageQuery>;

export const stationCountRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int().nullable(),
  stationName: nullableString,
  areaName: nullableString,
  cylinderCount: z.number().int(),
});
export type StationCountRow = z.output<typeof stationCountRow>;

export const departmentCountRow = z.object({
  ordinalNum: z.number().int(),
  departmentName: nullableString,
  cylinderCount: z.number().int(),
});
export type DepartmentCountRow = z.output<typeof departmentCountRow>;

/** The 合计 of a count list: every filtered cylinder in scope. */
export const cylinderCountSummary = { cylinderCount: z.number().int() };
export type CylinderCountSummary = z.output<z.ZodObject<typeof cylinderCountSummary>>;

/**
 * Exact look-up of archives: by barcode, or by serial number (narrowed by its maker, VendorId); a barcode or a
 * serial number must be given (a maker alone is not a look-up).
 */
export const accurateLookupKeys = ['Barcode', 'SerialNumber'] as const;
export const cylinderAccurateQuery = z
  .object({
    Barcode: optionalText('气瓶条码'),
    SerialNumber: optionalText('出厂编号'),
    VendorId: requiredId('制造单位').optional(),
    ...pageQuery,
  })
  .refine((query) => accurateLookupKeys.some((key) => query[key] !== undefined), {
    message: messages.publicQueryNeedsCondition,
  });
export type CylinderAccurateQuery = z.output<typeof cylinderAccurateQuery>;

/** A barcode to look a cylinder up by: required, at most as long as a registered barcode. */
export const barcodeLookup = z
  .string({ error: '请输入气瓶条码' })
  .trim()
  .min(1, '请输入气瓶条码')
  .max(registrationTextLimits.barcode, `气瓶条码不能超过${registrationTextLimits.barcode}个字符`);

export const cylinderBelongToQuery = z.object({ Barcode: barcodeLookup });

export const cylinderLastFillingQuery = z.object({ CylinderId: requiredId('气瓶编号') });

const auditIds = z
  .array(requiredId('气瓶编号'), { error: '请选择气瓶' })
  .min(1, '请选择气瓶')
  .max(1000, '一次最多处理1000个气瓶');

export const auditRejectNeedsRemark = '审核不通过时请填写原因';
/** The longest audit remark (the reason a station reads when its archive is rejected). */
export const auditRemarkMaxLength = 256;

/** Manual audit: pass (1) or reject (-1) the chosen cylinders; a rejection needs its reason. */
export const auditCylinderBody = z
  .object({
    ids: auditIds,
    result: z.union([z.literal(1), z.literal(-1)], { error: '审核结果只能是1（通过）或-1（不通过）' }),
    remark: optionalText('审核意见', auditRemarkMaxLength),
  })
  .superRefine((body, context) => {
    if (body.result === -1 && body.remark === undefined) {
      context.addIssue({ code: 'custom', path: ['remark'], message: auditRejectNeedsRemark });
    }
  });
export type AuditCylinderBody = z.output<typeof auditCylinderBody>;

export const cancelAuditBody = z.object({ ids: auditIds });
export type CancelAuditBody = z.output<typeof cancelAuditBody>;

/** The automatic audit: the given cylinders, or every pending cylinder in scope when ids is absent. */
export const batchAutoAuditBody = z.object({ ids: auditIds.optional() });
export type BatchAutoAuditBody = z.output<typeof batchAutoAuditBody>;

/** How many cylinders an audit action changed. */
export const auditOutcome = z.object({ count: z.number().int() });

const base = `${apiBase}/Cylinder`;
const rows = listResponse(cylinderRow);

export const cylinderApi = {
  list: defineCall({
    method: 'GET',
    path: `${base}/list`,
    summary: '气瓶档案高级查询（isExport=true 时导出 .xlsx）',
    query: cylinderListQuery,
    response: rows,
  }),
  countByStation: defineCall({
    method: 'GET',
    path: `${base}/countByStation`,
    summary: '气瓶数量（按充装单位；isExport=true 时导出 .xlsx）',
    query: cylinderListQuery,
    response: listResponseWithSummary(stationCountRow, cylinderCountSummary),
  }),
  countByDepartment: defineCall({
    method: 'GET',
    path: `${base}/countByDepartment`,
    summary: '车用气瓶数量（按使用单位；isExport=true 时导出 .xlsx）',
    query: cylinderListQuery,
    response: listResponseWithSummary(departmentCountRow, cylinderCountSummary),
  }),
  queryBaseInfoById: defineCall({
    method: 'GET',
    path: `${base}/queryBaseInfoById`,
    summary: '气瓶档案：基本信息',
    query: cylinderByIdQuery,
    response: dataResponse(cylinderDetail),
  }),
  queryInspectionInfoById: defineCall({
    method: 'GET',
    path: `${base}/queryInspectionInfoById`,
    summary: '气瓶档案：检验记录（分页，最新在前）',
    query: cylinderByIdPagedQuery,
    response: listResponse(inspectionRecord),
  }),
  queryImageInfoById: defineCall({
    method: 'GET',
    path: `${base}/queryImageInfoById`,
    summary: '气瓶档案：建档图片与补充照片',
    query: cylinderByIdQuery,
    response: listResponse(cylinderImage),
  }),
  queryIssuedInfoById: defineCall({
    method: 'GET',
    path: `${base}/queryIssuedInfoById`,
    summary: '气瓶档案：发证信息',
    query: cylinderByIdQuery,
    response: dataResponse(cylinderIssuedInfo),
  }),
  queryHistoryInfoById: defineCall({
    method: 'GET',
    path: `${base}/queryHistoryInfoById`,
    summary: '气瓶档案：变更历史（最新在前）',
    query: cylinderByIdPagedQuery,
    response: listResponse(cylinderHistoryEntry),
  }),
  queryHistoryInfoById2: defineCall({
    method: 'GET',
    path: `${base}/queryHistoryInfoById2`,
    summary: '气瓶档案：产权与状态变迁（最新在前）',
    query: cylinderByIdPagedQuery,
    response: listResponse(cylinderTrailEntry),
  }),
  queryCylinderValveById: defineCall({
    method: 'GET',
    path: `${base}/queryCylinderValveById`,
    summary: '气瓶档案：瓶阀信息',
    query: cylinderByIdQuery,
    response: dataResponse(cylinderValveInfo),
  }),
  getAuditCylinderList: defineCall({
    method: 'GET',
    path: `${base}/GetAuditCylinderList`,
    summary: '待审核气瓶',
    query: cylinderSortedPageQuery,
    response: rows,
  }),
  getAutoAuditCylinderList: defineCall({
    method: 'GET',
    path: `${base}/GetAutoAuditCylinderList`,
    summary: '待审核气瓶中通过自动审核条件的',
    query: cylinderSortedPageQuery,
    response: rows,
  }),
  batchAutoAuditCylinderList: defineCall({
    method: 'POST',
    path: `${base}/BatchAutoAuditCylinderList`,
    summary: '自动审核：审核通过所选（或全部）符合条件的待审核气瓶',
    body: batchAutoAuditBody,
    response: dataResponse(auditOutcome),
  }),
  auditCylinder: defineCall({
    method: 'POST',
    path: `${base}/AuditCylinder`,
    summary: '人工审核气瓶档案（通过或不通过）',
    body: auditCylinderBody,
    response: dataResponse(auditOutcome),
  }),
  cancleAudit: defineCall({
    method: 'POST',
    path: `${base}/CancleAudit`,
    summary: '取消审核（恢复为未审核）',
    body: cancelAuditBody,
    response: dataResponse(auditOutcome),
  }),
  getCylinderBelongTo: defineCall({
    method: 'GET',
    path: `${base}/GetCylinderBelongTo`,
    summary: '条码当前所属充装单位',
    query: cylinderBelongToQuery,
    response: dataResponse(cylinderBelongTo),
  }),
  getNoPassIssuedCylinder: defineCall({
    method: 'GET',
    path: `${base}/GetNoPassIssuedCylinderAsync`,
    summary: '审核通过但未发证的气瓶',
    query: cylinderSortedPageQuery,
    response: rows,
  }),
  cylinderList: defineCall({
    method: 'GET',
    path: `${base}/CylinderList`,
    summary: '气瓶列表：车用气瓶档案，按规范的列编码作答（isExport=true 时导出 .xlsx）',
    query: cylinderListQuery,
    response: listResponse(cylinderListRow),
  }),
  vclist: defineCall({
    method: 'GET',
    path: `${base}/vclist`,
    summary: '车用气瓶档案查询（isExport=true 时导出 .xlsx）',
    query: cylinderListQuery,
    response: rows,
  }),
  cylinderAccurateList: defineCall({
    method: 'GET',
    path: `${base}/CylinderAccurateList`,
    summary: '气瓶精确查询（条码，或出厂编号与制造单位）',
    query: cylinderAccurateQuery,
    response: rows,
  }),
  abnormalCylinderAccurateList: defineCall({
    method: 'GET',
    path: `${base}/AbnormalCylinderAccurateList`,
    summary: '异常气瓶精确查询',
    query: cylinderAccurateQuery,
    response: rows,
  }),
  cylinderLastFilling: defineCall({
    method: 'GET',
    path: `${base}/CylinderLastFilling`,
    summary: '气瓶最后一次充装记录',
    query: cylinderLastFillingQuery,
    response: dataResponse(fillingRecord.nullable()),
  }),
};
