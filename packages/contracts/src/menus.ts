import { CylinderCategory } from './enums';

/**
 * The kinds of built page: one component (or list definition) serves every menu entry of its kind, in whichever area
 * (liquefied, industrial, vehicle) the entry stands.
 */
export type PageKind =
  | 'archiveQuery'
  | 'vehicleArchive'
  | 'archiveManagement'
  | 'cylinderList'
  | 'fillStationCount'
  | 'useStationCount'
  | 'archiveAudit'
  | 'blacklist'
  | 'abnormal'
  | 'vehicleTypes'
  | 'cylinderTypes'
  | 'referenceData'
  | 'inspectionRules'
  | 'regionalManagement'
  | 'regulatorUnits'
  | 'fillStations'
  | 'inspectStations'
  | 'ownStation'
  | 'inspectUsers'
  | 'sendUnits'
  | 'users';

/**
 * The menu tree and page registry (spec 01 section 2): a 3-character code is a top-level group, 6 a child, 9 a
 * grandchild. A menu's name has the form path/title, and the user's allowed menus decide the dynamic routes. An
 * entry whose page is built names its kind; its PageName (the column-configuration key of spec 02 section 3.9) is the
 * last segment of its path unless it says otherwise. The web's routes, the server's menu checks and the web's
 * permission checks all read this one table.
 */
export interface MenuEntry {
  code: string;
  path: string;
  title: string;
  page?: PageKind;
  pageName?: string;
}

const entry = (code: string, path: string, title: string, page?: PageKind, pageName?: string): MenuEntry => ({
  code,
  path,
  title,
  ...(page ? { page } : {}),
  ...(pageName ? { pageName } : {}),
});

export const menuTree: readonly MenuEntry[] = [
  entry('001', '/GasCylinder', '液化气瓶管理'),
  entry('001001', '/GasCylinder/DocQuery', '档案查询', 'archiveQuery'),
  entry('001002', '/GasCylinder/BlackCylinder', '黑名单气瓶', 'blacklist'),
  entry('001003', '/GasCylinder/FillingStatistics', '充装统计'),
  entry('001004', '/GasCylinder/LastFillQuery', '最后充装查询'),
  entry('001005', '/GasCylinder/DocManagement', '档案管理', 'archiveManagement'),
  entry('001006', '/GasCylinder/cylinderAudit', '档案审核', 'archiveAudit'),
  entry('001007', '/GasCylinder/AbnormalCylinder', '异常气瓶', 'abnormal'),
  entry('002', '/IndustryCylinder', '工业气瓶管理'),
  entry('002001', '/IndustryCylinder/DocQuery', '档案查询', 'archiveQuery'),
  entry('002002', '/IndustryCylinder/BlackCylinder', '黑名单气瓶', 'blacklist'),
  entry('002003', '/IndustryCylinder/DocManagement', '档案管理', 'archiveManagement'),
  entry('002004', '/IndustryCylinder/cylinderAudit', '档案审核', 'archiveAudit'),
  entry('002005', '/IndustryCylinder/AbnormalCylinder', '异常气瓶', 'abnormal'),
  entry('003', '/VehicleCylinder', '车用气瓶管理'),
  entry('003001', '/VehicleCylinder/VcDocQuery', '车用气瓶档案', 'vehicleArchive'),
  entry('003002', '/VehicleCylinder/cylinderAudit', '气瓶审核', 'archiveAudit', 'VcCylinderAudit'),
  entry('003003', '/VehicleCylinder/VcInspectionList', '检验记录'),
  entry('003004', '/VehicleCylinder/VcInspectionAudit', '检验审核'),
  entry('003005', '/VehicleCylinder/VcInspectionApproval', '检验审批'),
  entry('003006', '/VehicleCylinder/DocQuery', '档案查询', 'archiveQuery'),
  entry('003007', '/VehicleCylinder/DocQueryFillStation', '充装站档案', 'fillStationCount'),
  entry('003008', '/VehicleCylinder/DocQueryUseStation', '使用单位档案', 'useStationCount'),
  entry('003009', '/VehicleCylinder/CylinderList', '气瓶列表', 'cylinderList'),
  entry('003010', '/VehicleCylinder/Blacklist', '黑名单气瓶', 'blacklist'),
  entry('003011', '/VehicleCylinder/AbnormalCylinder', '异常气瓶', 'abnormal', 'VcAbnormalCylinder'),
  entry('003012', '/VehicleCylinder/TypeManagement', '车辆类型', 'vehicleTypes'),
  entry('003013', '/VehicleCylinder/CylinderType', '气瓶类型', 'cylinderTypes'),
  entry('004', '/PressureVessel', '移动压力容器'),
  entry('004001', '/PressureVessel/Equipment', '设备管理'),
  entry('005', '/DataAnalysis', '大数据分析'),
  entry('005001', '/DataAnalysis/UsageSummary', '使用情况汇总'),
  entry('005002', '/DataAnalysis/Enterprise', '企业统计'),
  entry('006', '/Regulatory', '协同监督'),
  entry('006001', '/Regulatory/Deposit', '押金管理'),
  entry('006002', '/Regulatory/Notice', '通知公告'),
  entry('006003', '/Regulatory/LicenseQuery', '许可证查询'),
  entry('007', '/Register', '使用登记'),
  entry('007001', '/Register/CylinderApproval', '气瓶登记'),
  entry('007002', '/Register/InspectionManage', '检验管理'),
  entry('007003', '/Register/Overdue', '超期气瓶'),
  entry('008', '/Setting', '系统设置'),
  entry('008001', '/Setting/User', '用户管理', 'users'),
  entry('008002', '/Setting/Role', '角色管理'),
  entry('008003', '/Setting/MenuManagement', '菜单管理'),
  entry('008004', '/Setting/SysLogs', '系统日志'),
  entry('008005', '/Setting/parameter', '参数设置'),
  entry('008006', '/Setting/ReferenceData', '基础数据', 'referenceData'),
  entry('008007', '/Setting/InspectionRule', '检验规则', 'inspectionRules'),
  entry('008008', '/Setting/RegionalManagement', '区域管理', 'regionalManagement'),
  entry('009', '/UnitManage', '单位管理'),
  entry('009001', '/UnitManage/Regulator', '监管单位', 'regulatorUnits'),
  entry('009002', '/UnitManage/FillStation', '充装单位', 'fillStations'),
  entry('009003', '/UnitManage/InspectStation', '检验机构', 'inspectStations'),
  entry('009004', '/UnitManage/OwnStation', '本站管理', 'ownStation'),
  entry('009005', '/UnitManage/InspectUser', '检验人员', 'inspectUsers'),
  entry('009006', '/UnitManage/SendUnit', '送检单位', 'sendUnits'),
];

export const menuName = (menu: MenuEntry) => `${menu.path}/${menu.title}`;

/** Splits a menu name of the form path/title. */
export function parseMenuName(name: string): { path: string; title: string } {
  const cut = name.lastIndexOf('/');
  return cut <= 0 ? { path: name, title: name } : { path: name.slice(0, cut), title: name.slice(cut + 1) };
}

/**
 * What a user may do, by the kinds of page that offer it: a call (checked by the server) or a button (shown by the web)
 * is open to the holder of any menu entry of those kinds. Pages of the three areas share the archive calls; the data
 * scope in SQL then decides which rows a user sees.
 */
export const pageCapabilities = {
  /** Reading archives: every page that shows cylinder records. */
  readArchives: [
    'archiveQuery',
    'vehicleArchive',
    'archiveManagement',
    'cylinderList',
    'fillStationCount',
    'useStationCount',
    'archiveAudit',
    'blacklist',
    'abnormal',
  ],
  /** Registering, editing, deleting and importing archives. */
  manageArchives: ['archiveManagement', 'cylinderList'],
  auditArchives: ['archiveAudit'],
  blacklist: ['blacklist'],
  abnormal: ['abnormal'],
  vehicleTypes: ['vehicleTypes'],
  cylinderTypes: ['cylinderTypes', 'referenceData'],
  referenceData: ['referenceData'],
  inspectionRules: ['inspectionRules'],
  /** Districts of the region tree (RegionalManagement). */
  districts: ['regionalManagement'],
  /** Regulators and their bindings to stations. */
  regulatorUnits: ['regulatorUnits'],
  /** Filling stations: their details, validity, chain filling and regulators. */
  fillStations: ['fillStations'],
  /** Inspection institutions and their bindings to filling stations. */
  inspectStations: ['inspectStations'],
  /** A filling station's own operators, signatures, monitors, valves and settings (its own only, by scope). */
  stationUpkeep: ['fillStations', 'ownStation'],
  /** An inspection institution's users and sending units (its own only, by scope). */
  inspectionUpkeep: ['inspectStations', 'inspectUsers', 'sendUnits'],
  /** Users, their passwords and validity, and the login locks (Setting/User), within the holder's scope. */
  users: ['users'],
} as const satisfies Record<string, readonly PageKind[]>;
export type Capability = keyof typeof pageCapabilities;

/** The menu codes that open a capability (or any of several), in the tree's order. */
export function menusFor(...capabilities: Capability[]): readonly string[] {
  const kinds = new Set<PageKind>(capabilities.flatMap((capability) => pageCapabilities[capability]));
  return menuTree.filter((menu) => menu.page !== undefined && kinds.has(menu.page)).map((menu) => menu.code);
}

/** The menu codes of the entries of one kind of page. */
export function menusOfPage(kind: PageKind): readonly string[] {
  return menuTree.filter((menu) => menu.page === kind).map((menu) => menu.code);
}

const comparablePath = (path: string) => path.trim().replace(/\/+$/, '').toLowerCase();

/** The registry entry of a path (compared without regard to case or a trailing slash, as the router compares). */
export function menuEntryOfPath(path: string): MenuEntry | undefined {
  const wanted = comparablePath(path);
  return menuTree.find((menu) => comparablePath(menu.path) === wanted);
}

/** The column-configuration key of a page: its own, or the last segment of its path. */
export function pageNameOf(menu: MenuEntry): string {
  return menu.pageName ?? menu.path.split('/').filter(Boolean).at(-1) ?? '';
}

const groupCategories: Record<string, CylinderCategory> = {
  '001': CylinderCategory.Liquefied,
  '002': CylinderCategory.Industrial,
  '003': CylinderCategory.Vehicle,
};

/** The cylinder category a page serves, by its top-level group (liquefied outside the three cylinder areas). */
export function categoryOfMenu(menu: MenuEntry): CylinderCategory {
  return groupCategories[menu.code.slice(0, 3)] ?? CylinderCategory.Liquefied;
}

/** The module tiles of /Main (spec 01 section 2), each the top-level group of the same path. */
export const moduleTiles = [
  { path: '/GasCylinder', title: '液化气瓶管理' },
  { path: '/IndustryCylinder', title: '工业气瓶管理' },
  { path: '/VehicleCylinder', title: '车用气瓶管理' },
  { path: '/PressureVessel', title: '移动压力容器' },
  { path: '/DataAnalysis', title: '大数据分析' },
  { path: '/Regulatory', title: '协同监督' },
  { path: '/Register', title: '使用登记' },
] as const;
