import { definePage } from '../definePage';
import { fillingRuleApi, fillingRuleLimits } from '../../api/filling/fillingRules';
import type { TableColumn } from '../../api/shared';
import { BelongToType } from '../../enums';
import { defaultFillingRule } from '../../rules/fillingFlags';
import { listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';

export const fillingRuleColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '城市', code: 'cityName', isDisplay: true, width: 160 },
  { title: '城市编码', code: 'areaCode', isDisplay: true, width: 110, align: 'center' },
  { title: '疑似克隆标签时间窗(分钟)', code: 'clonedLabelMinutes', isDisplay: true, width: 200, align: 'center' },
  { title: '连续充装时间窗(分钟)', code: 'continuousFillingMinutes', isDisplay: true, width: 180, align: 'center' },
  { title: '来源', code: 'source', isDisplay: true, width: 100, align: 'center' },
  { title: '修改时间', code: 'updatedAt', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

/**
 * 充装规则 (/GasCylinder/FillingRule): the windows of the arrival rules per city, one row per city of the caller's
 * scope (a city regulator its own city, a system manager every city); 编辑 sets the two windows.
 */
export function fillingRulesList(area: ListArea): ListPageContent {
  return {
    filterLabel: '充装规则查询条件',
    fixed: {},
    filters: [{ kind: 'text', field: 'AreaCode', label: '城市编码', maxLength: 6, width: 160 }],
    tables: [
      listTable({
        key: 'fillingRules',
        tab: '充装规则',
        label: '充装规则列表',
        call: fillingRuleApi.list,
        pageName: area.pageName,
        columns: fillingRuleColumns,
        rowKey: 'areaCode',
        hint:
          `同一条码先后在两个充装单位充装、间隔短于疑似克隆标签时间窗时判定为疑似克隆标签；同一充装单位间隔短于连续充装时间窗时判定为连续充装。` +
          `未设定的城市为默认值（${defaultFillingRule.clonedLabelMinutes}分钟、${defaultFillingRule.continuousFillingMinutes}分钟）`,
        exportName: '充装规则',
        shows: ['fillingRule'],
        actions: [
          {
            key: 'record.edit',
            title: '编辑',
            placement: 'row',
            forUnits: [BelongToType.Regulator],
            changes: ['fillingRule'],
          },
        ],
        editor: {
          what: '充装规则',
          idField: 'areaCode',
          nameField: 'cityName',
          update: fillingRuleApi.update,
          fields: [
            {
              name: 'clonedLabelMinutes',
              label: '疑似克隆标签时间窗',
              kind: 'integer',
              unit: '分钟',
              required: true,
              help: `${fillingRuleLimits.clonedLabel.min}到${fillingRuleLimits.clonedLabel.max}分钟`,
            },
            {
              name: 'continuousFillingMinutes',
              label: '连续充装时间窗',
              kind: 'integer',
              unit: '分钟',
              required: true,
              help: `${fillingRuleLimits.continuousFilling.min}到${fillingRuleLimits.continuousFilling.max}分钟`,
            },
          ],
        },
      }),
    ],
  };
}

export const fillingRulesPage = definePage({
  kind: 'fillingRules',
  description: '各城市疑似克隆标签与连续充装的判定时间窗（分钟），市级监管部门设置本市，未设定时为默认值',
  menus: [{ code: '001010', path: '/GasCylinder/FillingRule', title: '充装规则' }],
  grants: [
    /** The per-city windows of the arrival rules: read within the holder's scope, set by a city regulator for its city. */
    'fillingRules',
  ],
  list: fillingRulesList,
});
