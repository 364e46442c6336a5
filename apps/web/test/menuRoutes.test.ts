import { describe, expect, it } from 'vitest';
import { menuName, menuTree } from '@gcs/contracts';
import {
  buildMenuRoutes,
  findMenuRoute,
  firstRouteTarget,
  hasModule,
  signatureEntryTitle,
} from '../src/app/guard/menuRoutes';

const menu = (menuCode: string, menuName: string) => ({ menuCode, menuName });

const menus = [
  menu('005002', '/DataAnalysis/Enterprise/企业统计'),
  menu('001', '/GasCylinder/液化气瓶管理'),
  menu('005', '/DataAnalysis/大数据分析'),
  menu('001002', '/GasCylinder/BlackCylinder/黑名单气瓶'),
  menu('005001', '/DataAnalysis/Report/统计报表'),
  menu('005001001', '/DataAnalysis/Report/Daily/日报'),
  menu('005001002', '/DataAnalysis/Report/Monthly/月报'),
  menu('001001', '/GasCylinder/DocQuery/档案查询'),
];

describe('menus to routes', () => {
  it('groups 3-character codes, their 6-character children and 9-character grandchildren, in code order', () => {
    const routes = buildMenuRoutes(menus);
    expect(routes.map((route) => [route.code, route.path, route.title])).toEqual([
      ['001', '/GasCylinder', '液化气瓶管理'],
      ['005', '/DataAnalysis', '大数据分析'],
    ]);
    expect(routes[0]!.children.map((child) => child.path)).toEqual([
      '/GasCylinder/DocQuery',
      '/GasCylinder/BlackCylinder',
    ]);
    const report = routes[1]!.children[0]!;
    expect(report.title).toBe('统计报表');
    expect(report.children.map((child) => [child.path, child.title])).toEqual([
      ['/DataAnalysis/Report/Daily', '日报'],
      ['/DataAnalysis/Report/Monthly', '月报'],
    ]);
  });

  it('redirects a group to its first built page, and a child without pages to its first grandchild', () => {
    const routes = buildMenuRoutes(menus);
    expect(routes[0]!.redirect).toBe('/GasCylinder/DocQuery');
    // 统计报表 and its reports are no pages of the registry: the group passes over them to 企业统计.
    expect(routes[1]!.redirect).toBe('/DataAnalysis/Enterprise');
    expect(routes[1]!.children[0]!.redirect).toBe('/DataAnalysis/Report/Daily');
    expect(routes[1]!.children[1]!.redirect).toBeUndefined();
    expect(firstRouteTarget(routes)).toBe('/GasCylinder/DocQuery');
    expect(firstRouteTarget([])).toBeNull();
  });

  it('opens an entry that has a page of its own and children, with the real menus of the system manager', () => {
    // GetUserPermission answers a system manager every entry of the registry; the city's menus hold the same ones.
    const routes = buildMenuRoutes(menuTree.map((entry) => ({ menuCode: entry.code, menuName: menuName(entry) })));
    const fillingRule = findMenuRoute(routes, '/GasCylinder/FillingRule')!;
    expect(fillingRule.children.map((child) => child.path)).toContain('/GasCylinder/FillingRule/AntiLock');
    expect(fillingRule.redirect).toBeUndefined();
    const abnormal = findMenuRoute(routes, '/VehicleCylinder/AbnormalFilling')!;
    expect(abnormal.children.length).toBeGreaterThan(0);
    expect(abnormal.redirect).toBeUndefined();
    // A group has no page: it leads to its first entry with one, passing over placeholders before it.
    expect(findMenuRoute(routes, '/GasCylinder')!.redirect).toBe('/GasCylinder/DocQuery');
  });

  it('leads an entry without a page to its first descendant with one, or to its first leaf when none is built', () => {
    const routes = buildMenuRoutes([
      menu('001', '/GasCylinder/液化气瓶管理'),
      menu('001011', '/GasCylinder/LockManagement/锁定与解锁'),
      menu('001011001', '/GasCylinder/LockManagement/Lock/锁定管理'),
      menu('001012', '/GasCylinder/Unbuilt/未建'),
      menu('001012001', '/GasCylinder/Unbuilt/Leaf/未建子项'),
      menu('001013', '/GasCylinder/FillingRecord/充装记录'),
    ]);
    expect(routes[0]!.redirect).toBe('/GasCylinder/FillingRecord');
    expect(findMenuRoute(routes, '/GasCylinder/Unbuilt')!.redirect).toBe('/GasCylinder/Unbuilt/Leaf');
  });

  it('drops entries whose parent the user does not have, and duplicates', () => {
    const routes = buildMenuRoutes([
      menu('002001', '/IndustryCylinder/DocQuery/档案查询'),
      menu('001', '/GasCylinder/液化气瓶管理'),
      menu('001', '/GasCylinder/液化气瓶管理'),
      menu('0010', '/Bad/坏编码'),
    ]);
    expect(routes).toHaveLength(1);
    expect(routes[0]!.redirect).toBeUndefined();
    expect(firstRouteTarget(routes)).toBe('/GasCylinder');
  });

  it('finds routes without regard to case and tells whether a module is open to the user', () => {
    const routes = buildMenuRoutes(menus);
    expect(findMenuRoute(routes, '/gascylinder/docquery')?.title).toBe('档案查询');
    expect(findMenuRoute(routes, '/Register')).toBeUndefined();
    expect(hasModule(routes, '/DataAnalysis')).toBe(true);
    expect(hasModule(routes, '/Data')).toBe(false);
    expect(hasModule(routes, '/Register')).toBe(false);
  });

  describe('electronic signature entry', () => {
    const withSignature = [
      menu('005', '/DataAnalysis/大数据分析'),
      menu('005003', '/DataAnalysis/ReportSignature/报表签章'),
      menu('005003001', '/DataAnalysis/ReportSignature/Seal/签章管理'),
    ];
    const entryPath = '/DataAnalysis/ReportSignature/ElectronicSignature';

    it('is added under ReportSignature for the configured station code only', () => {
      const routes = buildMenuRoutes(withSignature, { stationCode: 'ST001', signatureStationCode: 'ST001' });
      const signature = findMenuRoute(routes, '/DataAnalysis/ReportSignature')!;
      expect(signature.children.map((child) => child.path)).toEqual(['/DataAnalysis/ReportSignature/Seal', entryPath]);
      expect(findMenuRoute(routes, entryPath)?.title).toBe(signatureEntryTitle);
    });

    it('is absent for other stations and when no station code is configured', () => {
      const other = buildMenuRoutes(withSignature, { stationCode: 'ST002', signatureStationCode: 'ST001' });
      expect(findMenuRoute(other, entryPath)).toBeUndefined();
      const unset = buildMenuRoutes(withSignature, { stationCode: '', signatureStationCode: '' });
      expect(findMenuRoute(unset, entryPath)).toBeUndefined();
    });

    it('makes a ReportSignature without children lead to the entry', () => {
      const routes = buildMenuRoutes(withSignature.slice(0, 2), {
        stationCode: 'ST001',
        signatureStationCode: 'ST001',
      });
      expect(findMenuRoute(routes, '/DataAnalysis/ReportSignature')?.redirect).toBe(entryPath);
    });
  });
});
