import { z } from 'zod';
import { cylinderStatusValues } from '../enums';
import { dataResponse, envelope, listResponse, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { idProblem, nullableNumber, nullableString, optionalCode, requiredId } from './fields';

/**
 * Registering, editing and deleting cylinder archives, the batch import, and the small archive configuration calls
 * (spec 02 sections 3.2, 4 and 7.4; issue 4). Body fields carry the names of the detail (spec 02 section 3.2).
 *
 * In an edit (CylinderUpdate) a field left out keeps its value and a field sent as null or '' is cleared; the fields
 * every archive needs cannot be cleared.
 */

/** Optional text: undefined (left out), null ('' or null: cleared) or the trimmed text within `max` characters. */
function text(label: string, max: number) {
  return z
    .union([z.string(), z.number(), z.null()], { error: `${label}必须是文本` })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null) return null;
      const trimmed = String(value).trim();
      if (trimmed === '') return null;
      if (trimmed.length > max) {
        context.addIssue({ code: 'custom', message: `${label}不能超过${max}个字符` });
        return z.NEVER;
      }
      return trimmed;
    });
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;
const dayPattern = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A month as yyyy-MM (a full date is read as its month). */
function month(label: string) {
  return z
    .union([z.string(), z.null()], { error: `${label}格式应为年-月，例如2024-05` })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const trimmed = value?.trim() ?? '';
      if (trimmed === '') return null;
      if (!monthPattern.test(trimmed)) {
        context.addIssue({ code: 'custom', message: `${label}格式应为年-月，例如2024-05` });
        return z.NEVER;
      }
      return trimmed.slice(0, 7);
    });
}

/** A day as yyyy-MM-dd. */
function day(label: string) {
  return z
    .union([z.string(), z.null()], { error: `${label}格式应为年-月-日，例如2024-05-01` })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const trimmed = value?.trim().slice(0, 10) ?? '';
      if (trimmed === '') return null;
      const valid = dayPattern.test(trimmed) && new Date(`${trimmed}T00:00:00Z`).toISOString().startsWith(trimmed);
      if (!valid) {
        context.addIssue({ code: 'custom', message: `${label}格式应为年-月-日，例如2024-05-01` });
        return z.NEVER;
      }
      return trimmed;
    });
}

/** A measured value (MPa, L, mm): not negative, at most `max`, two decimals kept. */
function measure(label: string, max: number) {
  return z
    .union([z.number(), z.string(), z.null()], { error: `${label}必须是数字` })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null || String(value).trim() === '') return null;
      const number = Number(String(value).trim());
      if (!Number.isFinite(number) || number < 0 || number > max) {
        context.addIssue({ code: 'custom', message: `${label}必须是0到${max}之间的数字` });
        return z.NEVER;
      }
      return Math.round(number * 100) / 100;
    });
}

/** The id of a reference row (vendor, type, medium, spec, station, vehicle type). */
function id(label: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: `${label}必须是正整数` })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null || String(value).trim() === '') return null;
      const number = Number(value);
      const problem = idProblem(label, number);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return number;
    });
}

function code(label: string, allowed: readonly number[]) {
  return z
    .union([z.number(), z.string(), z.null()], { error: `${label}只能是${allowed.join('、')}` })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null || String(value).trim() === '') return null;
      const number = Number(value);
      if (!allowed.includes(number)) {
        context.addIssue({ code: 'custom', message: `${label}只能是${allowed.join('、')}` });
        return z.NEVER;
      }
      return number;
    });
}

function flag(label: string) {
  return z
    .union([z.boolean(), z.number(), z.string(), z.null()], { error: `${label}只能是是或否` })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      if (value === true || value === 1 || value === 'true' || value === '1') return true;
      if (value === false || value === 0 || value === 'false' || value === '0') return false;
      context.addIssue({ code: 'custom', message: `${label}只能是是或否` });
      return z.NEVER;
    });
}

/** The most pictures of one kind (archive pictures, supplemental pictures) an archive takes. */
export const maxArchiveImages = 20;

/** Ids of pictures uploaded through File/UploadImage. */
function imageIds(label: string) {
  return z
    .array(z.union([z.number(), z.string()]), { error: `${label}必须是图片编号列表` })
    .max(maxArchiveImages, `${label}最多${maxArchiveImages}张`)
    .optional()
    .transform((values, context) => {
      if (values === undefined) return undefined;
      const ids = values.map(Number);
      if (ids.some((value) => idProblem(label, value) !== undefined)) {
        context.addIssue({ code: 'custom', message: `${label}必须是图片编号列表` });
        return z.NEVER;
      }
      return [...new Set(ids)];
    });
}

/** Chinese labels of the registrable fields (messages, history entries, import columns). */
export const cylinderFieldLabels = {
  barcode: '气瓶条码',
  category: '气瓶类别',
  stationId: '充装单位',
  belongType: '产权性质',
  vendorId: '制造单位',
  serialNumber: '出厂编号',
  vendorBarcode: '制造单位条码',
  selfCode: '自有编号',
  registerCode: '产权标识码',
  typeId: '气瓶类型',
  mediumId: '充装介质',
  specId: '规格型号',
  makeDate: '制造年月',
  lastInspectionDate: '上次检验日期',
  nextInspectionDate: '下次检验日期',
  scrapDate: '报废日期',
  nominalWorkingPressure: '公称工作压力(MPa)',
  volume: '容积(L)',
  wallThickness: '壁厚(mm)',
  productStandard: '执行标准',
  cylinderRemark: '备注',
  proofMaterial: '证明材料',
  plateNum: '车牌号',
  vehicleTypeId: '车辆类型',
  vcTypeName: '车辆类型',
  departmentName: '所属单位',
  installEntityName: '安装单位',
  installDate: '安装日期',
  valveVendorName: '瓶阀制造单位',
  valveModel: '瓶阀型号',
  valveSerialNumber: '瓶阀出厂编号',
  valveMakeDate: '瓶阀制造年月',
  isInstalledPressureRetainingValve: '是否安装保压阀',
  archiveImageIds: '档案图片',
  otherImageIds: '补充照片',
  status: '气瓶状态',
} as const;
export type CylinderField = keyof typeof cylinderFieldLabels;

const L = cylinderFieldLabels;

/** Fields only a vehicle cylinder (category 3) may carry. */
export const vehicleOnlyFields = [
  'plateNum',
  'vehicleTypeId',
  'vcTypeName',
  'departmentName',
  'installEntityName',
  'installDate',
] as const;

/** Fields every archive needs (they cannot be cleared in an edit). */
export const requiredCylinderFields = [
  'barcode',
  'category',
  'vendorId',
  'serialNumber',
  'typeId',
  'mediumId',
  'specId',
  'makeDate',
] as const;

/** The longest text each registrable text field takes (the form's inputs stop there too). */
export const registrationTextLimits = {
  barcode: 64,
  serialNumber: 64,
  vendorBarcode: 64,
  selfCode: 64,
  registerCode: 64,
  productStandard: 64,
  cylinderRemark: 512,
  plateNum: 16,
  vcTypeName: 64,
  departmentName: 128,
  installEntityName: 128,
  valveVendorName: 128,
  valveModel: 64,
  valveSerialNumber: 64,
} as const;

/** The largest value of each measure (MPa, L, mm). */
export const registrationMeasureLimits = { nominalWorkingPressure: 1000, volume: 100_000, wallThickness: 100 } as const;

/** Messages of the archive body's own checks (the forms show them too). */
export const archiveMessages = {
  required: (field: CylinderField) => `请填写${L[field]}`,
  barcodeSpaces: `${L.barcode}不能包含空格`,
  inspectionBeforeMake: `${L.lastInspectionDate}不能早于${L.makeDate}`,
  /** A regulator registers for a station it names; only a station user's own station is implied. */
  stationRequired: '请选择充装单位',
} as const;

const T = registrationTextLimits;
const M = registrationMeasureLimits;

export const registrationFields = {
  barcode: text(L.barcode, T.barcode).refine((value) => !value || !/\s/.test(value), archiveMessages.barcodeSpaces),
  category: code(L.category, [1, 2, 3]),
  /** The station the cylinder belongs to: a station user's own station; a regulator names one in its scope. */
  stationId: id(L.stationId),
  belongType: code(L.belongType, [0, 1, 2]),
  vendorId: id(L.vendorId),
  serialNumber: text(L.serialNumber, T.serialNumber),
  vendorBarcode: text(L.vendorBarcode, T.vendorBarcode),
  selfCode: text(L.selfCode, T.selfCode),
  registerCode: text(L.registerCode, T.registerCode),
  typeId: id(L.typeId),
  mediumId: id(L.mediumId),
  specId: id(L.specId),
  makeDate: month(L.makeDate),
  lastInspectionDate: month(L.lastInspectionDate),
  nominalWorkingPressure: measure(L.nominalWorkingPressure, M.nominalWorkingPressure),
  volume: measure(L.volume, M.volume),
  wallThickness: measure(L.wallThickness, M.wallThickness),
  productStandard: text(L.productStandard, T.productStandard),
  cylinderRemark: text(L.cylinderRemark, T.cylinderRemark),
  proofMaterial: code(
    L.proofMaterial,
    Array.from({ length: 16 }, (_, index) => index),
  ),
  plateNum: text(L.plateNum, T.plateNum),
  vehicleTypeId: id(L.vehicleTypeId),
  vcTypeName: text(L.vcTypeName, T.vcTypeName),
  /** The detail's spelling (spec 02 section 3.2), accepted as a synonym of vcTypeName. */
  vcTypeNmae: text(L.vcTypeName, T.vcTypeName),
  departmentName: text(L.departmentName, T.departmentName),
  installEntityName: text(L.installEntityName, T.installEntityName),
  installDate: day(L.installDate),
  valveVendorName: text(L.valveVendorName, T.valveVendorName),
  valveModel: text(L.valveModel, T.valveModel),
  valveSerialNumber: text(L.valveSerialNumber, T.valveSerialNumber),
  valveMakeDate: month(L.valveMakeDate),
  isInstalledPressureRetainingValve: flag(L.isInstalledPressureRetainingValve),
  archiveImageIds: imageIds(L.archiveImageIds),
  otherImageIds: imageIds(L.otherImageIds),
};

type Registration = { [K in keyof typeof registrationFields]: z.output<(typeof registrationFields)[K]> };

function checkDates(values: Partial<Registration>, context: z.RefinementCtx) {
  if (values.makeDate && values.lastInspectionDate && values.lastInspectionDate < values.makeDate) {
    context.addIssue({
      code: 'custom',
      path: ['lastInspectionDate'],
      message: archiveMessages.inspectionBeforeMake,
    });
  }
}

/** The body of CylinderAdd: every registrable field of spec 02 section 3.2. */
export const cylinderAddBody = z.object(registrationFields).superRefine((values, context) => {
  for (const field of requiredCylinderFields) {
    if (values[field] === undefined || values[field] === null) {
      context.addIssue({ code: 'custom', path: [field], message: archiveMessages.required(field) });
    }
  }
  checkDates(values, context);
});
export type CylinderAddBody = z.output<typeof cylinderAddBody>;

/** The body of CylinderUpdate: the archive's id, the fields to change, and optionally a new status (section 4). */
export const cylinderUpdateBody = z
  .object({
    id: requiredId('档案编号'),
    ...registrationFields,
    status: code(L.status, cylinderStatusValues),
  })
  .superRefine((values, context) => {
    for (const field of requiredCylinderFields) {
      if (values[field] === null) {
        context.addIssue({ code: 'custom', path: [field], message: archiveMessages.required(field) });
      }
    }
    checkDates(values, context);
  });
export type CylinderUpdateBody = z.output<typeof cylinderUpdateBody>;

export const cylinderDeleteBody = z.object({
  ids: z
    .array(requiredId('档案编号'), { error: '请选择要删除的档案' })
    .min(1, '请选择要删除的档案')
    .max(500, '每次最多删除500条档案'),
});

export const cylinderSaved = dataResponse(z.object({ id: z.number().int() }));

/** Which archive states stop a filling, per regulator (traceability configuration). */
export const tracingConfigFields = {
  blockOverdueInspection: '超期未检气瓶禁止充装',
  blockOverdueScrap: '超期未报废气瓶禁止充装',
  blockScrapped: '已报废气瓶禁止充装',
  blockBlacklisted: '黑名单气瓶禁止充装',
  blockUnaudited: '未审核档案禁止充装',
  blockNoArchive: '无档案气瓶禁止充装',
} as const;
export type TracingConfigField = keyof typeof tracingConfigFields;
export type TracingConfig = Record<TracingConfigField, boolean>;
export const defaultTracingConfig: TracingConfig = {
  blockOverdueInspection: true,
  blockOverdueScrap: true,
  blockScrapped: true,
  blockBlacklisted: true,
  blockUnaudited: false,
  blockNoArchive: true,
};

const optionalRegulatorId = id('监管单位').transform((value) => value ?? undefined);

export const tracingConfigQuery = z.object({ RegulatorId: optionalRegulatorId });

const booleanField = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${label}只能是true或false` })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === true || value === 'true'));

export const tracingConfigUpdateBody = z.object({
  RegulatorId: optionalRegulatorId,
  ...(Object.fromEntries(
    Object.entries(tracingConfigFields).map(([field, label]) => [field, booleanField(label)]),
  ) as Record<TracingConfigField, ReturnType<typeof booleanField>>),
});

export const tracingConfigData = z.object({
  regulatorId: nullableNumber,
  regulatorName: nullableString,
  blockOverdueInspection: z.boolean(),
  blockOverdueScrap: z.boolean(),
  blockScrapped: z.boolean(),
  blockBlacklisted: z.boolean(),
  blockUnaudited: z.boolean(),
  blockNoArchive: z.boolean(),
  updatedBy: nullableString,
  updatedAt: nullableString,
});
export type TracingConfigData = z.output<typeof tracingConfigData>;

export const vendorSealBody = z.object({ CylinderId: requiredId('气瓶编号') });
export const vendorSealData = z.object({
  cylinderId: z.number().int(),
  vendorId: nullableNumber,
  vendorName: nullableString,
  /** Address of the maker's seal picture, or null when the maker has none. */
  sealUrl: nullableString,
});

/** Fields a repeat rule may compare (at least two): archives equal in all of them are taken for one cylinder. */
export const repeatRuleFieldLabels = {
  vendorId: '制造单位',
  serialNumber: '出厂编号',
  makeDate: '制造年月',
  selfCode: '自有编号',
  vendorBarcode: '制造单位条码',
  specId: '规格型号',
} as const;
export type RepeatRuleField = keyof typeof repeatRuleFieldLabels;
export const repeatRuleFields = Object.keys(repeatRuleFieldLabels) as RepeatRuleField[];

const repeatFields = z.array(z.string(), { error: '请选择重复规则字段' }).transform((values, context) => {
  const fields = [...new Set(values.map((value) => value.trim()))];
  const unknown = fields.filter((field) => !(repeatRuleFields as string[]).includes(field));
  if (unknown.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `重复规则字段只能是：${repeatRuleFields.map((field) => repeatRuleFieldLabels[field]).join('、')}`,
    });
    return z.NEVER;
  }
  if (fields.length < 2) {
    context.addIssue({ code: 'custom', message: '重复规则至少选择两个字段' });
    return z.NEVER;
  }
  return repeatRuleFields.filter((field) => fields.includes(field));
});

const repeatRuleFieldsOfBody = {
  name: z.string({ error: '请填写规则名称' }).trim().min(1, '请填写规则名称').max(64, '规则名称不能超过64个字符'),
  category: code(L.category, [1, 2, 3]).transform((value, context) => {
    if (value === undefined || value === null) {
      context.addIssue({ code: 'custom', message: '请选择气瓶类别' });
      return z.NEVER;
    }
    return value;
  }),
  fields: repeatFields,
  isValid: flag('是否启用').transform((value) => value ?? true),
};

export const repeatRuleAddBody = z.object(repeatRuleFieldsOfBody);
export const repeatRuleUpdateBody = z.object({ id: requiredId('规则编号'), ...repeatRuleFieldsOfBody });
export const repeatRuleDeleteBody = z.object({ id: requiredId('规则编号') });
export const repeatRuleListQuery = z.object({ CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]) });

export const repeatRuleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  fields: z.array(z.string()),
  fieldNames: z.string(),
  isValid: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type RepeatRuleRow = z.output<typeof repeatRuleRow>;

export const repeatCylinderQuery = z.object({
  RuleId: requiredId('重复规则'),
  StationId: id(L.stationId).transform((value) => value ?? undefined),
  ...pageQuery,
});

/** A group of archives that share the rule's fields: the shared values and the archives. */
export const repeatCylinderGroup = z.object({
  ordinalNum: z.number().int(),
  vendorName: nullableString,
  serialNumber: nullableString,
  makeDate: nullableString,
  selfCode: nullableString,
  vendorBarcode: nullableString,
  spec: nullableString,
  cylinderCount: z.number().int(),
  cylinders: z.array(z.object({ id: z.number().int(), barcode: z.string(), stationName: nullableString })),
});
export type RepeatCylinderGroup = z.output<typeof repeatCylinderGroup>;

/** Batch import (spec: users register in thousands): limits and the answer. */
export const importLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 10_000,
  /** What an upload may unpack to, and the cells it may hold: past these it is refused unread (docs/security.md). */
  maxInflatedBytes: 64 * 1024 * 1024,
  maxCells: 500_000,
} as const;
export const importMessages = {
  inflatedTooLarge: `导入文件解压后超过${importLimits.maxInflatedBytes / 1024 / 1024} MB，请拆分后再导入`,
  tooManyCells: `导入文件超过${importLimits.maxCells}个单元格，请拆分后再导入`,
  busy: '您的上一个导入尚未完成，请完成后再导入',
  notXlsx: '请上传 .xlsx 格式的文件',
  noFile: '请选择要导入的文件',
  tooLarge: '文件不能超过10MB',
  tooManyRows: `每次最多导入${importLimits.maxRows}行`,
  empty: '文件中没有档案数据',
} as const;

export const importTemplateQuery = z.object({
  CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]).transform((value) => value ?? 1),
});
export const importTemplatePath = `${apiBase}/Cylinder/ImportTemplate`;

export const importRowError = z.object({ row: z.number().int(), barcode: nullableString, reason: z.string() });
export type ImportRowError = z.output<typeof importRowError>;
export const importResponse = z.object({
  ...envelope,
  imported: z.number().int(),
  errors: z.array(importRowError),
});
export type ImportResponse = z.output<typeof importResponse>;

const cylinderPath = `${apiBase}/Cylinder`;

export const cylinderRegistryApi = {
  add: defineCall({
    method: 'POST',
    path: `${cylinderPath}/CylinderAdd`,
    summary: '气瓶建档',
    body: cylinderAddBody,
    response: cylinderSaved,
  }),
  update: defineCall({
    method: 'PUT',
    path: `${cylinderPath}/CylinderUpdate`,
    summary: '修改气瓶档案（未传的字段保持不变，传空值清空）',
    body: cylinderUpdateBody,
    response: cylinderSaved,
  }),
  delete: defineCall({
    method: 'POST',
    path: `${cylinderPath}/CylinderDelete`,
    summary: '删除气瓶档案（状态改为已删除，保留历史）',
    body: cylinderDeleteBody,
    response: dataResponse(z.object({ deleted: z.number().int() })),
  }),
  tracingConfig: defineCall({
    method: 'GET',
    path: `${cylinderPath}/GetCylinderTracingConfig`,
    summary: '追溯配置：哪些档案状态禁止充装',
    query: tracingConfigQuery,
    response: dataResponse(tracingConfigData),
  }),
  updateTracingConfig: defineCall({
    method: 'POST',
    path: `${cylinderPath}/UpdateCylinderTracingConfig`,
    summary: '修改追溯配置（监管单位）',
    body: tracingConfigUpdateBody,
    response: dataResponse(tracingConfigData),
  }),
  vendorSeal: defineCall({
    method: 'POST',
    path: `${cylinderPath}/GetCylinderVendorSeal`,
    summary: '气瓶制造单位的印章图片',
    body: vendorSealBody,
    response: dataResponse(vendorSealData),
  }),
  repeatRules: defineCall({
    method: 'GET',
    path: `${cylinderPath}/RepeatRuleList`,
    summary: '重复档案规则列表',
    query: repeatRuleListQuery,
    response: listResponse(repeatRuleRow),
  }),
  addRepeatRule: defineCall({
    method: 'POST',
    path: `${cylinderPath}/AddRepeatRule`,
    summary: '新增重复档案规则',
    body: repeatRuleAddBody,
    response: dataResponse(z.object({ id: z.number().int() })),
  }),
  updateRepeatRule: defineCall({
    method: 'POST',
    path: `${cylinderPath}/UpdateRepeatRule`,
    summary: '修改重复档案规则',
    body: repeatRuleUpdateBody,
    response: dataResponse(z.object({ id: z.number().int() })),
  }),
  deleteRepeatRule: defineCall({
    method: 'POST',
    path: `${cylinderPath}/DeleteRepeatRule`,
    summary: '删除重复档案规则',
    body: repeatRuleDeleteBody,
    response: dataResponse(z.object({ id: z.number().int() })),
  }),
  repeatCylinders: defineCall({
    method: 'GET',
    path: `${cylinderPath}/RepeatCylinderList`,
    summary: '按重复规则查找疑似同一气瓶的档案组',
    query: repeatCylinderQuery,
    response: listResponse(repeatCylinderGroup),
  }),
  /** multipart/form-data: the .xlsx file in `file`, and the fields CylinderCategory and StationId. */
  importCylinders: defineCall({
    method: 'POST',
    path: `${cylinderPath}/ImportCylinders`,
    summary: '批量导入气瓶档案（.xlsx；任何一行有错则不导入）',
    response: importResponse,
  }),
};
