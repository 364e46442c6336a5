import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { maxId, optionalCode, optionalFlag, optionalText, requiredId } from './fields';
import { requiredName } from './visibleText';

/** Messages of the reference data pages (TypeManagement, CylinderType, Setting/ReferenceData). */
export const referenceMessages = {
  inUse: '该数据已被气瓶档案使用，不能删除；可将其停用',
  usedElsewhere: '该数据已被其他数据使用，不能删除；可将其停用',
  categoryInUse: '该数据已被气瓶档案使用，不能修改气瓶类别',
  vendorCodeTaken: (code: string) => `制造单位代码已存在：${code}`,
  mediumTaken: (name: string) => `该类别下已有同名的充装介质：${name}`,
  typeTaken: (name: string) => `该类别下已有同名的气瓶类型：${name}`,
  specTaken: (name: string) => `该类别下已有同名的气瓶规格：${name}`,
  vehicleTypeTaken: (name: string) => `车辆类型已存在：${name}`,
  mediumMismatch: '充装介质不存在或与气瓶类别不符',
} as const;

const requiredText = requiredName;

const category = z
  .number({ error: '请选择气瓶类别' })
  .int('气瓶类别只能是1、2或3')
  .refine((value) => [1, 2, 3].includes(value), '气瓶类别只能是1、2或3');
const isValid = z.boolean({ error: '启用状态只能是true或false' }).default(true);
const id = requiredId('编号');

/** Filters of every reference list: name contains, valid flag, category (where the entry has one). */
export const referenceListQuery = z.object({
  ...pageQuery,
  Name: optionalText('名称'),
  IsValid: optionalFlag('启用状态'),
  CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]),
});
export type ReferenceListQuery = z.output<typeof referenceListQuery>;

export const referenceIdBody = z.object({ id });
export const referenceBatchValidBody = z.object({
  ids: z
    .array(requiredId('编号'), { error: '请选择要启用或停用的数据' })
    .min(1, '请选择要启用或停用的数据')
    .max(500, '一次最多操作500条数据'),
  isValid: z.boolean({ error: '启用状态只能是true或false' }),
});
const countAnswer = dataResponse(z.object({ count: z.number().int() }));
const idAnswer = dataResponse(z.object({ id: z.number().int() }));

export const vendorRow = z.object({ id: z.number().int(), code: z.string(), name: z.string(), isValid: z.boolean() });
export type VendorRow = z.output<typeof vendorRow>;
export const vendorBody = z.object({
  code: requiredText('制造单位代码', 32),
  name: requiredText('制造单位名称', 128),
  isValid,
});

export const mediumRow = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  isValid: z.boolean(),
});
export type MediumRow = z.output<typeof mediumRow>;
export const mediumBody = z.object({ name: requiredText('充装介质名称', 64), category, isValid });

export const cylinderTypeRow = mediumRow;
export type CylinderTypeRow = z.output<typeof cylinderTypeRow>;
export const cylinderTypeBody = z.object({ name: requiredText('气瓶类型名称', 64), category, isValid });

const presetWeight = z
  .number({ error: '预设充装量必须是不小于0的数字' })
  .min(0, '预设充装量必须是不小于0的数字')
  .max(999_999.99, '预设充装量不能超过999999.99千克')
  .nullable()
  .default(null);

export const specRow = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  mediumId: z.number().int().nullable(),
  mediumName: z.string().nullable(),
  /** Preset filling weight in kg. */
  presetWeight: z.number().nullable(),
  isValid: z.boolean(),
});
export type SpecRow = z.output<typeof specRow>;
export const specBody = z.object({
  name: requiredText('规格名称', 64),
  category,
  mediumId: z
    .number({ error: '充装介质必须是数字' })
    .int()
    .positive()
    .max(maxId, `充装介质超出范围（最大${maxId}）`)
    .nullable()
    .default(null),
  presetWeight,
  isValid,
});
/** The preset weight and medium of a spec, looked up by its name (the registration form fills them in). */
export const presetByNameQuery = z.object({
  Name: requiredText('规格名称', 64),
  CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]),
});

export const vehicleTypeRow = z.object({
  id: z.number().int(),
  name: z.string(),
  durableYears: z.number().int(),
  inspectionPeriodYears: z.number().int(),
  isValid: z.boolean(),
});
export type VehicleTypeRow = z.output<typeof vehicleTypeRow>;
export const vehicleTypeBody = z.object({
  name: requiredText('车辆类型名称', 64),
  durableYears: z
    .number({ error: '使用年限必须是1到50之间的整数' })
    .int('使用年限必须是1到50之间的整数')
    .min(1, '使用年限必须是1到50之间的整数')
    .max(50, '使用年限必须是1到50之间的整数'),
  inspectionPeriodYears: z
    .number({ error: '检验周期必须是1到10之间的整数' })
    .int('检验周期必须是1到10之间的整数')
    .min(1, '检验周期必须是1到10之间的整数')
    .max(10, '检验周期必须是1到10之间的整数'),
  isValid,
});

/** List, add, update, delete and enable/disable of one kind of reference entry, under /api/samr/<group>/. */
function crud<Row extends z.ZodType, Shape extends z.ZodRawShape>(
  group: string,
  label: string,
  row: Row,
  body: z.ZodObject<Shape>,
) {
  const base = `${apiBase}/${group}`;
  return {
    list: defineCall({
      method: 'GET',
      path: `${base}/List`,
      summary: `${label}列表`,
      query: referenceListQuery,
      response: listResponse(row),
    }),
    add: defineCall({
      method: 'POST',
      path: `${base}/Add`,
      summary: `新增${label}`,
      body,
      response: dataResponse(row),
    }),
    update: defineCall({
      method: 'POST',
      path: `${base}/Update`,
      summary: `修改${label}`,
      body: z.object({ ...body.shape, id }),
      response: dataResponse(row),
    }),
    delete: defineCall({
      method: 'POST',
      path: `${base}/Delete`,
      summary: `删除${label}（已被档案使用的不能删除）`,
      body: referenceIdBody,
      response: idAnswer,
    }),
    batchIsValid: defineCall({
      method: 'POST',
      path: `${base}/BatchIsValid`,
      summary: `批量启用或停用${label}`,
      body: referenceBatchValidBody,
      response: countAnswer,
    }),
  };
}

/** Reference data of the archive (spec 02 section 7.7 CRUD groups): vendors, media, types, specs, vehicle types. */
export const vendorApi = crud('CylinderVendor', '制造单位', vendorRow, vendorBody);
export const mediumApi = crud('Medium', '充装介质', mediumRow, mediumBody);
export const cylinderTypeApi = crud('CylinderType', '气瓶类型', cylinderTypeRow, cylinderTypeBody);
export const vehicleTypeApi = crud('VehicleType', '车辆类型', vehicleTypeRow, vehicleTypeBody);
export const specApi = {
  ...crud('CylinderSpec', '气瓶规格', specRow, specBody),
  queryPreTypeName: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderSpec/QueryPreTpyeName`,
    summary: '按规格名称查询预设充装量与介质',
    query: presetByNameQuery,
    response: dataResponse(specRow.nullable()),
  }),
};
