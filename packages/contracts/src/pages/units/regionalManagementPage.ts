import { definePage } from '../definePage';
import type { TableColumn } from '../../api/shared';
import { districtApi } from '../../api/units/districts';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import type { RecordEditor } from '../../lists/recordEditor';

/** The districts' columns, in their default order. */
export const districtColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '区域编码', code: 'code', isDisplay: true, width: 140, align: 'center' },
  { title: '区域名称', code: 'name', isDisplay: true, width: 200 },
  { title: '级别', code: 'levelName', isDisplay: true, width: 100, align: 'center' },
  { title: '上级区域', code: 'parentName', isDisplay: true, width: 160 },
  { title: '下级区域数', code: 'childCount', isDisplay: true, width: 110, align: 'center' },
  { title: '监管单位数', code: 'regulatorCount', isDisplay: true, width: 110, align: 'center' },
  { title: '单位数', code: 'stationCount', isDisplay: true, width: 100, align: 'center' },
] as const satisfies readonly TableColumn[];

/** Adding a district under a parent, and renaming one (its code is the key). */
export const districtEditor: RecordEditor = {
  what: '区域',
  fields: [
    { name: 'parentCode', label: '上级区域', kind: 'lookup', source: 'division', labelField: 'parentName' },
    {
      name: 'code',
      label: '区域编码',
      kind: 'text',
      maxLength: 12,
      required: true,
      placeholder: '省市区县6位，街道/乡镇9或12位',
    },
    { name: 'name', label: '区域名称', kind: 'text', maxLength: 64, required: true },
  ],
  add: districtApi.add,
  update: districtApi.update,
  idField: 'code',
  nameField: 'name',
  remove: districtApi.remove,
};

const districtActions: readonly ListAction[] = [
  { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes: ['district'] },
  { key: 'record.edit', title: '编辑', placement: 'row', changes: ['district', 'regulator'] },
  { key: 'record.remove', title: '删除', placement: 'row', style: 'danger', changes: ['district'] },
];

/**
 * The RegionalManagement page (/Setting/RegionalManagement): the children of a chosen region (the provinces when none
 * is chosen) or the regions of a name below it; add, rename, and delete one that holds nothing.
 */
export function regionalManagementList(area: ListArea): ListPageContent {
  return {
    filterLabel: '区域查询条件',
    fixed: {},
    filters: [
      { kind: 'region', field: 'ParentCode', label: '上级区域', width: 240 },
      { kind: 'text', field: 'Name', label: '区域名称', maxLength: 64, width: 180 },
    ],
    tables: [
      listTable({
        key: 'districts',
        tab: '区域',
        label: '区域列表',
        call: districtApi.list,
        pageName: area.pageName,
        columns: districtColumns,
        rowKey: 'code',
        exportName: '区域',
        shows: ['district'],
        actions: districtActions,
        editor: districtEditor,
      }),
    ],
  };
}

export const regionalManagementPage = definePage({
  kind: 'regionalManagement',
  description: '行政区域树的维护：新增、修改、删除区县与街道',
  menus: [{ code: '008008', path: '/Setting/RegionalManagement', title: '区域管理' }],
  grants: [
    /** Districts of the region tree (RegionalManagement). */
    'districts',
  ],
  list: regionalManagementList,
});
