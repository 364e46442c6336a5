import { definePage } from '../definePage';
import { cylinderApi } from '../../api/cylinder';
import type { TableColumn } from '../../api/shared';
import { archiveList } from './archivePage';
import { summaryLabel } from '../../lists/summaryRow';
import { listTable, type ListArea, type ListPageContent, type ListTable } from '../../lists/listDefinition';

/**
 * The vehicle archive counted by filling station (/VehicleCylinder/DocQueryFillStation) and by using department
 * (/VehicleCylinder/DocQueryUseStation) under the advanced cylinder filter. Each count opens, in a dialog, the archive
 * query's table filtered by the page's filter and that station or department.
 */

export const stationCountColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 180 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 280 },
  { title: '气瓶数量', code: 'cylinderCount', isDisplay: true, width: 120, align: 'right' },
] as const satisfies readonly TableColumn[];

/** What the row of the cylinders without a using department shows in its place. */
export const noDepartmentText = '（未填写使用单位）';

export const departmentCountColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  {
    title: '使用单位',
    code: 'departmentName',
    isDisplay: true,
    width: 320,
    shows: { kind: 'text', whenEmpty: noDepartmentText },
  },
  { title: '气瓶数量', code: 'cylinderCount', isDisplay: true, width: 120, align: 'right' },
] as const satisfies readonly TableColumn[];

/** The archive query's table of the area (its DocQuery page), which a count opens narrowed to its row. */
function archiveTableOf(area: ListArea): ListTable {
  const [table] = archiveList('archiveQuery')({ ...area, pageName: 'DocQuery' }).tables;
  if (!table) throw new Error('档案查询没有表格');
  return table;
}

function countPage(area: ListArea, table: ListTable): ListPageContent {
  return {
    filterLabel: '气瓶档案查询条件',
    fixed: { CylinderCategory: area.category },
    filters: [{ kind: 'cylinder' }],
    tables: [table],
  };
}

/** /VehicleCylinder/DocQueryFillStation: the area's cylinders per filling station. */
export function fillStationCountList(area: ListArea): ListPageContent {
  const title = '充装站气瓶档案统计';
  return countPage(
    area,
    listTable({
      key: 'byStation',
      tab: title,
      label: title,
      call: cylinderApi.countByStation,
      pageName: area.pageName,
      columns: stationCountColumns,
      rowKey: 'ordinalNum',
      exportName: title,
      shows: ['cylinder'],
      summaryRow: { label: summaryLabel, column: 'stationName', sums: ['cylinderCount'] },
      drill: {
        dialog: archiveTableOf(area),
        rowLabel: 'stationName',
        byRow: { StationId: 'stationId' },
        byColumn: { cylinderCount: {} },
        replaces: ['StationIds', 'fillingStationId'],
      },
    }),
  );
}

/** /VehicleCylinder/DocQueryUseStation: the area's cylinders per using department. */
export function useStationCountList(area: ListArea): ListPageContent {
  const title = '使用单位气瓶档案统计';
  return countPage(
    area,
    listTable({
      key: 'byDepartment',
      tab: title,
      label: title,
      call: cylinderApi.countByDepartment,
      pageName: area.pageName,
      columns: departmentCountColumns,
      rowKey: 'ordinalNum',
      exportName: title,
      shows: ['cylinder'],
      summaryRow: { label: summaryLabel, column: 'departmentName', sums: ['cylinderCount'] },
      drill: {
        dialog: archiveTableOf(area),
        rowLabel: 'departmentName',
        byRow: { DepartmentName: 'departmentName' },
        byColumn: { cylinderCount: {} },
      },
    }),
  );
}

export const fillStationCountPage = definePage({
  kind: 'fillStationCount',
  description: '按充装单位统计气瓶数量，点击数量查看气瓶档案',
  menus: [{ code: '003007', path: '/VehicleCylinder/DocQueryFillStation', title: '充装站档案' }],
  grants: ['readArchives'],
  list: fillStationCountList,
});

export const useStationCountPage = definePage({
  kind: 'useStationCount',
  description: '按使用单位统计气瓶数量，点击数量查看气瓶档案',
  menus: [{ code: '003008', path: '/VehicleCylinder/DocQueryUseStation', title: '使用单位档案' }],
  grants: ['readArchives'],
  list: useStationCountList,
});
