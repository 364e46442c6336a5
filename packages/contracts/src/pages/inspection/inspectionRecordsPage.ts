import { definePage } from '../definePage';
import { cylinderInspectionApi } from '../../api/inspection/inspectionRecords';
import type { TableColumn } from '../../api/shared';
import { BelongToType, inspectionResultLabels, inspectionTaskStatusLabels } from '../../enums';
import { inspectionTaskActions } from './inspectionTaskPages';
import { areaCall, listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';

/** The columns of the inspection record lists: section 3.5's summary and section 3.6's report fields. */
export function inspectionRecordColumns(isVehicle: boolean, reports: boolean) {
  return [
    { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
    { title: '报告编号', code: 'reportCode', isDisplay: true, width: 170 },
    { title: '气瓶条码', code: 'barcode', isDisplay: true, width: 150 },
    { title: '检验机构', code: 'stationName', isDisplay: !reports, width: 200 },
    { title: '检验机构', code: 'inspectionBody', isDisplay: reports, width: 200 },
    { title: '送检单位', code: 'sendUnitName', isDisplay: reports, width: 160 },
    { title: '产权单位', code: 'fillStationName', isDisplay: !reports, width: 200 },
    { title: '所属区域', code: 'areaName', isDisplay: false, width: 120 },
    { title: '车牌号', code: 'plateNum', isDisplay: isVehicle, width: 110 },
    { title: '制造单位', code: 'vendorName', isDisplay: reports, width: 180 },
    { title: '出厂编号', code: 'serialNumber', isDisplay: reports, width: 130 },
    { title: '制造年月', code: 'makeDate', isDisplay: reports, width: 100, align: 'center' },
    { title: '气瓶类型', code: 'typeName', isDisplay: reports, width: 110 },
    { title: '充装介质', code: 'mediumName', isDisplay: reports, width: 110 },
    { title: '检验类型', code: 'inspectionType', isDisplay: reports, width: 100, align: 'center' },
    { title: '检验日期', code: 'inspectionDate', isDisplay: true, width: 110, align: 'center' },
    { title: '下次检验日期', code: 'nextInspectionDate', isDisplay: !reports, width: 120, align: 'center' },
    { title: '检验结论', code: 'resultName', isDisplay: true, width: 90, align: 'center' },
    { title: '任务状态', code: 'taskStatusName', isDisplay: isVehicle && !reports, width: 100, align: 'center' },
    { title: '审批结果', code: 'approvalResultName', isDisplay: isVehicle && !reports, width: 100, align: 'center' },
    { title: '整改原因', code: 'rectifyReason', isDisplay: false, width: 200 },
    { title: '整改情况', code: 'rectifyNote', isDisplay: false, width: 200 },
    { title: '退回原因', code: 'returnReason', isDisplay: isVehicle && !reports, width: 220 },
    { title: '检验人员', code: 'inspectorName', isDisplay: !reports, width: 100 },
    { title: '判废原因', code: 'scrapSentencedReason', isDisplay: !reports, width: 200 },
    { title: '处理方式', code: 'processingMethod', isDisplay: false, width: 150 },
    { title: '报告上传', code: 'reportUploadName', isDisplay: true, width: 90, align: 'center' },
    { title: '上传时间', code: 'reportUploadTime', isDisplay: reports, width: 170, align: 'center' },
    // The regulator's review of the conclusion (检验结论审核): a 存疑 and its opinion reach the institution here.
    { title: '监管审核', code: 'reviewStatusName', isDisplay: !reports, width: 90, align: 'center' },
    { title: '监管审核意见', code: 'reviewOpinion', isDisplay: !reports, width: 220 },
    { title: '录入时间', code: 'operationTime', isDisplay: false, width: 170, align: 'center' },
  ] as const satisfies readonly TableColumn[];
}

const institutionOnly = [BelongToType.Station] as const;

function inspectionActions(reports: boolean, isVehicle: boolean): ListAction[] {
  return [
    ...(isVehicle && !reports ? inspectionTaskActions : []),
    ...(reports
      ? []
      : [
          {
            key: 'inspection.add',
            title: '新增检验记录',
            placement: 'toolbar',
            style: 'primary',
            forUnits: institutionOnly,
            changes: ['inspectionRecord', 'cylinder'],
          } satisfies ListAction,
        ]),
    {
      key: 'inspection.batchUpload',
      title: '批量上传报告',
      placement: 'toolbar',
      forUnits: institutionOnly,
      changes: ['inspectionRecord'],
    },
    {
      key: 'inspection.upload',
      title: '上传报告',
      placement: 'row',
      forUnits: institutionOnly,
      changes: ['inspectionRecord'],
    },
    {
      key: 'inspection.report',
      title: '查看报告',
      placement: 'row',
      hiddenFor: { reportUploaded: false },
      changes: [],
    },
  ];
}

/**
 * The inspection record pages: /VehicleCylinder/VcInspectionList 检验记录 (vehicle cylinders, `vcList`) and
 * /Register/InspectionManage 检验管理 (every category, `GetCylinderInspectionUploadList`). An institution sees the
 * inspections it made, records new ones (新增检验记录) and uploads their reports; a regulator sees the inspections of
 * the cylinders it supervises.
 */
export function inspectionRecordsList(area: ListArea): ListPageContent {
  return inspectionPage(area, false);
}

/**
 * /Regulatory/UploadInspectionReport 检验报告上传: the same records with section 3.6's report fields first, filtered
 * by upload state; institutions upload one report per record or a batch matched by report code.
 */
export function inspectionReportsList(area: ListArea): ListPageContent {
  return inspectionPage(area, true);
}

function inspectionPage(area: ListArea, reports: boolean): ListPageContent {
  const what = reports ? '检验报告' : '检验记录';
  return {
    filterLabel: `${what}查询条件`,
    fixed: area.isVehicle ? { Category: 3 } : {},
    filters: [
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'inspectStation', field: 'StationId', label: '检验机构', width: 220 },
      { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
      { kind: 'text', field: 'ReportCode', label: '报告编号', maxLength: 64, width: 170 },
      { kind: 'select', field: 'Result', label: '检验结论', options: inspectionResultLabels, width: 140 },
      ...(area.isVehicle && !reports
        ? [
            {
              kind: 'select',
              field: 'TaskStatus',
              label: '任务状态',
              options: inspectionTaskStatusLabels,
              width: 140,
            } as const,
          ]
        : []),
      { kind: 'select', field: 'ReportUploaded', label: '报告上传', options: { 1: '已上传', 0: '未上传' }, width: 140 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '检验日期', width: 260 },
    ],
    tables: [
      listTable({
        key: reports ? 'reports' : 'records',
        tab: what,
        label: `${what}列表`,
        call: areaCall(area.isVehicle, cylinderInspectionApi.vcList, cylinderInspectionApi.uploadList),
        pageName: area.pageName,
        columns: inspectionRecordColumns(area.isVehicle, reports),
        rowKey: 'id',
        hint: reports
          ? '每条检验记录上传一份检验报告（PDF、PNG 或 JPG，不超过10MB）；批量上传时文件名须为报告编号'
          : area.isVehicle
            ? '车用气瓶的检验录入后为检验中：完成检验（或送整改并整改完成）后经检验审核、检验审批，批准合格的按检验规则更新下次检验日期，批准不合格或判废的报废并注销登记'
            : '检验合格的气瓶按检验规则更新下次检验日期；不合格或判废的气瓶将被报废并注销登记',
        exportName: what,
        shows: ['inspectionRecord'],
        actions: inspectionActions(reports, area.isVehicle),
      }),
    ],
  };
}

export const inspectionRecordsPage = definePage({
  kind: 'inspectionRecords',
  description:
    '气瓶定期检验记录：检验机构录入检验（合格更新下次检验日期，不合格报废并注销登记）并上传报告，监管单位查询、导出',
  menus: [
    { code: '003003', path: '/VehicleCylinder/VcInspectionList', title: '检验记录' },
    { code: '007002', path: '/Register/InspectionManage', title: '检验管理' },
  ],
  grants: [
    /** Inspection records and their reports, within the holder's scope (an institution records and uploads its own). */
    'inspections',
  ],
  list: inspectionRecordsList,
});

export const inspectionReportsPage = definePage({
  kind: 'inspectionReports',
  description: '检验报告上传：每条检验记录一份报告（PDF、PNG 或 JPG），可按报告编号批量上传，按上传状态查询',
  menus: [{ code: '006021', path: '/Regulatory/UploadInspectionReport', title: '检验报告上传' }],
  grants: ['inspections'],
  list: inspectionReportsList,
});
