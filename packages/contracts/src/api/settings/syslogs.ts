import { z } from 'zod';
import { listResponse, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString, optionalCode, optionalDay, optionalText } from '../fields';
import { checkDayRange } from '../listFilters';

/**
 * The system log (spec 01 section 7, Setting/SysLogs): every login, logout, entry as another user, change, unlock,
 * export and deletion, newest first, filtered by days, account, event and result, and exported like every list.
 */

/** Every event the system log records, by its stored name, with the label the page shows and filters by. */
export const syslogEventLabels = {
  login: '登录',
  logout: '退出登录',
  lock: '锁定',
  unlock: '解锁',
  passwordChange: '修改密码',
  weakPasswordChange: '弱密码强制修改',
  enterAsUser: '以用户身份进入',
  export: '导出',
  delete: '删除数据',
  blacklist: '加入黑名单',
  blacklistCancel: '移出黑名单',
  abnormalRestore: '异常气瓶恢复',
  ruleChange: '检验规则变更',
  import: '导入',
  audit: '档案审核',
  unitChange: '单位信息变更',
  parameterChange: '参数变更',
  syslogPurge: '清理过期日志',
  roleChange: '角色变更',
  menuChange: '菜单变更',
  siblingHandOff: '跳转兄弟平台',
  wechatBinding: '微信绑定',
  displayConfigChange: '显示配置变更',
  userChange: '用户变更',
  abnormalFlag: '气瓶停用或报失',
  scaleDeviceChange: '充装秤变更',
  fillingCheck: '录入充装检查记录',
  inspectionRecord: '录入检验记录',
  inspectionReport: '上传检验报告',
  fillingDelete: '删除充装记录',
  fillingExplanation: '异常充装说明与审核',
  reportViewChange: '报表视图变更',
  deliveryRecord: '录入配送记录',
  inspectionTask: '检验任务办理（完成、整改、审核、审批）',
  dashboardRefresh: '看板数据刷新',
  findingsReview: '检验结论审核',
} as const;
export type SyslogEventName = keyof typeof syslogEventLabels;

/** The events in the filter's order; an event's code in the query is its place here plus one. */
export const syslogEvents = Object.keys(syslogEventLabels) as SyslogEventName[];
/** The event filter's options: code -> label. */
export const syslogEventOptions: Readonly<Record<number, string>> = Object.fromEntries(
  syslogEvents.map((event, index) => [index + 1, syslogEventLabels[event]]),
);
/** The result filter: 1 success, 0 failure. */
export const syslogResultLabels: Readonly<Record<number, string>> = { 1: '成功', 0: '失败' };

/** GetSyslogs: days (China time, both inclusive), the account's login code (exact), event and result. */
export const syslogListQuery = z
  .object({
    From: optionalDay('开始日期'),
    To: optionalDay('结束日期'),
    LoginCode: optionalText('账号', 64),
    Event: optionalCode(
      '事件',
      syslogEvents.map((_event, index) => index + 1),
    ),
    Result: optionalCode('结果', [0, 1]),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('日志时间'));
export type SyslogListQuery = z.output<typeof syslogListQuery>;

export const syslogRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  time: z.string(),
  loginCode: nullableString,
  userName: nullableString,
  /** The super administrator's login code when the row was written while they had entered as this user. */
  realLoginCode: nullableString,
  ip: nullableString,
  event: z.string(),
  eventName: z.string(),
  result: z.string(),
  resultName: z.string(),
  /** What happened, briefly: the action, then 变更前 and 变更后 where the row has them. */
  detail: z.string(),
});
export type SyslogRow = z.output<typeof syslogRow>;

export const syslogApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/GetSyslogs`,
    summary: '系统日志（按时间倒序）',
    query: syslogListQuery,
    response: listResponse(syslogRow),
  }),
};
