import { describe, expect, it } from 'vitest';
import {
  columnKeysOfUrl,
  definitionOf,
  enterprisePage,
  filterValuesOfUrl,
  tabOfUrl,
  usageSummaryApi,
  usageSummaryPage,
  type ListPageDefinition,
} from '@gcs/contracts';
import { cutName, noDataText } from '../../../src/pages/Dashboard/cardText';
import { clockFace } from '../../../src/pages/Dashboard/dashboardClock';
import { cardsDrillDown, dashboardCards, drillDownUrl } from '../../../src/pages/Dashboard/dashboardCards';
import { summaryCounters, zeroSummary } from '../../../src/pages/Dashboard/dashboardCounters';
import { bubbleSize, dashboardLayout } from '../../../src/pages/Dashboard/dashboardLayout';
import {
  initialSelection,
  nextRegion,
  selectionReducer,
  type DashboardSelection,
  type SelectionAction,
} from '../../../src/pages/Dashboard/dashboardSelection';

describe('the big-screen clock', () => {
  it('shows China’s date, weekday and time with two-digit parts, whatever the browser’s zone', () => {
    // This suite runs under America/New_York (vitest.config.ts), where the instant is still 25 November.
    expect(clockFace(new Date('2026-11-26T00:05:09Z'))).toEqual({
      date: '2026-11-26',
      weekday: '星期四',
      time: '08:05:09',
    });
  });

  it('names every weekday, Sunday included', () => {
    const days = Array.from(
      { length: 7 },
      (_, day) => clockFace(new Date(Date.UTC(2026, 10, 22 + day, 15, 59, 59))).weekday,
    );
    expect(days).toEqual(['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']);
  });
});

describe('the layout class by the width/height ratio', () => {
  it('is wide above 1.61, normal above 1.4 and narrow otherwise', () => {
    expect(dashboardLayout(1920, 1080)).toBe('dashboard-big--wide');
    expect(dashboardLayout(1610, 1000)).toBe('dashboard-big--normal');
    expect(dashboardLayout(1611, 1000)).toBe('dashboard-big--wide');
    expect(dashboardLayout(1440, 1000)).toBe('dashboard-big--normal');
    expect(dashboardLayout(1400, 1000)).toBe('dashboard-big--narrow');
    expect(dashboardLayout(1024, 768)).toBe('dashboard-big--narrow');
  });

  it('scales the 36x38 bubble by width/1920', () => {
    expect(bubbleSize(1920)).toEqual([36, 38]);
    expect(bubbleSize(3840)).toEqual([72, 76]);
    expect(bubbleSize(960)).toEqual([18, 19]);
  });
});

describe('the cards’ sub-line names', () => {
  it('cuts a name longer than 11 characters to 11 plus an ellipsis', () => {
    expect(cutName('嘉兴市南湖区燃气有限公司充装站')).toBe('嘉兴市南湖区燃气有限公…');
    expect(cutName('嘉兴市南湖区燃气有限公')).toBe('嘉兴市南湖区燃气有限公');
  });

  it('says 暂无数据 when there is no name', () => {
    expect(cutName(null)).toBe(noDataText);
    expect(cutName('  ')).toBe(noDataText);
    expect(noDataText).toBe('暂无数据');
  });
});

describe('the summary counters', () => {
  it('are all 0 for a region without units (204 resolved to null)', () => {
    expect(summaryCounters(null)).toEqual(zeroSummary);
    expect(Object.values(zeroSummary).every((value) => value === 0)).toBe(true);
  });

  it('are the answer’s figures otherwise', () => {
    const data = { ...zeroSummary, registerdCylinderCount: 12, fillingCount: 3 };
    expect(summaryCounters({ data })).toEqual(data);
  });
});

const all = ['330402', '330411', '330421'];
const run = (state: DashboardSelection, ...actions: SelectionAction[]) => actions.reduce(selectionReducer, state);

describe('the selection', () => {
  const start = initialSelection(2, '330400');

  it('starts with all regions for a city user', () => {
    expect(start.region).toBeNull();
  });

  it('selects a clicked region, and deselects it on a second click', () => {
    const selected = run(start, { type: 'click', region: '330411' });
    expect(selected.region).toBe('330411');
    expect(run(selected, { type: 'click', region: '330421' }).region).toBe('330421');
    expect(run(selected, { type: 'click', region: '330411' }).region).toBeNull();
  });

  it('keeps a level-3 user on their own regulator code whatever they click or the cycle does', () => {
    const district = initialSelection(3, '330402');
    expect(district.region).toBe('330402');
    expect(run(district, { type: 'click', region: '330411' }).region).toBe('330402');
    expect(run(district, { type: 'click', region: '330402' }).region).toBe('330402');
    expect(run(district, { type: 'cycle', regions: all }).region).toBe('330402');
    const tab = run(district, { type: 'tab', cylinderType: 2 });
    expect([tab.cylinderType, tab.region]).toEqual([2, '330402']);
  });

  it('clears the selection when a type tab is picked', () => {
    const picked = run(start, { type: 'click', region: '330411' }, { type: 'tab', cylinderType: 3 });
    expect([picked.cylinderType, picked.region]).toEqual([3, null]);
    expect(run(picked, { type: 'tab', cylinderType: undefined }).cylinderType).toBeUndefined();
  });

  it('cycles through the regions in order, wrapping around', () => {
    const steps: (string | null)[] = [];
    let state = start;
    for (let step = 0; step < 4; step += 1) {
      state = selectionReducer(state, { type: 'cycle', regions: all });
      steps.push(state.region);
    }
    expect(steps).toEqual(['330402', '330411', '330421', '330402']);
    expect(nextRegion(all, '999999')).toBe('330402');
    expect(nextRegion([], '330402')).toBeNull();
  });
});

const card = (key: string) => {
  const found = dashboardCards.find((item) => item.key === key);
  if (!found) throw new Error(key);
  return found;
};
const today = '2026-11-26';

/** What the list engine reads from a URL (the same functions the pages open with). */
function opened(page: ListPageDefinition, url: string) {
  const parsed = new URL(url, 'http://localhost');
  const tab = tabOfUrl(page, parsed.searchParams);
  const table = page.tables.find((item) => item.key === tab) ?? page.tables[0];
  return {
    path: parsed.pathname,
    tab,
    columnKeys: columnKeysOfUrl(page, parsed.searchParams),
    filters: filterValuesOfUrl(table?.filters ?? page.filters, table?.call.query, parsed.searchParams),
  };
}

describe('the cards’ drill-down URLs', () => {
  it('opens 使用情况汇总 with the registered column, the region and the category', () => {
    const url = drillDownUrl(card('registered'), { divisionCode: '330402', cylinderType: 1, today });
    expect(url).toBe('/DataAnalysis/UsageSummary?summaryColKey=1-1&DivisionCode=330402&Category=1');
    expect(opened(definitionOf(usageSummaryPage), url)).toEqual({
      path: '/DataAnalysis/UsageSummary',
      tab: 'usage',
      columnKeys: ['1-1'],
      filters: { DivisionCode: '330402', Category: 1 },
    });
  });

  it('opens the qualified column without a category for the All tab', () => {
    const url = drillDownUrl(card('qualified'), { divisionCode: '330400', cylinderType: undefined, today });
    expect(url).toBe('/DataAnalysis/UsageSummary?summaryColKey=1-2&DivisionCode=330400');
  });

  it('adds 1 January to today for the year-based cards, as the day filter reads it', () => {
    const filled = drillDownUrl(card('filledThisYear'), { divisionCode: '330400', cylinderType: 3, today });
    expect(filled).toBe(
      '/DataAnalysis/UsageSummary?summaryColKey=2-1&DivisionCode=330400&Category=3&dateRange=2026-01-01,2026-11-26',
    );
    expect(opened(definitionOf(usageSummaryPage), filled).filters).toEqual({
      DivisionCode: '330400',
      Category: 3,
      From: '2026-01-01',
      To: '2026-11-26',
    });
    const inspected = drillDownUrl(card('inspectedThisYear'), { divisionCode: null, cylinderType: undefined, today });
    expect(inspected).toBe('/DataAnalysis/UsageSummary?summaryColKey=3-1&dateRange=2026-01-01,2026-11-26');
    expect(usageSummaryApi.usageSummary.query?.safeParse({ From: '2026-01-01', To: today }).success).toBe(true);
  });

  it('opens 企业统计 on the filling units’ tab with the station type', () => {
    const url = drillDownUrl(card('fillingUnits'), { divisionCode: '330411', cylinderType: 2, today });
    expect(url).toBe('/DataAnalysis/Enterprise?summaryColKey=1&tabName=fillStation&DivisionCode=330411&StationType=2');
    expect(opened(definitionOf(enterprisePage), url)).toEqual({
      path: '/DataAnalysis/Enterprise',
      tab: 'fillStation',
      columnKeys: ['1'],
      filters: { DivisionCode: '330411', StationType: 2 },
    });
  });

  it('opens 企业统计 on the inspection institutions’ tab', () => {
    const url = drillDownUrl(card('inspectionInstitutions'), { divisionCode: '330400', cylinderType: 1, today });
    expect(url).toBe('/DataAnalysis/Enterprise?summaryColKey=2&tabName=Inspection&DivisionCode=330400');
    expect(opened(definitionOf(enterprisePage), url).tab).toBe('Inspection');
  });

  it('does nothing for belongToType 30 only', () => {
    expect(cardsDrillDown(30)).toBe(false);
    expect([1, 10, 20].map(cardsDrillDown)).toEqual([true, true, true]);
  });
});
