import { definePage } from '../definePage';
import { cylinderApi, type CylinderListRow } from '../../api/cylinder';
import type { TableColumn } from '../../api/shared';
import { cylinderColumns, shownCylinderColumns, type CylinderColumn } from '../../columns/cylinderColumns';
import { BelongToType, CylinderStatus, cylinderCategoryLabels } from '../../enums';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';

/**
 * The archive pages (spec 02 sections 3.10 and 3.11): DocQuery of the three areas, the vehicle list VcDocQuery,
 * DocManagement and the vehicle CylinderList (management: 新建档案, 批量导入, 批量删除, 编辑, 删除). One table under the
 * advanced cylinder filter, with row colours by status, 查看 and 加入黑名单.
 */

const vehicleOnly: readonly CylinderColumn[] = [
  { title: '使用单位', code: 'departmentName', isDisplay: true, width: 180 },
  { title: '安装单位', code: 'installEntityName', isDisplay: true, width: 180 },
  { title: '安装日期', code: 'installDate', isDisplay: true, width: 110, align: 'center' },
];

/** The vehicle archive list (VcDocQuery): the vehicle, its department and installer first, then the cylinder. */
export const vehicleArchiveColumns: readonly CylinderColumn[] = shownCylinderColumns(
  [
    'ordinalNum',
    'plateNum',
    'vcTypeName',
    'departmentName',
    'installEntityName',
    'installDate',
    'barcode',
    'stationName',
    'vendorName',
    'serialNumber',
    'makeDate',
    'spec',
    'mediumName',
    'lastInspectionDate',
    'nextInspectionDate',
    'cylinderStatus',
    'issuedStatusDesc',
    'recordEntityName',
  ],
  vehicleOnly,
);

/**
 * The cylinder list of spec 02 section 3.11: station, maker, serial number, make date, barcode, inspection dates,
 * last modify time, audit notice, type, medium, record person, property code, plate, vehicle type, spec, status,
 * issue status, reporting unit and barcode colour. (The list names "status" and "cylinder status": both are the
 * status text here.)
 */
export const cylinderListColumns: readonly CylinderColumn[] = shownCylinderColumns([
  'ordinalNum',
  'stationName',
  'vendorName',
  'serialNumber',
  'makeDate',
  'barcode',
  'lastInspectionDate',
  'nextInspectionDate',
  'lastModifyTime',
  'auditNotice',
  'typeName',
  'mediumName',
  'recordMan',
  'registerCode',
  'plateNum',
  'vcTypeName',
  'spec',
  'cylinderStatus',
  'issuedStatusDesc',
  'recordEntityName',
  'barcodeColorStatus',
]);

/**
 * 气瓶列表's columns: the cylinder list under the codes spec 02 section 3.12 records for the cylinder archive
 * (rowNumber, fillingStationName, status as text), with the volume.
 */
type CylinderListCode = keyof CylinderListRow & string;
const cylinderListRenamed: Readonly<Record<string, CylinderListCode>> = {
  ordinalNum: 'rowNumber',
  stationName: 'fillingStationName',
  cylinderStatus: 'status',
};
const volumeColumn = { title: '容积(L)', code: 'volume', isDisplay: true, width: 90, align: 'right' } as const;
export const vehicleCylinderListColumns: readonly TableColumn<CylinderListCode>[] = cylinderListColumns.flatMap(
  (column) => {
    const code = cylinderListRenamed[column.code] ?? (column.code as CylinderListCode);
    return column.code === 'typeName' ? [{ ...column, code }, volumeColumn] : [{ ...column, code }];
  },
);

/** How the archive columns show: the status as a coloured tag, the barcode marked 黑名单 when blacklisted. */
const shown = <C extends string>(columns: readonly TableColumn<C>[]): TableColumn<C>[] =>
  columns.map((column) => {
    if (column.code === 'cylinderStatus' || column.code === 'status')
      return { ...column, shows: { kind: 'statusTag' } };
    if (column.code === 'barcode') return { ...column, shows: { kind: 'flagged', flag: 'blackList', tag: '黑名单' } };
    return column;
  });

/** The stored status of a row: `status` of the archive rows, `statusCode` of 气瓶列表's. */
type StatusField = 'status' | 'statusCode';
const deletedBy = (field: StatusField) => ({ [field]: CylinderStatus.Deleted });
const inUseBy = (field: StatusField) => ({ [field]: CylinderStatus.Normal });
const changes = ['cylinder'] as const;

const manageActions: readonly ListAction[] = [
  {
    key: 'archive.create',
    title: '新建档案',
    placement: 'toolbar',
    style: 'primary',
    capability: 'manageArchives',
    changes,
  },
  { key: 'archive.import', title: '批量导入', placement: 'toolbar', capability: 'manageArchives', changes },
  {
    key: 'archive.removeChosen',
    title: '批量删除',
    placement: 'toolbar',
    acts: 'chosen',
    style: 'danger',
    capability: 'manageArchives',
    changes,
  },
];

const rowActions = (field: StatusField): readonly ListAction[] => {
  const deleted = deletedBy(field);
  const inUse = inUseBy(field);
  return [
    { key: 'cylinder.view', title: '查看', placement: 'row', changes: [] },
    {
      key: 'archive.edit',
      title: '编辑',
      placement: 'row',
      capability: 'manageArchives',
      hiddenFor: deleted,
      changes,
    },
    {
      key: 'archive.remove',
      title: '删除',
      placement: 'row',
      style: 'danger',
      capability: 'manageArchives',
      hiddenFor: deleted,
      changes,
    },
    {
      key: 'archive.blacklist',
      title: '加入黑名单',
      placement: 'row',
      style: 'danger',
      capability: 'blacklist',
      hiddenFor: { ...deleted, blackList: true },
      changes: ['cylinder', 'blacklist'],
    },
    // Stopping and reporting lost act on a cylinder in use; the abnormal-cylinder pages put it back.
    {
      key: 'archive.stop',
      title: '监管停用',
      placement: 'row',
      style: 'danger',
      capability: 'abnormal',
      forUnits: [BelongToType.Regulator],
      onlyFor: inUse,
      changes: ['cylinder', 'abnormal'],
    },
    {
      key: 'archive.lost',
      title: '报失',
      placement: 'row',
      style: 'danger',
      capability: 'abnormal',
      onlyFor: inUse,
      changes: ['cylinder', 'abnormal'],
    },
  ];
};

type ArchiveKind = 'archiveQuery' | 'vehicleArchive' | 'archiveManagement' | 'cylinderList';

/** The archive page of a kind, made for its area. */
export function archiveList(kind: ArchiveKind) {
  return (area: ListArea): ListPageContent => {
    const manages = kind === 'archiveManagement' || kind === 'cylinderList';
    const label = `${cylinderCategoryLabels[area.category]}档案`;
    const statusField: StatusField = kind === 'cylinderList' ? 'statusCode' : 'status';
    const table = {
      key: 'archive',
      tab: label,
      label,
      pageName: area.pageName,
      rowKey: 'id',
      exportName: label,
      shows: ['cylinder'],
      choosable: manages,
      unchoosable: deletedBy(statusField),
      colourByCylinderStatus: true,
      actions: [...(manages ? manageActions : []), ...rowActions(statusField)],
    } as const;
    return {
      filterLabel: '气瓶档案查询条件',
      fixed: { CylinderCategory: area.category },
      filters: [{ kind: 'cylinder' }],
      tables: [
        kind === 'cylinderList'
          ? listTable({ ...table, call: cylinderApi.cylinderList, columns: shown(vehicleCylinderListColumns) })
          : kind === 'vehicleArchive'
            ? listTable({ ...table, call: cylinderApi.vclist, columns: shown(vehicleArchiveColumns) })
            : listTable({ ...table, call: cylinderApi.list, columns: shown(cylinderColumns) }),
      ],
    };
  };
}

export const archiveQueryPage = definePage({
  kind: 'archiveQuery',
  description: '按条码、单位、状态等条件查询气瓶档案，查看详情与充装、检验记录，导出Excel',
  menus: [
    { code: '001001', path: '/GasCylinder/DocQuery', title: '档案查询' },
    { code: '002001', path: '/IndustryCylinder/DocQuery', title: '档案查询' },
    { code: '003006', path: '/VehicleCylinder/DocQuery', title: '档案查询' },
  ],
  grants: ['readArchives'],
  list: archiveList('archiveQuery'),
});

export const archiveManagementPage = definePage({
  kind: 'archiveManagement',
  description: '登记、修改、删除与导入气瓶档案，查看审核状态',
  menus: [
    { code: '001005', path: '/GasCylinder/DocManagement', title: '档案管理' },
    { code: '002003', path: '/IndustryCylinder/DocManagement', title: '档案管理' },
  ],
  grants: [
    'readArchives',
    /** Registering, editing, deleting and importing archives. */
    'manageArchives',
  ],
  list: archiveList('archiveManagement'),
});

export const vehicleArchivePage = definePage({
  kind: 'vehicleArchive',
  description: '查询车用气瓶档案（按车辆、车牌、使用单位），查看详情并导出',
  menus: [{ code: '003001', path: '/VehicleCylinder/VcDocQuery', title: '车用气瓶档案' }],
  grants: ['readArchives'],
  list: archiveList('vehicleArchive'),
});

export const cylinderListPage = definePage({
  kind: 'cylinderList',
  description: '车用气瓶列表：登记、修改与导入车用气瓶档案',
  menus: [{ code: '003009', path: '/VehicleCylinder/CylinderList', title: '气瓶列表' }],
  grants: ['readArchives', 'manageArchives'],
  list: archiveList('cylinderList'),
});
