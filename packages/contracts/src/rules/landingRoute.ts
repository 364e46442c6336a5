import { BelongToType } from '../enums';

export const bankRoleName = '中信银行';
export const inspectionRoleLanding: Record<string, string> = {
  检验机构审核员: '/VehicleCylinder/VcInspectionAudit',
  检验机构审批员: '/VehicleCylinder/VcInspectionApproval',
  检验机构检验员: '/VehicleCylinder/VcInspectionList',
};

export interface LandingUser {
  isSystemManager: boolean;
  belongToType: number;
  roleName: string;
}

/**
 * Where a user lands after logging in (spec 01 section 6). The region-341000 filling-station redirect to an external
 * site is decided by the caller, which knows the configured address.
 */
export function landingRoute(user: LandingUser, options: { loginToMain: boolean; redirect?: string | null }): string {
  if (user.isSystemManager) return '/SuperuserLogin';
  switch (user.belongToType) {
    case BelongToType.Regulator:
      if (user.roleName === bankRoleName) return '/Regulatory/Deposit';
      if (options.loginToMain) return '/Main';
      return safeRedirect(options.redirect) ?? '/Dashboard';
    case BelongToType.Station:
      return inspectionRoleLanding[user.roleName] ?? '/Register/InspectionManage';
    case BelongToType.FillingStation:
      return '/Register/CylinderApproval';
    default:
      return '/Main';
  }
}

/** Only an in-app path may be a redirect target (never another site). */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  return redirect;
}
