import type { z } from 'zod';
import {
  CylinderCategory,
  cylinderTypeBody,
  mediumBody,
  specBody,
  vehicleTypeBody,
  vendorBody,
  type CylinderTypeRow,
  type MediumRow,
  type SpecRow,
  type VehicleTypeRow,
  type VendorRow,
} from '@gcs/contracts';
import type { CrudDefinition, CrudField } from './crudTypes';

/**
 * The reference kinds as data (spec 02 section 7.7 CRUD groups, issue 4): columns, form fields and calls of each;
 * CrudTable renders any of them.
 */

const validColumn = { title: '状态', code: 'isValid', isDisplay: true, width: 90, align: 'center' } as const;
const categoryColumn = {
  title: '气瓶类别',
  code: 'categoryName',
  isDisplay: true,
  width: 120,
  align: 'center',
} as const;
const validField: CrudField = { name: 'isValid', label: '启用状态', kind: 'switch' };
const categoryField: CrudField = { name: 'category', label: '气瓶类别', kind: 'category', required: true };

export const vendorDefinition: CrudDefinition<VendorRow, z.input<typeof vendorBody>> = {
  label: '制造单位',
  queryKey: 'vendor',
  client: (api) => api.vendor,
  schema: vendorBody,
  columns: [
    { title: '制造单位代码', code: 'code', isDisplay: true, width: 160 },
    { title: '制造单位名称', code: 'name', isDisplay: true, width: 320 },
    validColumn,
  ],
  fields: [
    { name: 'code', label: '制造单位代码', kind: 'text', required: true, maxLength: 32 },
    { name: 'name', label: '制造单位名称', kind: 'text', required: true, maxLength: 128 },
    validField,
  ],
};

export const mediumDefinition: CrudDefinition<MediumRow, z.input<typeof mediumBody>> = {
  label: '充装介质',
  queryKey: 'medium',
  client: (api) => api.medium,
  schema: mediumBody,
  columns: [{ title: '充装介质名称', code: 'name', isDisplay: true, width: 240 }, categoryColumn, validColumn],
  fields: [
    { name: 'name', label: '充装介质名称', kind: 'text', required: true, maxLength: 64 },
    categoryField,
    validField,
  ],
  hasCategory: true,
};

/** Cylinder types; the vehicle area's CylinderType page starts on the vehicle category. */
export function cylinderTypeDefinition(
  defaultCategory?: number,
): CrudDefinition<CylinderTypeRow, z.input<typeof cylinderTypeBody>> {
  return {
    label: '气瓶类型',
    queryKey: 'cylinderType',
    client: (api) => api.cylinderType,
    schema: cylinderTypeBody,
    columns: [{ title: '气瓶类型名称', code: 'name', isDisplay: true, width: 240 }, categoryColumn, validColumn],
    fields: [
      { name: 'name', label: '气瓶类型名称', kind: 'text', required: true, maxLength: 64 },
      categoryField,
      validField,
    ],
    hasCategory: true,
    defaultCategory,
  };
}

export const specDefinition: CrudDefinition<SpecRow, z.input<typeof specBody>> = {
  label: '气瓶规格',
  queryKey: 'spec',
  client: (api) => api.spec,
  schema: specBody,
  columns: [
    { title: '规格名称', code: 'name', isDisplay: true, width: 180 },
    categoryColumn,
    { title: '充装介质', code: 'mediumName', isDisplay: true, width: 160 },
    { title: '预设充装量（千克）', code: 'presetWeight', isDisplay: true, width: 160, align: 'right' },
    validColumn,
  ],
  fields: [
    { name: 'name', label: '规格名称', kind: 'text', required: true, maxLength: 64 },
    categoryField,
    {
      name: 'mediumId',
      label: '充装介质',
      kind: 'select',
      emptyLabel: '不限介质',
      options: {
        dependsOn: ['category'],
        queryKey: (values) => ['reference', 'medium', 'options', values.category ?? null],
        load: async (api, values, signal) => {
          const category = typeof values.category === 'number' ? values.category : undefined;
          if (category === undefined) return [];
          const answer = await api.medium.list({ query: { CylinderCategory: category, CountPerPage: 500 }, signal });
          return answer.list.map((medium) => ({
            value: medium.id,
            label: medium.isValid ? medium.name : `${medium.name}（已停用）`,
          }));
        },
      },
    },
    { name: 'presetWeight', label: '预设充装量', kind: 'decimal', precision: 2, unit: '千克' },
    validField,
  ],
  hasCategory: true,
};

export const vehicleTypeDefinition: CrudDefinition<VehicleTypeRow, z.input<typeof vehicleTypeBody>> = {
  label: '车辆类型',
  queryKey: 'vehicleType',
  client: (api) => api.vehicleType,
  schema: vehicleTypeBody,
  columns: [
    { title: '车辆类型名称', code: 'name', isDisplay: true, width: 220 },
    { title: '使用年限（年）', code: 'durableYears', isDisplay: true, width: 140, align: 'center' },
    { title: '检验周期（年）', code: 'inspectionPeriodYears', isDisplay: true, width: 140, align: 'center' },
    validColumn,
  ],
  fields: [
    { name: 'name', label: '车辆类型名称', kind: 'text', required: true, maxLength: 64 },
    { name: 'durableYears', label: '使用年限', kind: 'integer', required: true, unit: '年' },
    { name: 'inspectionPeriodYears', label: '检验周期', kind: 'integer', required: true, unit: '年' },
    validField,
  ],
};

export const vehicleCylinderTypeDefinition = cylinderTypeDefinition(CylinderCategory.Vehicle);
export const allCylinderTypeDefinition = cylinderTypeDefinition();
