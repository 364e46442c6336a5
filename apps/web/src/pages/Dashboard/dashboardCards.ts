import {
  BelongToType,
  enterpriseColumnKeys,
  pathOfPage,
  type DashboardSample,
  type DashboardSummary,
  type UsageColumnKey,
} from '@gcs/contracts';

/**
 * The six cards of the dashboards (spec 01 section 2): what each counts, what its sub-line samples and where a click
 * goes. Left: registered, qualified in use, filled this year; right: filling units, inspection institutions,
 * inspected this year.
 */

type CardLink =
  /** 使用情况汇总 with the named columns; a year-based card adds the days from 1 January to today. */
  | { page: 'usage'; columnKeys: readonly UsageColumnKey[]; yearBased: boolean }
  /** 企业统计 on one tab. */
  | { page: 'enterprise'; tab: keyof typeof enterpriseColumnKeys };

export interface DashboardCard {
  key: string;
  title: string;
  unit: string;
  side: 'left' | 'right';
  counter: keyof DashboardSummary;
  sample: keyof DashboardSample;
  /** Names what the sub-line shows. */
  sampleLabel: string;
  /** A barcode shows whole; a unit name is cut to 11 characters. */
  sampleIsName: boolean;
  link: CardLink;
}

export const dashboardCards: readonly DashboardCard[] = [
  {
    key: 'registered',
    title: '累计注册气瓶',
    unit: '只',
    side: 'left',
    counter: 'registerdCylinderCount',
    sample: 'registeredBarcode',
    sampleLabel: '气瓶条码',
    sampleIsName: false,
    link: { page: 'usage', columnKeys: ['1-1'], yearBased: false },
  },
  {
    key: 'qualified',
    title: '合格在用气瓶',
    unit: '只',
    side: 'left',
    counter: 'normalCylinderCount',
    sample: 'normalBarcode',
    sampleLabel: '气瓶条码',
    sampleIsName: false,
    link: { page: 'usage', columnKeys: ['1-2'], yearBased: false },
  },
  {
    key: 'filledThisYear',
    title: '本年充装气瓶',
    unit: '次',
    side: 'left',
    counter: 'fillingCount',
    sample: 'fillingStationName',
    sampleLabel: '充装单位',
    sampleIsName: true,
    link: { page: 'usage', columnKeys: ['2-1'], yearBased: true },
  },
  {
    key: 'fillingUnits',
    title: '充装单位',
    unit: '家',
    side: 'right',
    counter: 'fillingStationCount',
    sample: 'fillingStationName',
    sampleLabel: '单位名称',
    sampleIsName: true,
    link: { page: 'enterprise', tab: 'fillStation' },
  },
  {
    key: 'inspectionInstitutions',
    title: '检验机构',
    unit: '家',
    side: 'right',
    counter: 'inspectionStationCount',
    sample: 'inspectionStationName',
    sampleLabel: '机构名称',
    sampleIsName: true,
    link: { page: 'enterprise', tab: 'Inspection' },
  },
  {
    key: 'inspectedThisYear',
    title: '本年检验气瓶',
    unit: '只',
    side: 'right',
    counter: 'inspectionCount',
    sample: 'inspectionBarcode',
    sampleLabel: '气瓶条码',
    sampleIsName: false,
    link: { page: 'usage', columnKeys: ['3-1'], yearBased: true },
  },
];

/** What a card link carries besides the card: the selection and today's date (China, yyyy-MM-dd). */
export interface DrillDownContext {
  /** The selected region, else the user's own region; omitted when neither is known. */
  divisionCode: string | null;
  cylinderType: 1 | 2 | 3 | undefined;
  today: string;
}

/** Card clicks do nothing for belongToType 30. */
export function cardsDrillDown(belongToType: number): boolean {
  return belongToType !== BelongToType.Other;
}

/** The query string with its commas as typed (a comma is legal in a query; the engine splits on it). */
const readable = (query: URLSearchParams) => query.toString().replaceAll('%2C', ',');

/**
 * The drill-down URL of a card, in the parameters the list engine opens a page from (`summaryColKey`, `tabName`,
 * filter fields by name, `dateRange` as "from,to").
 */
export function drillDownUrl(card: DashboardCard, context: DrillDownContext): string {
  const query = new URLSearchParams();
  const { link } = card;
  if (link.page === 'usage') {
    query.set('summaryColKey', link.columnKeys.join(','));
    if (context.divisionCode) query.set('DivisionCode', context.divisionCode);
    if (context.cylinderType !== undefined) query.set('Category', String(context.cylinderType));
    if (link.yearBased) query.set('dateRange', `${context.today.slice(0, 4)}-01-01,${context.today}`);
    return `${pathOfPage('usageSummary')}?${readable(query)}`;
  }
  query.set('summaryColKey', enterpriseColumnKeys[link.tab]);
  query.set('tabName', link.tab);
  if (context.divisionCode) query.set('DivisionCode', context.divisionCode);
  if (link.tab === 'fillStation' && context.cylinderType !== undefined) {
    query.set('StationType', String(context.cylinderType));
  }
  return `${pathOfPage('enterprise')}?${readable(query)}`;
}
