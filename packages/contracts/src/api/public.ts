import { z } from 'zod';
import { messages } from '../messages';
import { listResponse, dataResponse, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { nullableNumber, nullableString, optionalMonth, optionalText, requiredId } from './fields';

/** Conditions of the public archive query; at least one must be given (spec 02 sections 2.1, 5, 7.1). */
export const publicQueryConditionKeys = [
  'SerialNumber',
  'Barcode',
  'SelfCode',
  'PlateNum',
  'MakeDateStart',
  'MakeDateEnd',
  'NextInspectionDateStart',
  'NextInspectionDateEnd',
  'VendorBarcode',
] as const;

export const publicQueryListQuery = z
  .object({
    SerialNumber: optionalText('出厂编号'),
    Barcode: optionalText('气瓶条码'),
    SelfCode: optionalText('自有编号'),
    PlateNum: optionalText('车牌号'),
    MakeDateStart: optionalMonth('制造年月起'),
    MakeDateEnd: optionalMonth('制造年月止'),
    NextInspectionDateStart: optionalMonth('下次检验日期起'),
    NextInspectionDateEnd: optionalMonth('下次检验日期止'),
    VendorBarcode: optionalText('制造单位条码'),
    ...pageQuery,
  })
  .refine((query) => publicQueryConditionKeys.some((key) => query[key] !== undefined), {
    message: messages.publicQueryNeedsCondition,
  });
export type PublicQueryListQuery = z.output<typeof publicQueryListQuery>;

/**
 * What names one cylinder to the public: an opaque, short-lived handle from the search answer (docs/security.md, "The
 * public data rule"), never the database id. The server alone can read it; a bad one answers 404.
 */
export const publicCylinderHandle = z
  .string({ error: '请提供气瓶档案链接' })
  .trim()
  .min(1, '请提供气瓶档案链接')
  .max(64, messages.publicArchiveLinkExpired);

export const publicCylinderRow = z.object({
  /** The cylinder's handle (publicCylinderHandle). */
  id: z.string(),
  ordinalNum: z.number().int(),
  stationName: nullableString,
  belongType: z.number().int(),
  vendorName: nullableString,
  makeDate: nullableString,
  serialNumber: nullableString,
  barcode: z.string(),
  vendorBarcode: nullableString,
  selfCode: nullableString,
  mediumName: nullableString,
  categoryName: z.string(),
  typeName: nullableString,
  cylinderStatus: z.string(),
  blackList: z.boolean(),
});
export type PublicCylinderRow = z.output<typeof publicCylinderRow>;

export const cylinderIdQuery = z.object({ CylinderId: publicCylinderHandle });

/**
 * The public detail of one cylinder (spec 02 section 3.2) as the public page shows it: no person's name, times to the
 * day (China time), the plate number masked (docs/security.md, "The public data rule").
 */
export const publicCylinderDetail = z.object({
  /** The cylinder's handle (publicCylinderHandle). */
  id: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  stationName: nullableString,
  vendorName: nullableString,
  serialNumber: nullableString,
  selfCode: nullableString,
  typeName: nullableString,
  mediumName: nullableString,
  makeDate: nullableString,
  lastInspectionDate: nullableString,
  nextInspectionDate: nullableString,
  scrapDate: nullableString,
  registerCode: nullableString,
  nominalWorkingPressure: nullableNumber,
  volume: nullableNumber,
  wallThickness: nullableNumber,
  cylinderStatus: z.string(),
  barcode: z.string(),
  vendorBarcode: nullableString,
  spec: nullableString,
  cylinderRemark: nullableString,
  recordEntityName: nullableString,
  recordTime: nullableString,
  lastModifyEntityName: nullableString,
  lastModifyTime: nullableString,
  belongType: z.number().int(),
  proofMaterial: z.number().int(),
  blackList: z.boolean(),
  auditRegulatorName: nullableString,
  auditTime: nullableString,
  departmentName: nullableString,
  plateNum: nullableString,
  vcTypeNmae: nullableString,
  installEntityName: nullableString,
  installDate: nullableString,
});
export type PublicCylinderDetail = z.output<typeof publicCylinderDetail>;

/** A nested item of the dynamic inspection form (inspectItemsJson). */
export interface InspectItem {
  name: string;
  value?: string | null;
  children?: InspectItem[];
}
export const inspectItem: z.ZodType<InspectItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    value: z.string().nullable().optional(),
    children: z.array(inspectItem).optional(),
  }),
);

export const inspectionRecord = z.object({
  id: z.number().int(),
  lastInspectionDate: nullableString,
  nextInspectionDate: nullableString,
  reportCode: nullableString,
  operationTime: nullableString,
  stationName: nullableString,
  result: nullableString,
  appearanceInspection: nullableString,
  valveInspection: nullableString,
  valveSeatInspection: nullableString,
  weldSeamInspection: nullableString,
  baseSpaceInspection: nullableString,
  waterTestPressure: nullableNumber,
  realVolume: nullableNumber,
  residualDefomationRate: nullableNumber,
  tightnessTestPressure: nullableNumber,
  realMinThickness: nullableNumber,
  scrapSentencedReason: nullableString,
  processingMethod: nullableString,
  realWeight: nullableNumber,
  windingLayerInspection: nullableString,
  metalInspection: nullableString,
  threadInspection: nullableString,
  nondestructiveInspection: nullableString,
  hydrostaticInspection: nullableString,
  bottleValveInspection: nullableString,
  airTightnessInspection: nullableString,
  inspectItemsJson: z.array(inspectItem).nullable(),
});
export type InspectionRecord = z.output<typeof inspectionRecord>;

export const fillingRecord = z.object({
  id: z.number().int(),
  ordinalNum: z.number().int(),
  fillingGuid: z.string(),
  stationName: nullableString,
  balance: nullableString,
  cylinderBarcode: nullableString,
  cylinderSpec: nullableString,
  mediumName: nullableString,
  operator: nullableString,
  fillingWeight: nullableNumber,
  beginWeight: nullableNumber,
  endWeight: nullableNumber,
  residualLiquidWeight: nullableNumber,
  fillingPressure: nullableNumber,
  temperature: nullableNumber,
  plateNumber: nullableString,
  beginTime: z.string(),
  endTime: nullableString,
  cylinderState: z.string(),
  operationTime: nullableString,
  insertTime: z.string(),
  fillingSeconds: nullableNumber,
});
export type FillingRecord = z.output<typeof fillingRecord>;

/** A filling record as the public sees it: without who filled, times to the day, the plate number masked. */
export const publicFillingRecord = fillingRecord.omit({ operator: true });
export type PublicFillingRecord = z.output<typeof publicFillingRecord>;

export const cylinderImage = z.object({
  id: z.number().int(),
  kind: z.number().int(),
  name: z.string(),
  url: z.string(),
  uploadTime: z.string(),
});
export type CylinderImage = z.output<typeof cylinderImage>;

export const fillingListByCylinderQuery = z
  .object({
    CylinderId: publicCylinderHandle.optional(),
    Barcode: optionalText('气瓶条码'),
    sumType: z.coerce.number().int().min(0).max(1).default(0),
    ...pageQuery,
  })
  .refine((query) => query.CylinderId !== undefined || query.Barcode !== undefined, {
    message: '请提供气瓶编号或气瓶条码',
  });

/** A picture of the archive: the cylinder's handle and the picture's id (served only when it is that cylinder's). */
export const publicImageQuery = z.object({ CylinderId: publicCylinderHandle, Id: requiredId('图片编号') });

export const publicApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/PublicQuery/PublicQueryList`,
    summary: '公开查询气瓶档案',
    query: publicQueryListQuery,
    response: listResponse(publicCylinderRow),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${apiBase}/PublicQuery/CylinderDetail`,
    summary: '公开查询：气瓶基本信息',
    query: cylinderIdQuery,
    response: dataResponse(publicCylinderDetail),
  }),
  inspections: defineCall({
    method: 'GET',
    path: `${apiBase}/PublicQuery/InspectionListByCylinderId`,
    summary: '公开查询：气瓶检验记录（分页）',
    query: cylinderIdQuery.extend(pageQuery),
    response: listResponse(inspectionRecord),
  }),
  archiveImages: defineCall({
    method: 'GET',
    path: `${apiBase}/PublicQuery/ArchiveImages`,
    summary: '公开查询：建档图片',
    query: cylinderIdQuery,
    response: listResponse(cylinderImage),
  }),
  supplementalPhotos: defineCall({
    method: 'GET',
    path: `${apiBase}/PublicQuery/SupplementalPhotos`,
    summary: '公开查询：补充照片',
    query: cylinderIdQuery,
    response: listResponse(cylinderImage),
  }),
  fillings: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/FillingListByCylinderId`,
    summary: '按气瓶查询充装记录',
    query: fillingListByCylinderQuery,
    response: listResponse(publicFillingRecord),
  }),
};

/** The picture file behind an image's url (answered as image/png, not JSON). */
export const publicImagePath = `${apiBase}/PublicQuery/Image`;

/** The url of one picture of a cylinder, by the cylinder's handle and the picture's id. */
export const publicImageUrl = (cylinderHandle: string, imageId: number) =>
  `${publicImagePath}?CylinderId=${encodeURIComponent(cylinderHandle)}&Id=${imageId}`;
