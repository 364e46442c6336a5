import { definePage } from '../definePage';
import { displayConfigApi } from '../../api/displayConfig';
import type { TableColumn } from '../../api/shared';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';

/** The configured pages' columns. */
export const displayConfigSummaryColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '页面标题', code: 'pageTitle', isDisplay: true, width: 180 },
  { title: '页面名称', code: 'pageName', isDisplay: true, width: 200 },
  { title: '所属模块', code: 'areas', isDisplay: true, width: 280 },
  { title: '列数', code: 'columnCount', isDisplay: true, width: 90, align: 'center' },
  { title: '显示列数', code: 'displayCount', isDisplay: true, width: 100, align: 'center' },
] as const satisfies readonly TableColumn[];

const changes = ['displayConfig'] as const;

const displayConfigActions: readonly ListAction[] = [
  { key: 'displayConfig.add', title: '新增配置', placement: 'toolbar', style: 'primary', changes },
  { key: 'displayConfig.edit', title: '编辑', placement: 'row', changes },
  { key: 'displayConfig.remove', title: '删除', placement: 'row', style: 'danger', changes },
];

/**
 * The display configuration page (/Setting/Column): the list pages that have a column configuration, with how many
 * columns each shows; 新增配置 configures another page from its built-in columns, 编辑 opens the column editor (shown,
 * order, sorting), 删除 returns the page to its built-in defaults after a confirmation.
 */
export function displayConfigList(_area: ListArea): ListPageContent {
  return {
    filterLabel: '显示配置查询条件',
    fixed: {},
    filters: [{ kind: 'text', field: 'Keyword', label: '页面', maxLength: 64, width: 220 }],
    tables: [
      listTable({
        key: 'displayConfigs',
        tab: '显示配置',
        label: '显示配置列表',
        call: displayConfigApi.summary,
        columns: displayConfigSummaryColumns,
        rowKey: 'pageName',
        hint: '配置后，页面下次打开时按此处的列显示；删除配置则恢复页面的内置默认列。',
        exportName: '显示配置',
        shows: ['displayConfig'],
        actions: displayConfigActions,
      }),
    ],
  };
}

export const displayConfigPage = definePage({
  kind: 'displayConfig',
  description: '各列表页的列配置：显示哪些列、顺序与可排序列，删除后恢复默认',
  menus: [{ code: '008009', path: '/Setting/Column', title: '显示配置' }],
  grants: [
    /** The column configuration of the list pages (Setting/Column). */
    'displayConfig',
  ],
  list: displayConfigList,
});
