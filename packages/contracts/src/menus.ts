import { CylinderCategory } from './enums';
import { pages } from './pages/index';
import type { PageMenu } from './pages/definePage';

/**
 * The kinds of built page (docs/architecture.md §6), one per `definePage`: one list definition serves every menu entry
 * of its kind, in whichever area (liquefied, industrial, vehicle) the entry stands.
 */
export type PageKind = (typeof pages)[number]['kind'];

/**
 * The menu tree and page registry (spec 01 section 2): the top-level groups, the entries of the built pages (each
 * declared with its page) and the placeholders of the pages not built yet. A menu's name has the form path/title, and
 * the user's allowed menus decide the dynamic routes. The web's routes, the server's menu checks and the web's
 * permission checks all read this one tree.
 */
export interface MenuEntry extends PageMenu {
  /** The kind of the entry's page; absent: a group, or a placeholder (该功能正在开发中). */
  page?: PageKind;
}

/** A child page and its own children: code suffix (3 digits), path segment, title. */
type PlaceholderPage = [suffix: string, segment: string, title: string, children?: readonly PlaceholderPage[]];

/** Placeholder pages (no kind yet) under a group or page: each code starts with its parent's, each path too. */
function area(code: string, path: string, pages: readonly PlaceholderPage[]): MenuEntry[] {
  return pages.flatMap(([suffix, segment, title, children]) => [
    { code: code + suffix, path: `${path}/${segment}`, title },
    ...area(code + suffix, `${path}/${segment}`, children ?? []),
  ]);
}

/** The top-level groups (spec 02 section 2.3), each the parent of the entries whose code starts with its own. */
const groups: readonly MenuEntry[] = [
  { code: '001', path: '/GasCylinder', title: '液化气瓶管理' },
  { code: '002', path: '/IndustryCylinder', title: '工业气瓶管理' },
  { code: '003', path: '/VehicleCylinder', title: '车用气瓶管理' },
  { code: '004', path: '/PressureVessel', title: '移动压力容器' },
  { code: '005', path: '/DataAnalysis', title: '大数据分析' },
  { code: '006', path: '/Regulatory', title: '协同监督' },
  { code: '007', path: '/Register', title: '使用登记' },
  { code: '008', path: '/Setting', title: '系统设置' },
  { code: '009', path: '/UnitManage', title: '单位管理' },
  { code: '010', path: '/Pressure', title: '压力容器充装' },
];

/**
 * The rest of the platform's entries (spec 02 section 2.3), placeholders until a page declares them: a page's entry
 * takes the place of the placeholder of its code (a test checks that both name the same path and title).
 */
export const placeholders: readonly MenuEntry[] = [
  ...area('001', '/GasCylinder', [
    ['009', 'SpotCheck', '抽查管理'],
    ['010001', 'FillingRule/AntiLock', '防锁设置'],
    [
      '011',
      'LockManagement',
      '锁定与解锁',
      [
        ['001', 'Lock', '锁定管理'],
        ['002', 'Unlock', '解锁管理'],
      ],
    ],
    ['012', 'Lease', '气瓶租赁'],
    ['013', 'Sensor', '传感器管理'],
    ['014', 'Harvester', '采集器管理'],
    ['015', 'InspectionItem', '检验项目'],
    ['016', 'AffiliateManage', '挂靠管理'],
    ['017', 'NewBottleTime', '新瓶时间设置'],
    ['018', 'BottleHolder', '瓶座管理'],
  ]),
  ...area('002', '/IndustryCylinder', [
    ['009', 'SpotCheck', '抽查管理'],
    ['010', 'InspectionItem', '检验项目'],
  ]),
  ...area('003', '/VehicleCylinder', [
    ['015', 'AbnormalGas', '异常气体'],
    ['016', 'AffiliateManage', '挂靠管理'],
    ['019', 'ApprovalCylinder', '气瓶审批'],
    ['020', 'ContinuousMonitoring', '连续监测'],
    ['021', 'FileReview', '资料审查'],
    ['027', 'InspectionItem', '检验项目'],
    ['031', 'Replenishment', '补充登记'],
    ['032', 'VcValve', '瓶阀管理'],
  ]),
  ...area('004', '/PressureVessel', [
    ['001', 'Equipment', '设备管理'],
    ['002', 'Certificate', '使用登记证', [['001', 'Print', '证书打印']]],
    ['003', 'ChangeAcceptance', '变更受理'],
    ['004', 'FillingCheck', '充装检查'],
    ['005', 'Registration', '使用登记'],
    ['006', 'Unit', '使用单位'],
  ]),
  ...area('005', '/DataAnalysis', [
    [
      '003',
      'AIWarning',
      'AI预警',
      [
        ['001', 'Statistics', '预警统计'],
        ['002', 'AbnormalBehavior', '异常行为'],
        ['003', 'PersonVehicle', '人车识别'],
        ['004', 'Camera', '摄像头管理'],
        ['005', 'FaceRecognition', '人脸识别'],
        ['006', 'VehicleIdentification', '车辆识别'],
        ['007', 'FireDetection', '烟火检测'],
        ['008', 'IllegalOperation', '违规操作'],
        ['009', 'OcclusionMonitoring', '遮挡监测'],
      ],
    ],
    ['004', 'ArchivesRepeat', '档案重复'],
    ['005', 'ColorQrCode', '彩色二维码'],
    ['006', 'Distribution', '配送管理'],
    ['007', 'InspectionReport', '检验报告'],
    ['008', 'ReportSignature', '报告签章'],
    ['010', 'UrbanLifeline', '城市生命线'],
    ['011', 'MonitoringSummary', '监控汇总'],
    ['012', 'Equipment', '设备管理'],
    ['013', 'Contract', '合同管理'],
    ['014', 'ChainSetting', '连锁设置'],
  ]),
  ...area('006', '/Regulatory', [
    ['001', 'Deposit', '押金管理'],
    ['002', 'Notice', '通知公告'],
    ['003', 'LicenseQuery', '许可证查询'],
    ['005', 'AbnormalDistribution', '异常分布'],
    ['006', 'AbnormalPrecision', '充装精度异常'],
    ['007', 'AnnualAudit', '年度审核'],
    ['008', 'Archives', '档案监管'],
    ['009', 'CheckComments', '检查意见'],
    ['010', 'Classification', '分类分级'],
    ['011', 'CodeRule', '编码规则'],
    ['012', 'Complaint', '投诉举报'],
    ['014', 'InspectionConfig', '检验配置'],
    [
      '015',
      'Monitoring',
      '监控管理',
      [
        ['001', 'Video', '视频监控'],
        ['002', 'Records', '监控记录'],
      ],
    ],
    ['016', 'Rectification', '整改管理'],
    ['017', 'Regulations', '法规标准'],
    ['018', 'RiskMap', '风险地图'],
    ['019', 'SupProject', '监督检查项目'],
    ['020', 'SupProjectType', '检查项目类型'],
    ['022', 'security', '安全管理'],
    ['023', 'sunshineFulling', '阳光充装'],
  ]),
  ...area('007', '/Register', [
    ['001', 'CylinderApproval', '气瓶登记'],
    ['004', 'Agreement', '协议管理'],
    ['005', 'Audit', '登记审核', [['001', 'Rollback', '审核回退']]],
    ['006', 'Cover', '换证与续期'],
    ['007', 'Logout', '注销登记'],
    ['008', 'Scrap', '报废登记'],
    ['009', 'Transfer', '过户登记'],
    ['010', 'Insurance', '保险管理', [['001', 'InsuredAmount', '保额统计']]],
    ['011', 'LawEnforcement', '执法检查'],
    ['012', 'HiddenPeril', '隐患排查'],
    ['013', 'SunlightFilling', '阳光充装'],
    ['014', 'VcApproval', '车用气瓶登记审批'],
    ['015', 'VcReview', '车用气瓶登记复核'],
    ['016', 'Whitelist', '白名单'],
    ['017', 'UseUnit', '使用单位'],
    ['018', 'ReliefValve', '安全阀'],
  ]),
  ...area('008', '/Setting', [['011', 'VcReviewSetting', '车用气瓶审核设置']]),
  ...area('010', '/Pressure', [
    ['001', 'DeviceSearch', '设备查询'],
    ['002', 'FillStation', '充装单位'],
    ['003', 'FillingSearch', '充装查询'],
    ['004', 'UseStation', '使用单位'],
  ]),
];

export const menuName = (menu: MenuEntry) => `${menu.path}/${menu.title}`;

/** Splits a menu name of the form path/title. */
export function parseMenuName(name: string): { path: string; title: string } {
  const cut = name.lastIndexOf('/');
  return cut <= 0 ? { path: name, title: name } : { path: name.slice(0, cut), title: name.slice(cut + 1) };
}

/**
 * What a user may do, by the kinds of page that offer it (each page's `grants`): a call (checked by the server) or a
 * button (shown by the web) is open to the holder of any menu entry of those kinds. Pages of the three areas share
 * the archive calls; the data scope in SQL then decides which rows a user sees.
 */
export type Capability = (typeof pages)[number]['grants'][number];

export const pageCapabilities: Readonly<Record<Capability, readonly PageKind[]>> = (() => {
  const kinds: Partial<Record<Capability, PageKind[]>> = {};
  for (const page of pages) for (const grant of page.grants) (kinds[grant] ??= []).push(page.kind);
  return kinds as Record<Capability, PageKind[]>;
})();

const declaredEntries: readonly MenuEntry[] = pages.flatMap((page) =>
  page.menus.map((menu): MenuEntry => ({ ...menu, page: page.kind })),
);
const declaredCodes = new Set(declaredEntries.map((menu) => menu.code));

/**
 * Every menu entry, in the order of their codes (a parent before its children, as spec 02 section 2.3 numbers them):
 * the groups, the built pages' entries and the placeholders no page declares.
 */
export const menuTree: readonly MenuEntry[] = [
  ...groups,
  ...declaredEntries,
  ...placeholders.filter((menu) => !declaredCodes.has(menu.code)),
].sort((left, right) => (left.code < right.code ? -1 : left.code > right.code ? 1 : 0));

/** The menu codes that open a capability (or any of several), in the tree's order. */
export function menusFor(...capabilities: Capability[]): readonly string[] {
  const kinds = new Set<PageKind>(capabilities.flatMap((capability) => pageCapabilities[capability]));
  return menuTree.filter((menu) => menu.page !== undefined && kinds.has(menu.page)).map((menu) => menu.code);
}

/** The menu codes of the entries of one kind of page, or of those under a path (`/GasCylinder/`) when given. */
export function menusOfPage(kind: PageKind, under = '/'): readonly string[] {
  return menuTree.filter((menu) => menu.page === kind && menu.path.startsWith(under)).map((menu) => menu.code);
}

/**
 * The code of the one entry of a kind of page, or of the one under a path (`/IndustryCylinder/`) when given (what a
 * call or a test names the page by); throws when there is not exactly one.
 */
export function menuOfPage(kind: PageKind, under = '/'): string {
  const codes = menusOfPage(kind, under);
  const only = codes[0];
  if (codes.length !== 1 || only === undefined)
    throw new Error(`page ${kind} has ${codes.length} menu entries under ${under}`);
  return only;
}

/** The path of the one entry of a kind of page (what another page links to); throws when there is not exactly one. */
export function pathOfPage(kind: PageKind): string {
  const entries = menuTree.filter((menu) => menu.page === kind);
  const only = entries[0];
  if (entries.length !== 1 || only === undefined) throw new Error(`page ${kind} has ${entries.length} menu entries`);
  return only.path;
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
