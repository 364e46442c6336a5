import type { MenuCompareRow } from './api/admin/menus';
import { menuTree, type MenuEntry, type PageKind } from './menus';

/** What each kind of built page does, as the feature comparison (/MenuCompare) describes it. */
export const pageDescriptions: Record<PageKind, string> = {
  archiveQuery: '按条码、单位、状态等条件查询气瓶档案，查看详情与充装、检验记录，导出Excel',
  vehicleArchive: '查询车用气瓶档案（按车辆、车牌、使用单位），查看详情并导出',
  archiveManagement: '登记、修改、删除与导入气瓶档案，查看审核状态',
  cylinderList: '车用气瓶列表：登记、修改与导入车用气瓶档案',
  fillStationCount: '按充装单位统计气瓶数量，点击数量查看气瓶档案',
  useStationCount: '按使用单位统计气瓶数量，点击数量查看气瓶档案',
  archiveAudit: '审核充装单位提交的气瓶档案：通过、退回、批量自动审核',
  blacklist: '黑名单气瓶的登记、查询与撤销，附证据材料',
  abnormal: '异常气瓶（超期未检、报废仍充装等）的查询、统计与恢复',
  vehicleTypes: '车辆类型的维护：新增、修改、启用与停用',
  cylinderTypes: '气瓶类型的维护：新增、修改、启用与停用',
  referenceData: '基础数据维护：介质、制造单位、规格、气瓶类型',
  inspectionRules: '各类气瓶的检验周期与报废年限规则，保留历史版本',
  regionalManagement: '行政区域树的维护：新增、修改、删除区县与街道',
  regulatorUnits: '监管单位的维护及其与充装单位、检验机构的绑定',
  fillStations: '充装单位的维护：许可证、连锁充装、所属监管单位',
  inspectStations: '检验机构的维护及其负责检验的充装单位',
  ownStation: '充装单位维护本单位信息、操作人员、签名、监控、阀门与设置',
  inspectUsers: '检验机构维护本机构的检验人员',
  sendUnits: '检验机构维护送检单位',
  roles: '角色的新增、修改、启用、停用与删除，以菜单树勾选角色可访问的菜单',
  menus: '菜单的维护：名称、排序、启用与停用，以及新增自定义菜单',
  sysLogs: '系统日志的查询与导出：登录、修改、导出等操作，含实际操作人，至少保留六个月',
  parameters: '系统参数的维护：日志保留月数等，内置参数受保护',
  users: '用户的新增、修改、启用、停用与删除，重置或设置密码，查看并解除账号与IP锁定',
  fillingRefusals: '充装联锁拒绝的充装尝试：哪个单位何时试图充装哪只气瓶、因何被拒，可按原因与日期查询并导出',
  scaleDevices: '充装单位登记充装秤并签发、轮换其上传密钥，启用与停用；监管单位查看所辖单位的充装秤与最后上传时间',
  displayConfig: '各列表页的列配置：显示哪些列、顺序与可排序列，删除后恢复默认',
  abnormalFillings:
    '上传时被判定异常的充装记录：超重、欠量、规格不符、未做充装前检查、超期、报废、无档案等，按类型与日期查询并导出',
  clonedLabels: '同一条码在两个充装单位短时间内先后充装的疑似克隆标签，两次充装并列对照，可导出',
  beforeFillingChecks: '充装前逐瓶检查的记录：检查人员、处置方式与档案信息，可查询、导出，充装单位可补录',
  inspectionRecords:
    '气瓶定期检验记录：检验机构录入检验（合格更新下次检验日期，不合格报废并注销登记）并上传报告，监管单位查询、导出',
  periodicInspection:
    '定期检验：在用车用气瓶中已超期或90天内到期的气瓶，附最近检验任务的办理状态（未报检、检验中、待审核、待审批）',
  inspectionAudit:
    '检验审核：检验机构审核员审核已完成（检验完成或整改完成）的车用气瓶检验任务，通过则提交审批，退回则回到检验中',
  findingsAudit:
    '检验结论审核：监管部门抽查检验机构已办结的检验结论（各类别），审核通过或存疑（须填意见），不改变气瓶档案；检验机构在检验记录中看到监管审核结果',
  inspectionApproval: '检验审批：检验机构审批员批准或驳回已审核的检验任务；批准后合格的气瓶更新检验日期，不合格的报废',
  inspectionReports: '检验报告上传：每条检验记录一份报告（PDF、PNG 或 JPG），可按报告编号批量上传，按上传状态查询',
  afterFillingChecks: '充装后逐瓶复检的记录：压力、充装后重量与处置方式，可查询、导出，充装单位可补录',
  offlineScales: '启用的充装秤超过所选时长未上传充装记录的统计与明细，按充装单位汇总，附合计，可导出',
  fillingSummary:
    '按充装单位与按日统计正常、超期、报废、无档案充装次数与充装量，附合计，点击异常次数查看充装记录，可导出',
  fillingRecords: '充装秤上传的充装记录：按单位、条码、异常类型与日期（最多31天）查询并导出，可查看气瓶的充装历史',
  fillingHistory: '输入气瓶条码，查看该气瓶在本辖区的全部充装记录（按时间倒序），可导出',
  lastFillings: '每个气瓶最近一次充装的单位、时间与重量，按单位、条码与日期查询并导出',
  thirdPartyFillings:
    '有档案气瓶在档案所属单位以外的充装单位充装：按充装单位统计次数与占比，附合计，点击查看明细，可导出',
  activeCylinders: '期间内充装过的气瓶：每个条码在每个充装单位的充装次数与首末时间，可查看明细并导出',
  continuousFillings: '连续充装与补气记录：按条码与充装单位汇总次数与首末时间，可查看明细并导出',
  abnormalFillingAudit: '充装单位对异常充装的补充说明，监管部门审核通过或驳回并填写审核意见，可查询、导出',
  uploadConflicts: '充装秤以已保存的记录编号上传不同内容而被拒收的记录，保存内容与上传内容逐项对照，可导出',
  fillingRules: '各城市疑似克隆标签与连续充装的判定时间窗（分钟），市级监管部门设置本市，未设定时为默认值',
  usageSummary: '按区域汇总气瓶档案、充装与检验数量（大屏卡片点击进入，按所选列与条件打开），附合计，可导出',
  enterprise: '按区域统计充装单位（气瓶数、充装次数）与检验机构（检验次数），附合计，可导出',
  deletedFillings: '被删除的充装记录及删除人、时间与原因，可查询、导出；持有者可在充装记录列表中删除记录',
  reportViews: '列表与报表页面保存的视图（筛选条件与显示列）：重命名、共享给角色或仅自己可见、删除',
  fillingTotal:
    '按区域统计期间内充装前检查、充装、充装后检查次数，正常、超期、报废、无档案充装与充装量，在档气瓶数与检验次数，附合计，可导出',
  statusChanges:
    '按充装单位与区域统计期间内气瓶删除、报废、注销、转出、停用、退回与加入黑名单的次数，点击次数查看履历，可导出',
  inspectionForecast:
    '在用气瓶已超期及30、60、90天内到期的数量，按区域、充装单位与检验机构统计，附合计，点击数量查看气瓶，可导出',
  overdueCylinders:
    '按充装单位统计超期未检气瓶、期内超期充装次数、期内处置数与处置率，附合计，点击查看超期气瓶，可导出',
  inspectionStatistics:
    '按检验机构统计一段时间内的检验数量、合格、不合格、判废与报告上传情况（全部与车用气瓶），可导出',
  lastFillDepartments: '按使用部门统计车用气瓶的最后一次充装：车辆数、气瓶数与最近充装时间，附合计，可查看各车辆并导出',
  deliveryRecords:
    '充装后气瓶配送给用户的记录：配送人员、收货用户、配送地址与配送时间，充装单位录入本单位的配送，可查询、导出',
  fillingRate:
    '各充装单位登记的在用车用气瓶在近N天内的充装数与充装率（任意单位、本单位），附合计，可查看气瓶明细并导出',
  lastFillStations: '按最后充装单位统计车用气瓶：车辆数、气瓶数、使用部门数与最近充装时间，附合计，可查看各车辆并导出',
};

const notBuilt = '本版本暂未提供';

/**
 * The rows of the feature comparison: every page of the registry (an entry with no entry below it, or one with a
 * built page of its own above others, as 充装规则) with its first, second and third-level titles, a description, and
 * whether this version builds it. Derived from the registry, so a placeholder never shows a tick.
 */
export function menuCompareRows(tree: readonly MenuEntry[] = menuTree): MenuCompareRow[] {
  const byCode = new Map(tree.map((menu) => [menu.code, menu]));
  const hasChild = new Set(tree.filter((menu) => menu.code.length > 3).map((menu) => menu.code.slice(0, -3)));
  const titleAt = (code: string, length: number) =>
    code.length >= length ? (byCode.get(code.slice(0, length))?.title ?? '') : '';
  return tree
    .filter((menu) => !hasChild.has(menu.code) || menu.page !== undefined)
    .map((menu) => ({
      menuCode: menu.code,
      firstMenu: titleAt(menu.code, 3),
      secondMenu: titleAt(menu.code, 6),
      thirdMenu: titleAt(menu.code, 9),
      description: menu.page ? pageDescriptions[menu.page] : notBuilt,
      available: menu.page !== undefined,
    }));
}
