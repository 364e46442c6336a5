import { z } from 'zod';
import { InspectionResult } from '../../enums';
import { dataResponse, listResponse, listResponseWithSummary, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableNumber, nullableString, optionalCode, optionalDay, optionalFlag, optionalText } from '../fields';
import { scannedBarcode } from '../filling/interlock';
import { checkDayRange, optionalId } from '../listFilters';
import { inspectItemsInput } from './inspectItems';

/**
 * Periodic inspection records (spec 02 sections 3.5, 3.6 and 7.7): an inspection institution records the inspection
 * of a cylinder; a pass sets its next inspection date from the rule table, a fail scraps it. Regulators read the
 * records of the cylinders they supervise, an institution the records it made.
 */

export const inspectionResultValues = Object.values(InspectionResult) as InspectionResult[];

export const inspectionLimits = {
  reportCode: 64,
  verdict: 32,
  scrapReason: 256,
  processingMethod: 64,
  /** MPa, L, %, mm, kg: far above any cylinder, low enough to catch a slipped digit. */
  measure: 100_000,
} as const;

export const inspectionMessages = {
  reportCodeRequired: '请输入报告编号',
  reportCodeTooLong: `报告编号不能超过${inspectionLimits.reportCode}个字符`,
  reportCodePattern: '报告编号只能包含字母、数字、短横线和下划线',
  reportCodeTaken: (code: string) => `报告编号${code}已存在`,
  dateRequired: '请选择检验日期',
  dateInvalid: '检验日期格式应为年-月-日，例如2026-05-01',
  dateInFuture: '检验日期不能晚于今天',
  dateBeforeLast: '检验日期不能早于该气瓶上次检验日期',
  resultRequired: '请选择检验结论',
  resultInvalid: '检验结论只能是1（合格）、2（不合格）或3（判废）',
  scrapReasonRequired: '检验不合格时请填写判废原因',
  processingRequired: '检验不合格时请填写处理方式',
  measureInvalid: (label: string) => `${label}必须是0到${inspectionLimits.measure}之间的数字`,
  verdictTooLong: (label: string) => `${label}不能超过${inspectionLimits.verdict}个字符`,
  vehicleOnly: '车用气瓶检验项目只适用于车用气瓶',
  notInstitution: '只有检验机构可以录入检验记录',
  notInspectable: (barcode: string) => `气瓶${barcode}不在本机构的检验范围内（非本机构绑定充装单位的气瓶）`,
  noArchive: (barcode: string) => `气瓶${barcode}没有档案`,
  notInUse: (barcode: string, status: string) => `气瓶${barcode}${status}，不能录入检验记录`,
  inspectorNotFound: '检验人员不存在或不属于本机构',
  sendUnitNotFound: '送检单位不存在或不属于本机构',
  fillStationRequired: '请选择充装单位',
} as const;

function verdict(label: string) {
  return z
    .string()
    .trim()
    .max(inspectionLimits.verdict, inspectionMessages.verdictTooLong(label))
    .nullish()
    .transform((value) => (value ? value : null));
}

function measure(label: string) {
  return z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return null;
      const number = Number(value);
      if (!Number.isFinite(number) || number < 0 || number > inspectionLimits.measure) {
        context.addIssue({ code: 'custom', message: inspectionMessages.measureInvalid(label) });
        return z.NEVER;
      }
      return Math.round(number * 1000) / 1000;
    });
}

/** The vehicle-cylinder items of section 3.5 (category 3 only). */
export const vehicleInspectionFields = [
  'windingLayerInspection',
  'metalInspection',
  'threadInspection',
  'nondestructiveInspection',
  'hydrostaticInspection',
  'bottleValveInspection',
  'airTightnessInspection',
] as const;

const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * AddInspectionRecord: an institution's user records one inspection, with section 3.5's field names. The items are
 * the fixed fields or the dynamic inspectItemsJson tree (or both); a fail (result 2 or 3) needs the scrap reason and
 * the processing method.
 */
export const addInspectionBody = z
  .object({
    barcode: scannedBarcode,
    reportCode: z
      .string({ error: inspectionMessages.reportCodeRequired })
      .trim()
      .min(1, inspectionMessages.reportCodeRequired)
      .max(inspectionLimits.reportCode, inspectionMessages.reportCodeTooLong)
      .regex(/^[A-Za-z0-9_-]+$/, inspectionMessages.reportCodePattern),
    inspectionDate: z
      .string({ error: inspectionMessages.dateRequired })
      .trim()
      .min(1, inspectionMessages.dateRequired)
      .refine((value) => dayPattern.test(value.slice(0, 10)), inspectionMessages.dateInvalid)
      .transform((value) => value.slice(0, 10)),
    result: z.union(
      inspectionResultValues.map((value) => z.literal(value)),
      {
        error: (issue) =>
          issue.input === undefined ? inspectionMessages.resultRequired : inspectionMessages.resultInvalid,
      },
    ),
    inspectUserId: optionalId('检验人员'),
    sendUnitId: optionalId('送检单位'),
    appearanceInspection: verdict('外观检查'),
    valveInspection: verdict('瓶阀检查'),
    valveSeatInspection: verdict('瓶阀座检查'),
    weldSeamInspection: verdict('焊缝检查'),
    baseSpaceInspection: verdict('底座检查'),
    waterTestPressure: measure('水压试验压力'),
    realVolume: measure('实测容积'),
    residualDefomationRate: measure('残余变形率'),
    tightnessTestPressure: measure('气密性试验压力'),
    realMinThickness: measure('实测最小壁厚'),
    realWeight: measure('实测重量'),
    scrapSentencedReason: z
      .string()
      .trim()
      .max(inspectionLimits.scrapReason, `判废原因不能超过${inspectionLimits.scrapReason}个字符`)
      .nullish()
      .transform((value) => (value ? value : null)),
    processingMethod: z
      .string()
      .trim()
      .max(inspectionLimits.processingMethod, `处理方式不能超过${inspectionLimits.processingMethod}个字符`)
      .nullish()
      .transform((value) => (value ? value : null)),
    windingLayerInspection: verdict('缠绕层检查'),
    metalInspection: verdict('金属部分检查'),
    threadInspection: verdict('瓶口螺纹检查'),
    nondestructiveInspection: verdict('无损检测'),
    hydrostaticInspection: verdict('水压试验'),
    bottleValveInspection: verdict('瓶阀检验'),
    airTightnessInspection: verdict('气密性试验'),
    inspectItemsJson: inspectItemsInput.nullish(),
  })
  .superRefine((body, context) => {
    if (body.result === InspectionResult.Qualified) return;
    if (!body.scrapSentencedReason) {
      context.addIssue({
        code: 'custom',
        path: ['scrapSentencedReason'],
        message: inspectionMessages.scrapReasonRequired,
      });
    }
    if (!body.processingMethod) {
      context.addIssue({ code: 'custom', path: ['processingMethod'], message: inspectionMessages.processingRequired });
    }
  });
export type AddInspectionBody = z.output<typeof addInspectionBody>;

export const addedInspection = z.object({
  id: z.number().int(),
  cylinderId: z.number().int(),
  /** yyyy-MM-dd: the next inspection date a pass set, null after a fail. */
  nextInspectionDate: nullableString,
  /** Whether the inspection scrapped the cylinder. */
  scrapped: z.boolean(),
});

/** The filter of the record lists (by inspection day, From and To). */
export const inspectionRecordFilter = {
  Category: optionalCode('气瓶类别', [1, 2, 3]),
  RegulatorId: optionalId('监管单位'),
  /** The inspecting institution. */
  StationId: optionalId('检验机构'),
  /** The filling station owning the cylinder. */
  FillStationId: optionalId('充装单位'),
  Barcode: optionalText('气瓶条码'),
  ReportCode: optionalText('报告编号'),
  Result: optionalCode('检验结论', inspectionResultValues),
  ReportUploaded: optionalFlag('报告上传状态'),
  From: optionalDay('检验日期起'),
  To: optionalDay('检验日期止'),
  TaskStatus: optionalCode('任务状态', [0, 1, 2, 3]),
};

export const inspectionListQuery = z
  .object({ ...inspectionRecordFilter, ...pageQuery, ...exportParams })
  .superRefine(checkDayRange('检验日期'));
export type InspectionListQuery = z.output<typeof inspectionListQuery>;

/** InspectionByFillingStation: the same filter in the body, the filling station required. */
export const inspectionByFillingStationBody = z
  .object({
    ...inspectionRecordFilter,
    FillStationId: optionalId('充装单位')
      .refine((value) => value !== undefined, inspectionMessages.fillStationRequired)
      .transform((value) => value as number),
    ...pageQuery,
  })
  .superRefine(checkDayRange('检验日期'));
export type InspectionByFillingStationBody = z.output<typeof inspectionByFillingStationBody>;

/** CylinderInspectionReportList: the record filter in the body. */
export const inspectionReportListBody = z
  .object({ ...inspectionRecordFilter, ...pageQuery })
  .superRefine(checkDayRange('检验日期'));
export type InspectionReportListBody = z.output<typeof inspectionReportListBody>;

/**
 * An inspection record as the lists show it: section 3.5's summary fields and section 3.6's report fields
 * (inspectionBody, sendUnitName, vendorName, inspectionType …), with its report's upload state.
 */
export const inspectionRecordRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  cylinderId: z.number().int(),
  barcode: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  /** The inspecting institution (section 3.5 stationName, section 3.6 inspection body). */
  stationId: z.number().int(),
  stationName: z.string(),
  inspectionBody: z.string(),
  fillStationName: nullableString,
  areaName: nullableString,
  reportCode: z.string(),
  /** yyyy-MM-dd: the day of this inspection. */
  inspectionDate: nullableString,
  /** yyyy-MM: this inspection (the cylinder's last inspection after it) and the next one due. */
  lastInspectionDate: nullableString,
  nextInspectionDate: nullableString,
  operationTime: z.string(),
  result: z.number().int(),
  resultName: z.string(),
  taskStatus: z.number().int(),
  taskStatusName: z.string(),
  /** The workflow of vehicle inspections (inspectionTasks): -1 returned / rejected, 0 pending, 1 passed / approved. */
  auditResult: z.number().int(),
  auditResultName: z.string(),
  approvalResult: z.number().int(),
  approvalResultName: z.string(),
  /** The defect sent to rectification, the rectification's note, and why the task came back (the last time). */
  rectifyReason: nullableString,
  rectifyNote: nullableString,
  returnReason: nullableString,
  inspectionType: z.string(),
  inspectorName: nullableString,
  sendUnitName: nullableString,
  vendorName: nullableString,
  serialNumber: nullableString,
  makeDate: nullableString,
  typeName: nullableString,
  mediumName: nullableString,
  plateNum: nullableString,
  scrapSentencedReason: nullableString,
  processingMethod: nullableString,
  reportUploaded: z.boolean(),
  reportUploadName: z.string(),
  reportFileName: nullableString,
  reportUploadTime: nullableString,
  /**
   * The regulator's review of the conclusion (检验结论审核, findingsReviews): 0 未审核, 1 审核通过, 2 存疑; the
   * institution sees it on its own list (监管审核).
   */
  reviewStatus: z.number().int(),
  reviewStatusName: z.string(),
  /** Whether a regulator reviewed it (审核通过 and 存疑 are offered on unreviewed ones only). */
  reviewed: z.boolean(),
  reviewOpinion: nullableString,
  reviewUnitName: nullableString,
  reviewedBy: nullableString,
  reviewedAt: nullableString,
});
export type InspectionRecordRow = z.output<typeof inspectionRecordRow>;

/** byDepartment and byVcInspectionStation: the inspections of a period per institution. */
export const inspectionSummaryQuery = z
  .object({
    RegulatorId: optionalId('监管单位'),
    StationId: optionalId('检验机构'),
    From: optionalDay('检验日期起'),
    To: optionalDay('检验日期止'),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('检验日期'));
export type InspectionSummaryQuery = z.output<typeof inspectionSummaryQuery>;

export const inspectionSummaryRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  stationName: z.string(),
  areaName: nullableString,
  inspectNumber: z.number().int(),
  qualifiedCount: z.number().int(),
  unqualifiedCount: z.number().int(),
  scrapCount: z.number().int(),
  reportUploadedCount: z.number().int(),
  reportRate: nullableNumber,
});
export type InspectionSummaryRow = z.output<typeof inspectionSummaryRow>;

/**
 * 检验统计's 合计: the counts summed over every institution of the filter, and the upload rate of those sums (uploaded
 * reports of all inspections, not an average of the institutions' rates; 0 when nothing was inspected).
 */
export const inspectionSummaryTotals = {
  inspectNumber: z.number().int(),
  qualifiedCount: z.number().int(),
  unqualifiedCount: z.number().int(),
  scrapCount: z.number().int(),
  reportUploadedCount: z.number().int(),
  reportRate: z.number(),
};
export type InspectionSummaryTotals = z.output<z.ZodObject<typeof inspectionSummaryTotals>>;

const base = `${apiBase}/CylinderInspection`;

export const cylinderInspectionApi = {
  add: defineCall({
    method: 'POST',
    path: `${base}/AddInspectionRecord`,
    summary:
      '检验机构录入气瓶定期检验记录（报告编号唯一）：合格按检验规则更新下次检验日期；不合格或判废则报废气瓶、注销登记并记入档案履历',
    body: addInspectionBody,
    response: dataResponse(addedInspection),
  }),
  vcList: defineCall({
    method: 'GET',
    path: `${base}/vcList`,
    summary: '车用气瓶检验记录：按监管单位、检验机构、条码、报告编号、结论、上传状态与检验日期查询（按检验时间倒序）',
    query: inspectionListQuery,
    response: listResponse(inspectionRecordRow),
  }),
  uploadList: defineCall({
    method: 'GET',
    path: `${base}/GetCylinderInspectionUploadList`,
    summary: '检验记录及其检验报告上传状态：检验机构看本机构的记录，监管单位看其监管气瓶的记录',
    query: inspectionListQuery,
    response: listResponse(inspectionRecordRow),
  }),
  byFillingStation: defineCall({
    method: 'POST',
    path: `${base}/InspectionByFillingStation`,
    summary: '某充装单位气瓶的检验记录（请求体中指定充装单位与筛选条件）',
    body: inspectionByFillingStationBody,
    response: listResponse(inspectionRecordRow),
  }),
  byDepartment: defineCall({
    method: 'GET',
    path: `${base}/byDepartment`,
    summary: '按检验机构汇总一段时间内的检验数量、合格、不合格、判废与报告上传数',
    query: inspectionSummaryQuery,
    response: listResponseWithSummary(inspectionSummaryRow, inspectionSummaryTotals),
  }),
  byVcInspectionStation: defineCall({
    method: 'GET',
    path: `${base}/byVcInspectionStation`,
    summary: '按检验机构汇总车用气瓶的检验数量',
    query: inspectionSummaryQuery,
    response: listResponseWithSummary(inspectionSummaryRow, inspectionSummaryTotals),
  }),
};
