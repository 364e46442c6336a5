import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  landingRoute,
  licenceNotice,
  menuTree,
  newPasswordProblem,
  parseMenuName,
  menuName,
  passwordChangeDue,
  safeRedirect,
  warningWindowEnd,
} from '../src/index';

describe('password strength', () => {
  it('needs 8+ characters with digits, letters and a special character by default', () => {
    expect(isStrongPassword('Gas@2026demo', 'default')).toBe(true);
    expect(isStrongPassword('gas@2026', 'default')).toBe(true);
    expect(isStrongPassword('gas2026demo', 'default')).toBe(false);
    expect(isStrongPassword('g@2026', 'default')).toBe(false);
    expect(isStrongPassword('gas@demo!', 'default')).toBe(false);
  });

  it('also needs upper and lower case letters for strict deployments', () => {
    expect(isStrongPassword('gas@2026demo', 'strict')).toBe(false);
    expect(isStrongPassword('Gas@2026demo', 'strict')).toBe(true);
  });

  it('names the first problem of a new password and its confirmation', () => {
    expect(newPasswordProblem('', '', 'default')).toBe('新密码不能为空');
    expect(newPasswordProblem('Gas@2026密码', 'x', 'default')).toBe('不能包含汉字和中文标点');
    expect(newPasswordProblem('Gas@2026，ab', 'x', 'default')).toBe('不能包含汉字和中文标点');
    expect(newPasswordProblem('Gas@ 2026ab', 'x', 'default')).toBe('不能包含汉字和中文标点');
    expect(newPasswordProblem('password', 'x', 'default')).toBe('密码格式：数字+字母+特殊符号,8位以上');
    expect(newPasswordProblem('gas@2026demo', 'x', 'strict')).toBe('密码格式：数字+大写字母+小写字母+特殊符号,8位以上');
    expect(newPasswordProblem('Gas@2026demo', '', 'default')).toBe('请再次输入密码');
    expect(newPasswordProblem('Gas@2026demo', 'Gas@2026demO', 'default')).toBe('两次输入密码不一致!');
    expect(newPasswordProblem('Gas@2026demo', 'Gas@2026demo', 'default')).toBeNull();
  });

  it('asks non-managers to change a password older than the threshold or never changed', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const user = (updatePasswordTime: string | null, isSystemManager = false) => ({
      isSystemManager,
      updatePasswordTime,
    });
    expect(passwordChangeDue(user('2026-06-01T00:00:00Z'), 180, now)).toBe(false);
    expect(passwordChangeDue(user('2026-05-01T00:00:00Z'), 180, now)).toBe(true);
    expect(passwordChangeDue(user('2026-08-01T00:00:00Z'), 90, now)).toBe(true);
    expect(passwordChangeDue(user(null), 180, now)).toBe(true);
    expect(passwordChangeDue(user(null, true), 180, now)).toBe(false);
  });
});

describe('landing route', () => {
  const user = (belongToType: number, roleName = '', isSystemManager = false) => ({
    belongToType,
    roleName,
    isSystemManager,
  });
  it('follows the table of spec 01 section 6', () => {
    expect(landingRoute(user(10, '', true), { loginToMain: false })).toBe('/SuperuserLogin');
    expect(landingRoute(user(10, '中信银行'), { loginToMain: true })).toBe('/Regulatory/Deposit');
    expect(landingRoute(user(10, '市级监管'), { loginToMain: true })).toBe('/Main');
    expect(landingRoute(user(10, '市级监管'), { loginToMain: false, redirect: '/GasCylinder/DocQuery' })).toBe(
      '/GasCylinder/DocQuery',
    );
    expect(landingRoute(user(10, '市级监管'), { loginToMain: false })).toBe('/Dashboard');
    expect(landingRoute(user(20, '检验机构审核员'), { loginToMain: false })).toBe('/VehicleCylinder/VcInspectionAudit');
    expect(landingRoute(user(20, '检验机构审批员'), { loginToMain: false })).toBe(
      '/VehicleCylinder/VcInspectionApproval',
    );
    expect(landingRoute(user(20, '检验机构检验员'), { loginToMain: false })).toBe('/VehicleCylinder/VcInspectionList');
    expect(landingRoute(user(20, '检验机构管理员'), { loginToMain: false })).toBe('/Register/InspectionManage');
    expect(landingRoute(user(1, '充装站'), { loginToMain: true })).toBe('/Register/CylinderApproval');
    expect(landingRoute(user(30), { loginToMain: false })).toBe('/Main');
  });

  it('never redirects off the site', () => {
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('/Main')).toBe('/Main');
  });
});

describe('licence notice', () => {
  it('warns within the configured months to the end of that month, and when expired or unset', () => {
    expect(warningWindowEnd('2026-11-22', 2)).toBe('2027-01-31');
    expect(warningWindowEnd('2026-12-05', 0)).toBe('2026-12-31');
    expect(licenceNotice('2027-01-31', 2, '2026-11-22')).toBe('充装许可证还有70天到期，请尽快处理。');
    expect(licenceNotice('2027-02-01', 2, '2026-11-22')).toBeNull();
    expect(licenceNotice('2026-11-22', 2, '2026-11-22')).toBe('充装许可证还有0天到期，请尽快处理。');
    expect(licenceNotice('2026-11-21', 2, '2026-11-22')).toBe('充装许可证已经到期，请尽快处理。');
    expect(licenceNotice(null, 2, '2026-11-22')).toBe('未填写充装许可证有效期，请尽快处理。');
  });
});

describe('menu tree', () => {
  it('has codes of 3, 6 and 9 characters whose parents exist, and names of the form path/title', () => {
    const codes = new Set(menuTree.map((menu) => menu.code));
    for (const menu of menuTree) {
      expect([3, 6, 9]).toContain(menu.code.length);
      if (menu.code.length > 3) expect(codes.has(menu.code.slice(0, menu.code.length - 3)), menu.code).toBe(true);
      expect(parseMenuName(menuName(menu))).toEqual({ path: menu.path, title: menu.title });
    }
  });
});
