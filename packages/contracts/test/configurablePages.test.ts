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

  it('configures the pages of spec 02 section 3.12 under its codes, the tabs of a page sharing its PageName', () => {
    const codes = (pageName: string) => configurablePage(pageName)?.columns.map((column) => column.code) ?? [];
    expect(codes('FillStation')).toEqual(expect.arrayContaining(['medium', 'legalPersion', 'stationTypeNameText']));
    expect(codes('InspectStation')).toEqual(
      expect.arrayContaining(['stationCode', 'stationName', 'principal', 'divisionName']),
    );
    // 充装秤离线's detail and monitor tabs share the page's configuration.
    expect(codes('OfflineScale')).toEqual(
      expect.arrayContaining(['deviceguid', 'deviceNumber', 'divisionName', 'stationName', 'uploadTime', 'state']),
    );
    for (const page of ['ExpiredFilling', 'OverdueFilling', 'ScrapFilling', 'NoArchiveFilling']) {
      expect(codes(page), page).toEqual(expect.arrayContaining(['areaName', 'stationName', 'noArchiveCount']));
      expect(codes(page), page).not.toContain('abnormalCount');
    }
    expect(codes('SpecDifferFilling')).toContain('specDifferCount');
    expect(codes('FillingRecord')).toEqual(expect.arrayContaining(['operatorName', 'selfWeight', 'presetWeight']));
    expect(codes('FillingRecord')).not.toContain('operator');
    expect(codes('CylinderList')).toEqual(
      expect.arrayContaining(['rowNumber', 'fillingStationName', 'status', 'volume']),
    );
    for (const old of ['ordinalNum', 'stationName', 'cylinderStatus']) expect(codes('CylinderList')).not.toContain(old);
    // The other archive lists keep their codes.
    expect(codes('DocQuery')).toEqual(expect.arrayContaining(['ordinalNum', 'stationName', 'cylinderStatus']));
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
