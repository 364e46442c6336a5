import { describe, expect, it } from 'vitest';
import {
  configurablePages,
  cylinderInspectionApi,
  disposalRate,
  drillNarrowing,
  drillOpens,
  DueWindow,
  dueWindowDays,
  forecastCylinderQuery,
  inspectionForecastApi,
  listAreaOf,
  listPageFor,
  menuEntryOfPath,
  type ListPageKind,
} from '../src/index';

function pageAt(path: string, kind: ListPageKind) {
  const entry = menuEntryOfPath(path);
  if (!entry) throw new Error(`${path} 不在菜单中`);
  expect(entry.page).toBe(kind);
  return listPageFor(kind, listAreaOf(entry));
}

describe('检验到期预测, 超期气瓶 and 检验统计 pages', () => {
  it('registers the three pages under their menu codes', () => {
    expect(menuEntryOfPath('/Regulatory/InspectionForecast')).toMatchObject({ code: '006032', title: '检验到期预测' });
    expect(menuEntryOfPath('/Register/Overdue')).toMatchObject({ code: '007003', page: 'overdueCylinders' });
    expect(menuEntryOfPath('/Regulatory/InspectionStatistics')).toMatchObject({
      code: '006013',
      page: 'inspectionStatistics',
    });
  });

  it('shows the forecast in three tabs, each count opening the forecast’s cylinders of its window in a dialog', () => {
    const page = pageAt('/Regulatory/InspectionForecast', 'inspectionForecast');
    expect(page.tables.map((table) => [table.tab, table.call.path])).toEqual([
      ['按区域', inspectionForecastApi.byDistrict.path],
      ['按充装单位', inspectionForecastApi.byStation.path],
      ['按检验机构', inspectionForecastApi.byInstitution.path],
    ]);
    expect(page.filters.map((field) => ('label' in field ? field.label : field.kind))).toEqual([
      '气瓶类别',
      '监管单位',
      '充装单位',
      '检验机构',
    ]);
    for (const table of page.tables) {
      expect(table.summaryRow?.sums).toEqual([
        'overdueCount',
        'due30Count',
        'due60Count',
        'due90Count',
        'dueTotalCount',
      ]);
      const drill = table.drill;
      if (!drill || !('dialog' in drill)) throw new Error(`${table.tab} 应在对话框中打开气瓶`);
      expect(drill.dialog.call).toBe(inspectionForecastApi.cylinders);
      // Every query the dialog sends is one the cylinder call accepts.
      const row = {
        divisionCode: '330502',
        areaName: '吴兴区',
        fillStationId: 7,
        stationName: '甲',
        inspectStationId: 3,
      };
      for (const code of Object.keys(drill.byColumn)) {
        const query = { ...drillNarrowing(drill, row, code), PageIndex: 1 };
        expect(forecastCylinderQuery.safeParse(query).success, `${table.tab} ${code}`).toBe(true);
      }
    }
    const [districts] = page.tables;
    if (!districts?.drill) throw new Error('按区域 应可点击数量');
    expect(drillOpens(districts, 'due30Count')).toBe('30天内到期');
    expect(drillNarrowing(districts.drill, { divisionCode: '330502' }, 'overdueCount')).toEqual({
      DueWindow: DueWindow.Overdue,
      DivisionCode: '330502',
    });
  });

  it('lays the windows end to end, the next 90 days being the three together', () => {
    expect(dueWindowDays[DueWindow.Overdue]).toEqual({ from: null, before: 0 });
    const windows = [DueWindow.Within30, DueWindow.Within60, DueWindow.Within90].map((w) => dueWindowDays[w]);
    windows.forEach((window, index) => expect(window.from).toBe(index === 0 ? 0 : windows[index - 1]!.before));
    expect(dueWindowDays[DueWindow.Next90]).toEqual({ from: 0, before: windows.at(-1)!.before });
    expect(forecastCylinderQuery.safeParse({}).error?.issues[0]?.message).toBe('请选择到期时段');
  });

  it('gives 超期气瓶 its disposal rate of disposed over disposed and still overdue', () => {
    const page = pageAt('/Register/Overdue', 'overdueCylinders');
    const [table] = page.tables;
    expect(table?.columns.map((column) => column.title)).toEqual([
      '序号',
      '所属区域',
      '充装单位',
      '超期气瓶数',
      '超期充装次数',
      '已处置数',
      '处置率(%)',
    ]);
    expect(disposalRate(1, 3)).toBe(25);
    expect(disposalRate(2, 1)).toBe(66.7);
    expect(disposalRate(0, 0)).toBeNull();
    expect(configurablePages().has('Overdue')).toBe(true);
  });

  it('shows 检验统计 as the two existing summaries', () => {
    const page = pageAt('/Regulatory/InspectionStatistics', 'inspectionStatistics');
    expect(page.tables.map((table) => table.call)).toEqual([
      cylinderInspectionApi.byDepartment,
      cylinderInspectionApi.byVcInspectionStation,
    ]);
  });
});
