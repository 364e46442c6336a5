import { z } from 'zod';
import { cylinderStatusValues } from '../enums';
import { listResponse, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { exportParams } from './export';
import {
  nullableNumber,
  nullableString,
  optionalCode,
  optionalDay,
  optionalFlag,
  optionalIdList,
  optionalMonth,
  optionalNumber,
  optionalText,
} from './fields';

const optionalId = (label: string) =>
  z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const id = Number(value);
      if (!Number.isInteger(id) || id <= 0) {
        context.addIssue({ code: 'custom', message: `${label}必须是正整数` });
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
  .object({ ...cylinderFilterFields, ...pageQuery, ...exportParams })
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
});
export type CylinderRow = z.output<typeof cylinderRow>;

export const cylinderApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/Cylinder/list`,
    summary: '气瓶档案高级查询（isExport=true 时导出 .xlsx）',
    query: cylinderListQuery,
    response: listResponse(cylinderRow),
  }),
};
