import { CylinderCategory } from './enums';
import { FillingFlag } from './rules/fillingFlags';

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
  | 'sysLogs'
  | 'parameters'
  | 'regionalManagement'
  | 'regulatorUnits'
  | 'fillStations'
  | 'inspectStations'
  | 'ownStation'
  | 'inspectUsers'
  | 'sendUnits'
  | 'roles'
  | 'menus'
  | 'displayConfig'
  | 'users'
  | 'fillingRefusals'
  | 'scaleDevices'
  | 'abnormalFillings'
  | 'clonedLabels'
  | 'beforeFillingChecks'
  | 'afterFillingChecks'
  | 'fillingSummary'
  | 'offlineScales'
  | 'fillingRecords'
  | 'fillingHistory'
  | 'lastFillings'
  | 'activeCylinders'
  | 'continuousFillings'
  | 'thirdPartyFillings'
  | 'inspectionRecords'
  | 'inspectionReports'
  | 'inspectionAudit'
  | 'inspectionApproval'
  | 'periodicInspection'
  | 'findingsAudit'
  | 'deletedFillings'
  | 'abnormalFillingAudit'
  | 'uploadConflicts'
  | 'fillingRules'
  | 'reportViews'
  | 'fillingTotal'
  | 'statusChanges'
  | 'inspectionForecast'
  | 'overdueCylinders'
  | 'inspectionStatistics'
  | 'lastFillDepartments'
  | 'lastFillStations'
  | 'usageSummary'
  | 'enterprise'
  | 'deliveryRecords'
  | 'fillingRate';

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
  /**
   * Filter values the entry's page always carries (超期充装 is the abnormal-filling list fixed to the Expired flag):
   * the list engine adds them to every call of the page and hides the widgets that would set them.
   */
  fixed?: Readonly<Record<string, number>>;
}

const entry = (
  code: string,
  path: string,
  title: string,
  page?: PageKind,
  pageName?: string,
  fixed?: Readonly<Record<string, number>>,
): MenuEntry => ({
  code,
  path,
  title,
  ...(page ? { page } : {}),
  ...(pageName ? { pageName } : {}),
  ...(fixed ? { fixed } : {}),
});

/**
 * The vehicle group's abnormal-filling pages (/VehicleCylinder/AbnormalFilling/...): the abnormal-filling list, each
 * fixed to one flag. 逾期未检充装 is the Expired flag as 超期充装 is: the platform flags a filling Expired exactly when
 * the cylinder's next inspection date had passed (overdue for inspection); a cylinder past its design life is flagged
 * Scrapped (报废气瓶充装). See docs/decisions.md.
 */
const vehicleAbnormalFillings: readonly [suffix: string, segment: string, title: string, flag: FillingFlag][] = [
  ['001', 'ExpiredFilling', '超期充装', FillingFlag.Expired],
  ['002', 'LessFilling', '欠量充装', FillingFlag.LessFilled],
  ['003', 'NoArchiveFilling', '无档案充装', FillingFlag.NoArchive],
  ['004', 'NoBeforeFilling', '未做充装前检查', FillingFlag.NoPreCheck],
  ['005', 'OverdueFilling', '逾期未检充装', FillingFlag.Expired],
  ['006', 'ScrapFilling', '报废气瓶充装', FillingFlag.Scrapped],
  ['007', 'SpecDifferFilling', '规格不符充装', FillingFlag.SpecMismatch],
  ['008', 'OverWeightFilling', '超量充装', FillingFlag.OverWeight],
];

/** A child page and its own children: code suffix (3 digits), path segment, title. */
type PlaceholderPage = [suffix: string, segment: string, title: string, children?: readonly PlaceholderPage[]];

/** Placeholder pages (no kind yet) under a group or page: each code starts with its parent's, each path too. */
function area(code: string, path: string, pages: readonly PlaceholderPage[]): MenuEntry[] {
  return pages.flatMap(([suffix, segment, title, children]) => [
    entry(code + suffix, `${path}/${segment}`, title),
    ...area(code + suffix, `${path}/${segment}`, children ?? []),
  ]);
}

export const menuTree: readonly MenuEntry[] = [
  entry('001', '/GasCylinder', '液化气瓶管理'),
  entry('001001', '/GasCylinder/DocQuery', '档案查询', 'archiveQuery'),
  entry('001002', '/GasCylinder/BlackCylinder', '黑名单气瓶', 'blacklist'),
  entry('001003', '/GasCylinder/FillingStatistics', '充装统计', 'fillingSummary'),
  entry('001004', '/GasCylinder/LastFillQuery', '最后充装查询', 'lastFillings'),
  entry('001005', '/GasCylinder/DocManagement', '档案管理', 'archiveManagement'),
  entry('001006', '/GasCylinder/cylinderAudit', '档案审核', 'archiveAudit'),
  entry('001007', '/GasCylinder/AbnormalCylinder', '异常气瓶', 'abnormal'),
  entry('001008', '/GasCylinder/AbnormalFilling', '异常充装', 'abnormalFillings'),
  entry('001019', '/GasCylinder/FillingRecord', '充装记录', 'fillingRecords'),
  entry('001020', '/GasCylinder/FillHistory', '充装历史', 'fillingHistory'),
  entry('001021', '/GasCylinder/ActiveCylinder', '活跃气瓶', 'activeCylinders'),
  entry('001022', '/GasCylinder/ContinuousFilling', '连续充装', 'continuousFillings'),
  entry('001010', '/GasCylinder/FillingRule', '充装规则', 'fillingRules'),
  entry('002', '/IndustryCylinder', '工业气瓶管理'),
  entry('002001', '/IndustryCylinder/DocQuery', '档案查询', 'archiveQuery'),
  entry('002002', '/IndustryCylinder/BlackCylinder', '黑名单气瓶', 'blacklist'),
  entry('002003', '/IndustryCylinder/DocManagement', '档案管理', 'archiveManagement'),
  entry('002004', '/IndustryCylinder/cylinderAudit', '档案审核', 'archiveAudit'),
  entry('002005', '/IndustryCylinder/AbnormalCylinder', '异常气瓶', 'abnormal'),
  entry('002006', '/IndustryCylinder/FillingStatistics', '充装统计', 'fillingSummary'),
  entry('002007', '/IndustryCylinder/LastFillQuery', '最后充装查询', 'lastFillings'),
  entry('002008', '/IndustryCylinder/AbnormalFilling', '异常充装', 'abnormalFillings'),
  entry('002011', '/IndustryCylinder/FillingRecord', '充装记录', 'fillingRecords'),
  entry('002012', '/IndustryCylinder/FillHistory', '充装历史', 'fillingHistory'),
  entry('002013', '/IndustryCylinder/ActiveCylinder', '活跃气瓶', 'activeCylinders'),
  entry('002014', '/IndustryCylinder/ContinuousFilling', '连续充装', 'continuousFillings'),
  entry('003', '/VehicleCylinder', '车用气瓶管理'),
  entry('003001', '/VehicleCylinder/VcDocQuery', '车用气瓶档案', 'vehicleArchive'),
  entry('003002', '/VehicleCylinder/cylinderAudit', '气瓶审核', 'archiveAudit', 'VcCylinderAudit'),
  entry('003003', '/VehicleCylinder/VcInspectionList', '检验记录', 'inspectionRecords'),
  entry('003004', '/VehicleCylinder/VcInspectionAudit', '检验审核', 'inspectionAudit'),
  entry('003005', '/VehicleCylinder/VcInspectionApproval', '检验审批', 'inspectionApproval'),
  entry('003026', '/VehicleCylinder/Inspection', '定期检验', 'periodicInspection'),
  entry('003033', '/VehicleCylinder/findingsAudit', '检验结论审核', 'findingsAudit'),
  entry('003006', '/VehicleCylinder/DocQuery', '档案查询', 'archiveQuery'),
  entry('003007', '/VehicleCylinder/DocQueryFillStation', '充装站档案', 'fillStationCount'),
  entry('003008', '/VehicleCylinder/DocQueryUseStation', '使用单位档案', 'useStationCount'),
  entry('003009', '/VehicleCylinder/CylinderList', '气瓶列表', 'cylinderList'),
  entry('003010', '/VehicleCylinder/Blacklist', '黑名单气瓶', 'blacklist'),
  entry('003011', '/VehicleCylinder/AbnormalCylinder', '异常气瓶', 'abnormal', 'VcAbnormalCylinder'),
  entry('003012', '/VehicleCylinder/TypeManagement', '车辆类型', 'vehicleTypes'),
  entry('003013', '/VehicleCylinder/CylinderType', '气瓶类型', 'cylinderTypes'),
  entry('003014', '/VehicleCylinder/AbnormalFilling', '异常充装', 'abnormalFillings'),
  ...vehicleAbnormalFillings.map(([suffix, segment, title, flag]) =>
    entry(`003014${suffix}`, `/VehicleCylinder/AbnormalFilling/${segment}`, title, 'abnormalFillings', undefined, {
      Flag: flag,
    }),
  ),
  entry('003017', '/VehicleCylinder/BeforeFillingInspection', '充装前检查', 'beforeFillingChecks'),
  entry('003018', '/VehicleCylinder/AfterFillingInspection', '充装后检查', 'afterFillingChecks'),
  entry('003022', '/VehicleCylinder/FillHistory', '充装历史', 'fillingHistory'),
  entry('003023', '/VehicleCylinder/FillingRate', '充装率', 'fillingRate'),
  entry('003024', '/VehicleCylinder/FillingSummary', '充装汇总', 'fillingSummary'),
  entry('003025', '/VehicleCylinder/FillingTotal', '充装总量', 'fillingTotal'),
  entry('003028', '/VehicleCylinder/LastFillDepartment', '最后充装部门', 'lastFillDepartments'),
  entry('003029', '/VehicleCylinder/LastFillStation', '最后充装单位', 'lastFillStations'),
  entry('003030', '/VehicleCylinder/LastFilling', '最后充装记录', 'lastFillings'),
  entry('003034', '/VehicleCylinder/FillingRecord', '充装记录', 'fillingRecords'),
  entry('003035', '/VehicleCylinder/ActiveCylinder', '活跃气瓶', 'activeCylinders'),
  entry('003036', '/VehicleCylinder/ContinuousFilling', '连续充装', 'continuousFillings'),
  entry('004', '/PressureVessel', '移动压力容器'),
  entry('004001', '/PressureVessel/Equipment', '设备管理'),
  entry('005', '/DataAnalysis', '大数据分析'),
  entry('005001', '/DataAnalysis/UsageSummary', '使用情况汇总', 'usageSummary'),
  entry('005002', '/DataAnalysis/Enterprise', '企业统计', 'enterprise'),
  entry('005006', '/DataAnalysis/Distribution', '配送管理'),
  entry('005006001', '/DataAnalysis/Distribution/DeliveryRecord', '配送记录', 'deliveryRecords'),
  entry('005009', '/DataAnalysis/ThirdPartyFilling', '第三方充装', 'thirdPartyFillings'),
  entry('006', '/Regulatory', '协同监督'),
  entry('006001', '/Regulatory/Deposit', '押金管理'),
  entry('006002', '/Regulatory/Notice', '通知公告'),
  entry('006003', '/Regulatory/LicenseQuery', '许可证查询'),
  entry('006004', '/Regulatory/AbnormalFillingAudit', '异常充装审核', 'abnormalFillingAudit'),
  entry('006021', '/Regulatory/UploadInspectionReport', '检验报告上传', 'inspectionReports'),
  entry('006024', '/Regulatory/RefusedFilling', '拒充记录', 'fillingRefusals'),
  entry('006025', '/Regulatory/ClonedLabel', '疑似克隆标签', 'clonedLabels'),
  entry('006027', '/Regulatory/DeletedFilling', '已删除充装记录', 'deletedFillings'),
  entry('006028', '/Regulatory/UploadConflict', '上传冲突', 'uploadConflicts'),
  entry('006030', '/Regulatory/OfflineScale', '充装秤离线', 'offlineScales'),
  entry('006031', '/Regulatory/StatusChange', '状态变更统计', 'statusChanges'),
  entry('006032', '/Regulatory/InspectionForecast', '检验到期预测', 'inspectionForecast'),
  entry('006013', '/Regulatory/InspectionStatistics', '检验统计', 'inspectionStatistics'),
  entry('007', '/Register', '使用登记'),
  entry('007001', '/Register/CylinderApproval', '气瓶登记'),
  entry('007002', '/Register/InspectionManage', '检验管理', 'inspectionRecords'),
  entry('007003', '/Register/Overdue', '超期气瓶', 'overdueCylinders'),
  entry('007019', '/Register/ScaleDevice', '充装秤', 'scaleDevices'),
  entry('008', '/Setting', '系统设置'),
  entry('008001', '/Setting/User', '用户管理', 'users'),
  entry('008002', '/Setting/Role', '角色管理', 'roles'),
  entry('008003', '/Setting/MenuManagement', '菜单管理', 'menus'),
  entry('008004', '/Setting/SysLogs', '系统日志', 'sysLogs'),
  entry('008005', '/Setting/parameter', '参数设置', 'parameters'),
  entry('008006', '/Setting/ReferenceData', '基础数据', 'referenceData'),
  entry('008007', '/Setting/InspectionRule', '检验规则', 'inspectionRules'),
  entry('008008', '/Setting/RegionalManagement', '区域管理', 'regionalManagement'),
  entry('008009', '/Setting/Column', '显示配置', 'displayConfig'),
  entry('008010', '/Setting/Report', '报表视图', 'reportViews'),
  entry('009', '/UnitManage', '单位管理'),
  entry('009001', '/UnitManage/Regulator', '监管单位', 'regulatorUnits'),
  entry('009002', '/UnitManage/FillStation', '充装单位', 'fillStations'),
  entry('009003', '/UnitManage/InspectStation', '检验机构', 'inspectStations'),
  entry('009004', '/UnitManage/OwnStation', '本站管理', 'ownStation'),
  entry('009005', '/UnitManage/InspectUser', '检验人员', 'inspectUsers'),
  entry('009006', '/UnitManage/SendUnit', '送检单位', 'sendUnits'),
  // The rest of the platform's pages (spec 02 section 2.3), placeholders until their page is built.
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
    ['007', 'InspectionReport', '检验报告'],
    ['008', 'ReportSignature', '报告签章'],
    ['010', 'UrbanLifeline', '城市生命线'],
    ['011', 'MonitoringSummary', '监控汇总'],
    ['012', 'Equipment', '设备管理'],
    ['013', 'Contract', '合同管理'],
    ['014', 'ChainSetting', '连锁设置'],
  ]),
  ...area('006', '/Regulatory', [
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
  entry('010', '/Pressure', '压力容器充装'),
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
  /** Reading and exporting the system log. */
  sysLogs: ['sysLogs'],
  /** System parameters. */
  parameters: ['parameters'],
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
  /** Roles and the menus each role holds (Setting/Role). */
  roles: ['roles'],
  /** The menu entries themselves: titles, order, validity, extra entries (Setting/MenuManagement). */
  menus: ['menus'],
  /** Reading the whole menu tree: the role editor's checkable tree and the menu page. */
  menuTree: ['roles', 'menus'],
  /** The column configuration of the list pages (Setting/Column). */
  displayConfig: ['displayConfig'],
  /** Users, their passwords and validity, and the login locks (Setting/User), within the holder's scope. */
  users: ['users'],
  /** The refused filling attempts of the interlock, within the holder's scope. */
  fillingRefusals: ['fillingRefusals'],
  /** The filling scales and their credentials: read within the holder's scope; changed by their own station only. */
  scaleDevices: ['scaleDevices'],
  /** The filling records flagged on arrival, within the holder's scope. */
  abnormalFillings: ['abnormalFillings'],
  /** Suspected cloned labels (a pair is seen when either station is in the holder's scope). */
  clonedLabels: ['clonedLabels'],
  /** The pre-fill and post-fill check records, within the holder's scope (a station records its own). */
  fillingChecks: ['beforeFillingChecks', 'afterFillingChecks'],
  /**
   * The filling summaries by station and by day, within the holder's scope (a station its own); 充装总量 by region,
   * whose counts open the by-station summary.
   */
  fillingSummary: ['fillingSummary', 'fillingTotal'],
  /** The scales silent too long, by station and one by one, within the holder's scope. */
  offlineScales: ['offlineScales'],
  /**
   * Reading filling records, within the holder's scope: the record lists, histories, last fillings, active cylinders
   * and continuous fillings (a record's 充装历史 opens from each of them).
   */
  fillingRecords: ['fillingRecords', 'fillingHistory', 'lastFillings', 'activeCylinders', 'continuousFillings'],
  /** Fillings of cylinders at a station other than the one holding their archive, within the holder's scope. */
  thirdPartyFillings: ['thirdPartyFillings'],
  /** Inspection records and their reports, within the holder's scope (an institution records and uploads its own). */
  inspections: ['inspectionRecords', 'inspectionReports'],
  /** 检验审核: the vehicle inspection tasks completed and awaiting audit, audited by the institution's reviewer. */
  inspectionAudit: ['inspectionAudit'],
  /** 检验审批: the audited vehicle inspection tasks, approved or rejected by the institution's approver. */
  inspectionApproval: ['inspectionApproval'],
  /** 定期检验: the vehicle cylinders due or overdue for inspection and their open tasks, within the holder's scope. */
  periodicInspection: ['periodicInspection'],
  /**
   * 检验结论审核: the concluded inspections of the holder's scope and the regulator's review of their conclusions
   * (reviewed by a regulator; an institution holding the page reads its own).
   */
  findingsAudit: ['findingsAudit'],
  /**
   * Deleting filling records (within the holder's scope, with a reason) and reading the deleted ones: the holders of
   * the deleted-records page.
   */
  deleteFillings: ['deletedFillings'],
  /**
   * The explanations of abnormal fillings: read within the holder's scope; decided by a regulator (a station holding
   * the page follows its own explanations there).
   */
  abnormalFillingAudit: ['abnormalFillingAudit'],
  /** Uploads refused for a stored guid offered with other content, within the holder's scope. */
  uploadConflicts: ['uploadConflicts'],
  /** The per-city windows of the arrival rules: read within the holder's scope, set by a city regulator for its city. */
  fillingRules: ['fillingRules'],
  /** The saved report views of the caller (a system manager: everyone's), renamed, shared and deleted (Setting/Report). */
  reportViews: ['reportViews'],
  /** The cylinder status changes counted by station and region, and the history rows behind them, within scope. */
  statusChanges: ['statusChanges'],
  /** The inspection due-date forecast, within the holder's scope (an institution: its bound stations' cylinders). */
  inspectionForecast: ['inspectionForecast'],
  /** The overdue cylinders by station, their fillings and disposal, within the holder's scope. */
  overdueCylinders: ['overdueCylinders'],
  /** The inspections of a period per institution (检验统计), within the holder's scope. */
  inspectionStatistics: ['inspectionStatistics'],
  /** The vehicle cylinders' last fillings by using department and by station, within the holder's scope. */
  vehicleLastFillings: ['lastFillDepartments', 'lastFillStations'],
  /** The dashboard's drill-down reports by region (使用情况汇总, 企业统计), within the holder's scope. */
  usageSummary: ['usageSummary', 'enterprise'],
  /** The deliveries of filled cylinders: read within the holder's scope; recorded by a station for its own fillings. */
  deliveries: ['deliveryRecords'],
  /** The vehicle cylinders registered to each station and the share filled in a window, within the holder's scope. */
  fillingRate: ['fillingRate'],
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
