import { Tag } from 'antd';
import type { InspectionRuleRow, TableColumn } from '@gcs/contracts';
import type { CellRenderers } from '../../components/table/DataTable';

/** Columns of the rule table (current versions) and of a rule's version history. */
export const ruleColumns: readonly TableColumn[] = [
  { title: '气瓶类别', code: 'categoryName', isDisplay: true, width: 100, align: 'center' },
  { title: '充装介质', code: 'mediumName', isDisplay: true, width: 120 },
  { title: '气瓶类型', code: 'typeName', isDisplay: true, width: 120 },
  { title: '执行标准', code: 'standard', isDisplay: true, width: 130 },
  { title: '制造年月起', code: 'madeFrom', isDisplay: true, width: 100, align: 'center' },
  { title: '制造年月止', code: 'madeTo', isDisplay: true, width: 100, align: 'center' },
  { title: '首次检验（月）', code: 'firstInspectionMonths', isDisplay: true, width: 120, align: 'center' },
  { title: '检验周期（月）', code: 'inspectionPeriodMonths', isDisplay: true, width: 120, align: 'center' },
  { title: '设计使用年限（年）', code: 'designLifeYears', isDisplay: true, width: 140, align: 'center' },
  { title: '版本', code: 'version', isDisplay: true, width: 70, align: 'center' },
  { title: '创建人', code: 'createdBy', isDisplay: true, width: 100 },
  { title: '创建时间', code: 'createdAt', isDisplay: true, width: 170, align: 'center' },
];

export const historyColumns: readonly TableColumn[] = [
  { title: '版本', code: 'version', isDisplay: true, width: 70, align: 'center' },
  { title: '状态', code: 'isCurrent', isDisplay: true, width: 90, align: 'center' },
  ...ruleColumns.filter((column) => column.code !== 'version' && column.code !== 'categoryName'),
  { title: '停用时间', code: 'retiredAt', isDisplay: true, width: 170, align: 'center' },
  { title: '备注', code: 'remark', isDisplay: true, width: 160 },
];

/** Empty criteria match every cylinder: the table says so instead of leaving the cell blank. */
export const ruleRenderers: CellRenderers<InspectionRuleRow> = {
  mediumName: (row) => row.mediumName ?? '全部',
  typeName: (row) => row.typeName ?? '全部',
  standard: (row) => row.standard ?? '不限',
  madeFrom: (row) => row.madeFrom ?? '不限',
  madeTo: (row) => row.madeTo ?? '不限',
  firstInspectionMonths: (row) => row.firstInspectionMonths ?? '同检验周期',
  version: (row) => `v${row.version}`,
  isCurrent: (row) => (row.isCurrent ? <Tag color="green">当前版本</Tag> : <Tag>已停用</Tag>),
};
