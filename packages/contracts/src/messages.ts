/** Every user-facing Chinese message of the spec, by key. */
export const messages = {
  publicQueryNeedsCondition: '至少输入一个查询条件',
  exportNoData: '无数据',
  exporting: '导出中，请稍候！',
  exportFailed: '导出出错',
  noMenuPermission: '对不起，您没有权限访问该菜单',
  idleTimeout: '您已经超过2小时未操作，请重新登录！',
  loading: '数据加载中···',
  noData: '暂无数据',
  notFound: '请求的数据不存在',
  tooManyRequests: '请求过于频繁，请稍后再试',
  invalidParameter: '请求参数不正确',
  serverError: '服务器内部错误，请稍后再试',
  notBuilt: '该功能正在开发中，敬请期待',
  developing: '正在开发中!',
} as const;
export type MessageKey = keyof typeof messages;
