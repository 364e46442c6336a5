import { describe, expect, it } from 'vitest';
import {
  categoryOfMenu,
  CylinderCategory,
  menuCompareRows,
  menuEntryOfPath,
  menuOfPage,
  menusFor,
  menusOfPage,
  menuTree,
  pageCapabilities,
  pageNameOf,
  pages,
  placeholders,
} from '../src/index';
import { staleIndexes } from '../../../tools/pageIndex';

describe('page registry', () => {
  it('opens each archive capability to exactly the menus of the pages that offer it', () => {
    // prettier-ignore
    expect(menusFor('readArchives')).toEqual([
      '001001', '001002', '001005', '001006', '001007',
      '002001', '002002', '002003', '002004', '002005',
      '003001', '003002', '003006', '003007', '003008', '003009', '003010', '003011',
    ]);
    expect(menusFor('manageArchives')).toEqual(['001005', '002003', '003009']);
    expect(menusFor('auditArchives')).toEqual(['001006', '002004', '003002']);
    expect(menusFor('blacklist')).toEqual(['001002', '002002', '003010']);
    expect(menusFor('abnormal')).toEqual(['001007', '002005', '003011']);
    expect(menusFor('vehicleTypes')).toEqual(['003012']);
    expect(menusFor('cylinderTypes')).toEqual(['003013', '008006']);
    expect(menusFor('inspectionRules')).toEqual(['008007']);
  });

  it('joins capabilities without repeating a menu, in the tree order', () => {
    const joined = menusFor('readArchives', 'auditArchives', 'inspectionRules');
    expect(new Set(joined).size).toBe(joined.length);
    expect(joined.at(-1)).toBe('008007');
    expect(joined).toContain('003002');
  });

  it('gives every page kind a capability, so no built page is unreachable by the server checks', () => {
    const offered = new Set(Object.values(pageCapabilities).flat());
    const kinds = menuTree.flatMap((menu) => (menu.page ? [menu.page] : []));
    for (const kind of kinds) expect(offered.has(kind), kind).toBe(true);
  });

  it('finds a path without regard to case or a trailing slash, and nothing for an unknown path', () => {
    expect(menuEntryOfPath('/gascylinder/blackcylinder/')?.code).toBe('001002');
    expect(menuEntryOfPath('/VehicleCylinder/Blacklist')?.page).toBe('blacklist');
    expect(menuEntryOfPath('/GasCylinder/Nothing')).toBeUndefined();
  });

  it('names the one entry of a page, in an area when given, and refuses a page of several entries', () => {
    expect(menuOfPage('vehicleTypes')).toBe('003012');
    expect(menuOfPage('archiveQuery', '/IndustryCylinder/')).toBe('002001');
    expect(menusOfPage('archiveQuery', '/IndustryCylinder/')).toEqual(['002001']);
    expect(() => menuOfPage('archiveQuery')).toThrow('page archiveQuery has 3 menu entries under /');
    expect(() => menuOfPage('vehicleTypes', '/GasCylinder/')).toThrow('page vehicleTypes has 0 menu entries');
  });

  it('names a page by its last path segment unless the entry names it', () => {
    expect(pageNameOf(menuEntryOfPath('/IndustryCylinder/DocQuery')!)).toBe('DocQuery');
    expect(pageNameOf(menuEntryOfPath('/GasCylinder/AbnormalCylinder')!)).toBe('AbnormalCylinder');
    expect(pageNameOf(menuEntryOfPath('/VehicleCylinder/AbnormalCylinder')!)).toBe('VcAbnormalCylinder');
  });

  it('reads the cylinder category from the top-level group', () => {
    expect(categoryOfMenu(menuEntryOfPath('/GasCylinder/DocQuery')!)).toBe(CylinderCategory.Liquefied);
    expect(categoryOfMenu(menuEntryOfPath('/IndustryCylinder/DocQuery')!)).toBe(CylinderCategory.Industrial);
    expect(categoryOfMenu(menuEntryOfPath('/VehicleCylinder/CylinderList')!)).toBe(CylinderCategory.Vehicle);
    expect(categoryOfMenu(menuEntryOfPath('/Setting/InspectionRule')!)).toBe(CylinderCategory.Liquefied);
  });

  it('lists in the feature comparison an entry that has a page of its own and entries below it', () => {
    const rows = menuCompareRows();
    for (const path of ['/GasCylinder/FillingRule', '/VehicleCylinder/AbnormalFilling']) {
      const entry = menuEntryOfPath(path)!;
      expect(menuTree.some((menu) => menu.code.length > entry.code.length && menu.code.startsWith(entry.code))).toBe(
        true,
      );
      expect(rows.find((row) => row.menuCode === entry.code)).toMatchObject({ available: true });
    }
    // A group without a page of its own stays out.
    expect(rows.some((row) => row.menuCode === '001')).toBe(false);
  });

  it('holds each code and each path once, a page’s entry standing where the placeholder of its code stood', () => {
    const codes = menuTree.map((menu) => menu.code);
    expect(new Set(codes).size).toBe(codes.length);
    const paths = menuTree.map((menu) => menu.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    expect(codes).toEqual([...codes].sort());
    const declared = new Map(pages.flatMap((page) => page.menus.map((menu) => [menu.code, menu] as const)));
    for (const placeholder of placeholders) {
      const entry = declared.get(placeholder.code);
      if (entry) expect([entry.path, entry.title], placeholder.code).toEqual([placeholder.path, placeholder.title]);
    }
  });

  it('declares each kind once, and the page and module indexes are the ones `npm run pages` writes', async () => {
    const kinds = pages.map((page) => page.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(await staleIndexes()).toEqual([]);
  });
});
