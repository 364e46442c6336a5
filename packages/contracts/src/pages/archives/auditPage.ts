import { definePage } from '../definePage';
import { cylinderApi } from '../../api/cylinder';
import { cylinderColumns, type CylinderColumn } from '../../columns/cylinderColumns';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';

const pick = (code: CylinderColumn['code'], isDisplay = true): CylinderColumn => {
  const column = cylinderColumns.find((candidate) => candidate.code === code);
  if (!column) throw new Error(`缺少气瓶列：${code}`);
  return { ...column, isDisplay };
};

/**
 * Default columns of the audit lists: who registered the cylinder and when, what it is, and the audit hint; the
 * other archive columns can be shown through 列设置.
 */
export function auditColumns(isVehicle: boolean): CylinderColumn[] {
  return [
    pick('ordinalNum'),
    pick('barcode'),
    pick('stationName'),
    pick('vendorName'),
    pick('serialNumber'),
    pick('makeDate'),
    pick('spec'),
    pick('mediumName'),
    pick('typeName'),
    ...(isVehicle ? [pick('plateNum'), pick('vcTypeName')] : []),
    pick('recordEntityName'),
    pick('recordMan'),
    { title: '上报时间', code: 'recordTime', isDisplay: true, width: 170, align: 'center' },
    pick('auditNotice'),
    pick('lastInspectionDate', false),
    pick('nextInspectionDate', false),
    pick('cylinderStatus', false),
    pick('issuedStatusDesc', false),
    pick('belongTypeDesc', false),
    pick('registerCode', false),
  ];
}

const view: ListAction = { key: 'cylinder.view', title: '查看', placement: 'row', changes: [] };

/**
 * The archive audit pages (/GasCylinder, /IndustryCylinder, /VehicleCylinder cylinderAudit): the advanced filter over
 * 待审核 (pass, or reject with a reason), 自动审核 (the cylinders passing the automatic checks: the chosen ones or all
 * of them) and 已审核未发证 (cancel the audit). Every action asks first and refreshes the archive lists.
 */
export function auditList(area: ListArea): ListPageContent {
  const shared = {
    pageName: area.pageName,
    columns: auditColumns(area.isVehicle),
    rowKey: 'id',
    shows: ['cylinder'],
    choosable: true,
    colourByCylinderStatus: true,
  } as const;
  const changes = ['cylinder'] as const;
  return {
    filterLabel: '气瓶档案查询条件',
    fixed: { CylinderCategory: area.category },
    filters: [{ kind: 'cylinder' }],
    tables: [
      listTable({
        ...shared,
        key: 'pending',
        tab: '待审核',
        label: '待审核气瓶',
        call: cylinderApi.getAuditCylinderList,
        actions: [
          { key: 'audit.pass', title: '审核通过', placement: 'toolbar', acts: 'chosen', style: 'primary', changes },
          { key: 'audit.reject', title: '审核不通过', placement: 'toolbar', acts: 'chosen', style: 'danger', changes },
          view,
        ],
      }),
      listTable({
        ...shared,
        key: 'auto',
        tab: '自动审核',
        label: '符合自动审核条件的气瓶',
        call: cylinderApi.getAutoAuditCylinderList,
        actions: [
          {
            key: 'audit.auto',
            title: '批量自动审核',
            placement: 'toolbar',
            acts: 'chosenOrAll',
            style: 'primary',
            changes,
          },
          view,
        ],
      }),
      listTable({
        ...shared,
        key: 'issued',
        tab: '已审核未发证',
        label: '已审核未发证气瓶',
        call: cylinderApi.getNoPassIssuedCylinder,
        actions: [
          { key: 'audit.cancel', title: '取消审核', placement: 'toolbar', acts: 'chosen', style: 'danger', changes },
          view,
        ],
      }),
    ],
  };
}

export const archiveAuditPage = definePage({
  kind: 'archiveAudit',
  description: '审核充装单位提交的气瓶档案：通过、退回、批量自动审核',
  menus: [
    { code: '001006', path: '/GasCylinder/cylinderAudit', title: '档案审核' },
    { code: '002004', path: '/IndustryCylinder/cylinderAudit', title: '档案审核' },
    { code: '003002', path: '/VehicleCylinder/cylinderAudit', title: '气瓶审核', pageName: 'VcCylinderAudit' },
  ],
  grants: ['readArchives', 'auditArchives'],
  list: auditList,
});
