import { describe, expect, it } from 'vitest';
import { columnCanSort, configurablePage, configurablePages, menuEntryOfPath, menusFor } from '../src/index';

describe('configurable pages of the display configuration', () => {
  it('holds every PageName a list definition keys a table by, merging the areas of one PageName', () => {
    const docQuery = configurablePage('DocQuery');
    expect(docQuery?.title).toBe('档案查询');
    expect(docQuery?.areas).toBe('液化气瓶管理、工业气瓶管理、车用气瓶管理');
    expect(configurablePage('Regulator')?.columns.map((column) => column.code)).toContain('regulatorName');
    expect(configurablePage('VcAbnormalCylinder')?.areas).toBe('车用气瓶管理');
  });

  it('leaves out pages whose tables are fixed, and the configuration page itself', () => {
    expect(configurablePage('Column')).toBeUndefined();
    expect(configurablePage('InspectionRule')).toBeUndefined();
    expect(configurablePage('UsageSummary')).toBeUndefined();
    expect(configurablePages().size).toBeGreaterThan(10);
  });

  it('lets a column sort only where the definition sorts it', () => {
    const docQuery = configurablePage('DocQuery')!;
    expect(columnCanSort(docQuery, 'makeDate')).toBe(true);
    expect(columnCanSort(docQuery, 'barcode')).toBe(false);
    expect(columnCanSort(docQuery, 'nothing')).toBe(false);
  });

  it('registers Setting/Column as 008009 after 008008, opening the displayConfig capability', () => {
    expect(menuEntryOfPath('/Setting/Column')).toEqual({
      code: '008009',
      path: '/Setting/Column',
      title: '显示配置',
      page: 'displayConfig',
    });
    expect(menusFor('displayConfig')).toEqual(['008009']);
  });
});
