/** The demo accounts the seed creates (README, tests and end-to-end journeys log in with these). */
export const demoPassword = 'Gas@2026demo';
/** The password of the `weak` account: it fails the strength pattern, so login opens the weak-password dialog. */
export const demoWeakPassword = 'weakpass1';

export interface DemoAccount {
  loginCode: string;
  userName: string;
  password: string;
  roleName: string;
  belongToType: 1 | 10 | 20 | 30;
  isSystemManager: boolean;
}

const account = (
  loginCode: string,
  userName: string,
  roleName: string,
  belongToType: DemoAccount['belongToType'],
  extra: Partial<DemoAccount> = {},
): DemoAccount => ({
  loginCode,
  userName,
  password: demoPassword,
  roleName,
  belongToType,
  isSystemManager: false,
  ...extra,
});

export const demoAccounts = {
  /** System manager: lands on /SuperuserLogin, sees every menu. */
  superadmin: account('superadmin', '超级管理员', '系统管理员', 10, { isSystemManager: true }),
  /** The city regulator (level 2): every module but Setting. */
  city: account('city', '嘉兴市监管员', '市级监管', 10),
  /** A district regulator (level 3) of 南湖区. */
  district: account('district', '南湖区监管员', '区级监管', 10),
  /** A fuel-gas filling station whose licence expires within the warning window. */
  station: account('station', '充装站管理员', '充装站', 1),
  inspector: account('inspector', '检验员', '检验机构检验员', 20),
  auditor: account('auditor', '审核员', '检验机构审核员', 20),
  approver: account('approver', '审批员', '检验机构审批员', 20),
  institution: account('institution', '检验机构管理员', '检验机构管理员', 20),
  /** The bank role: only the deposit page. */
  bank: account('bank', '中信银行用户', '中信银行', 10),
  /** A district regulator whose password was changed over 200 days ago: the forced-change dialog opens. */
  expired: account('expired', '秀洲区监管员', '区级监管', 10),
  /** A district regulator with a weak password: the weak-password dialog opens. */
  weak: account('weak', '嘉善县监管员', '区级监管', 10, { password: demoWeakPassword }),
} as const;

export type DemoAccountKey = keyof typeof demoAccounts;
