import { definePage } from '../definePage';
import { cylinderTypeApi, mediumApi, specApi, vehicleTypeApi, vendorApi } from '../../api/reference';
import { cylinderCategoryLabels } from '../../enums';
import {
  listTable,
  type FilterField,
  type ListAction,
  type ListArea,
  type ListData,
  type ListPageContent,
} from '../../lists/listDefinition';
import type { RecordField } from '../../lists/recordEditor';

/**
 * The reference data of the archive (spec 02 section 7.7 CRUD groups): vehicle types (TypeManagement), cylinder
 * types (CylinderType) and, on ReferenceData, makers, media, types and specs as tabs. Each entry is added, edited,
 * enabled or disabled, and deleted while no archive uses it. Each is a short list, exported in the browser.
 */

const validColumn = {
  title: '状态',
  code: 'isValid',
  isDisplay: true,
  width: 90,
  align: 'center',
  shows: { kind: 'enabledTag' },
} as const;
const categoryColumn = {
  title: '气瓶类别',
  code: 'categoryName',
  isDisplay: true,
  width: 120,
  align: 'center',
} as const;
const validField: RecordField = { name: 'isValid', label: '启用状态', kind: 'switch' };
const categoryField: RecordField = {
  name: 'category',
  label: '气瓶类别',
  kind: 'select',
  options: cylinderCategoryLabels,
  required: true,
};

const nameFilter = (label: string): FilterField => ({ kind: 'text', field: 'Name', label, maxLength: 64, width: 200 });
const categoryFilter: FilterField = {
  kind: 'select',
  field: 'CylinderCategory',
  label: '气瓶类别',
  options: cylinderCategoryLabels,
  width: 140,
};
const validFilter: FilterField = {
  kind: 'select',
  field: 'IsValid',
  label: '状态',
  options: { 1: '启用', 0: '停用' },
  width: 100,
};

/** 新增 on the toolbar; 编辑, 停用/启用 and 删除 on each row. */
function entryActions(changes: readonly ListData[]): readonly ListAction[] {
  return [
    { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes },
    { key: 'record.edit', title: '编辑', placement: 'row', changes },
    {
      key: 'record.toggle',
      title: '停用',
      placement: 'row',
      changes,
      titleByRow: { field: 'isValid', whenTrue: '停用', whenFalse: '启用' },
    },
    { key: 'record.remove', title: '删除', placement: 'row', style: 'danger', changes },
  ];
}

const reference = ['reference'] as const;

const vendorTable = listTable({
  key: 'vendor',
  tab: '制造单位',
  label: '制造单位列表',
  call: vendorApi.list,
  filters: [nameFilter('名称'), validFilter],
  columns: [
    { title: '制造单位代码', code: 'code', isDisplay: true, width: 160 },
    { title: '制造单位名称', code: 'name', isDisplay: true, width: 320 },
    validColumn,
  ],
  rowKey: 'id',
  exportName: '制造单位',
  exportMode: 'client',
  shows: reference,
  actions: entryActions(reference),
  editor: {
    what: '制造单位',
    fields: [
      { name: 'code', label: '制造单位代码', kind: 'text', required: true, maxLength: 32 },
      { name: 'name', label: '制造单位名称', kind: 'text', required: true, maxLength: 128 },
      validField,
    ],
    add: vendorApi.add,
    update: vendorApi.update,
    idField: 'id',
    nameField: 'name',
    batchValid: vendorApi.batchIsValid,
    remove: vendorApi.delete,
  },
});

const mediumTable = listTable({
  key: 'medium',
  tab: '充装介质',
  label: '充装介质列表',
  call: mediumApi.list,
  filters: [nameFilter('名称'), categoryFilter, validFilter],
  columns: [{ title: '充装介质名称', code: 'name', isDisplay: true, width: 240 }, categoryColumn, validColumn],
  rowKey: 'id',
  exportName: '充装介质',
  exportMode: 'client',
  shows: reference,
  actions: entryActions(reference),
  editor: {
    what: '充装介质',
    fields: [
      { name: 'name', label: '充装介质名称', kind: 'text', required: true, maxLength: 64 },
      categoryField,
      validField,
    ],
    add: mediumApi.add,
    update: mediumApi.update,
    idField: 'id',
    nameField: 'name',
    batchValid: mediumApi.batchIsValid,
    remove: mediumApi.delete,
  },
});

function cylinderTypeTable(category?: number) {
  return listTable({
    key: 'type',
    tab: '气瓶类型',
    label: '气瓶类型列表',
    call: cylinderTypeApi.list,
    filters: [nameFilter('名称'), categoryFilter, validFilter],
    ...(category ? { initialFilter: { CylinderCategory: category } } : {}),
    columns: [{ title: '气瓶类型名称', code: 'name', isDisplay: true, width: 240 }, categoryColumn, validColumn],
    rowKey: 'id',
    exportName: '气瓶类型',
    exportMode: 'client',
    shows: reference,
    actions: entryActions(reference),
    editor: {
      what: '气瓶类型',
      fields: [
        { name: 'name', label: '气瓶类型名称', kind: 'text', required: true, maxLength: 64 },
        categoryField,
        validField,
      ],
      add: cylinderTypeApi.add,
      update: cylinderTypeApi.update,
      idField: 'id',
      nameField: 'name',
      ...(category ? { initialValues: { category } } : {}),
      batchValid: cylinderTypeApi.batchIsValid,
      remove: cylinderTypeApi.delete,
    },
  });
}

const specTable = listTable({
  key: 'spec',
  tab: '气瓶规格',
  label: '气瓶规格列表',
  call: specApi.list,
  filters: [nameFilter('名称'), categoryFilter, validFilter],
  columns: [
    { title: '规格名称', code: 'name', isDisplay: true, width: 180 },
    categoryColumn,
    { title: '充装介质', code: 'mediumName', isDisplay: true, width: 160 },
    { title: '预设充装量（千克）', code: 'presetWeight', isDisplay: true, width: 160, align: 'right' },
    validColumn,
  ],
  rowKey: 'id',
  exportName: '气瓶规格',
  exportMode: 'client',
  shows: reference,
  actions: entryActions(reference),
  editor: {
    what: '气瓶规格',
    fields: [
      { name: 'name', label: '规格名称', kind: 'text', required: true, maxLength: 64 },
      categoryField,
      {
        name: 'mediumId',
        label: '充装介质',
        kind: 'lookup',
        source: 'medium',
        dependsOn: ['category'],
        emptyLabel: '不限介质',
        labelField: 'mediumName',
      },
      { name: 'presetWeight', label: '预设充装量', kind: 'decimal', precision: 2, unit: '千克' },
      validField,
    ],
    add: specApi.add,
    update: specApi.update,
    idField: 'id',
    nameField: 'name',
    batchValid: specApi.batchIsValid,
    remove: specApi.delete,
  },
});

/**
 * The vehicle types with their durable years and inspection period: also the spec's report of that name (02 section
 * 3.12, built-in default columns), so its columns are configurable (PageName TypeManagement) and it exports (in the
 * browser, as the other reference lists).
 */
const vehicleTypeTable = (pageName: string) =>
  listTable({
    key: 'vehicleType',
    tab: '车辆类型',
    label: '车辆类型列表',
    call: vehicleTypeApi.list,
    pageName,
    exportName: '车辆类型使用年限与检验周期',
    exportMode: 'client',
    filters: [nameFilter('名称'), validFilter],
    columns: [
      { title: '车辆类型名称', code: 'name', isDisplay: true, width: 220 },
      { title: '使用年限（年）', code: 'durableYears', isDisplay: true, width: 140, align: 'center' },
      { title: '检验周期（年）', code: 'inspectionPeriodYears', isDisplay: true, width: 140, align: 'center' },
      validColumn,
    ],
    rowKey: 'id',
    shows: reference,
    actions: entryActions(reference),
    editor: {
      what: '车辆类型',
      fields: [
        { name: 'name', label: '车辆类型名称', kind: 'text', required: true, maxLength: 64 },
        { name: 'durableYears', label: '使用年限', kind: 'integer', required: true, unit: '年' },
        { name: 'inspectionPeriodYears', label: '检验周期', kind: 'integer', required: true, unit: '年' },
        validField,
      ],
      add: vehicleTypeApi.add,
      update: vehicleTypeApi.update,
      idField: 'id',
      nameField: 'name',
      batchValid: vehicleTypeApi.batchIsValid,
      remove: vehicleTypeApi.delete,
    },
  });

const referenceList = (tables: ListPageContent['tables']): ListPageContent => ({
  filterLabel: '查询条件',
  fixed: {},
  filters: [],
  tables,
});

/** /VehicleCylinder/TypeManagement: vehicle types with their durable years and inspection period. */
export const vehicleTypesList = (area: ListArea): ListPageContent => referenceList([vehicleTypeTable(area.pageName)]);

/** /VehicleCylinder/CylinderType: cylinder types, starting on the area's category. */
export const cylinderTypesList = (area: ListArea): ListPageContent => referenceList([cylinderTypeTable(area.category)]);

/** /Setting/ReferenceData: makers, media, cylinder types and specs. */
export const referenceDataList = (): ListPageContent =>
  referenceList([vendorTable, mediumTable, cylinderTypeTable(), specTable]);

export const vehicleTypesPage = definePage({
  kind: 'vehicleTypes',
  description: '车辆类型的维护：新增、修改、启用与停用',
  menus: [{ code: '003012', path: '/VehicleCylinder/TypeManagement', title: '车辆类型' }],
  grants: ['vehicleTypes'],
  list: vehicleTypesList,
});

export const cylinderTypesPage = definePage({
  kind: 'cylinderTypes',
  description: '气瓶类型的维护：新增、修改、启用与停用',
  menus: [{ code: '003013', path: '/VehicleCylinder/CylinderType', title: '气瓶类型' }],
  grants: ['cylinderTypes'],
  list: cylinderTypesList,
});

export const referenceDataPage = definePage({
  kind: 'referenceData',
  description: '基础数据维护：介质、制造单位、规格、气瓶类型',
  menus: [{ code: '008006', path: '/Setting/ReferenceData', title: '基础数据' }],
  grants: ['cylinderTypes', 'referenceData'],
  list: referenceDataList,
});
