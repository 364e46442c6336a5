import { z } from 'zod';
import { fillStationInfoCall } from './units/fillStations';
import { stationSettingsApi } from './units/stationUpkeep';
import { messages } from '../messages';
import { passwordChangeReasons } from '../rules/passwordRules';
import { envelope, dataResponse } from '../paging';
import { apiBase, defineCall } from './call';
import { requiredId } from './fields';

/** The SM3 digest (lowercase hex) of what the user typed; passwords never travel in clear for login. */
export const sm3Digest = z
  .string()
  .regex(/^[0-9a-f]{64}$/, '密码摘要格式不正确')
  .describe('SM3 digest of the password, lowercase hex');

const requiredText = (message: string, max = 64) => z.string().trim().min(1, message).max(max, `不能超过${max}个字符`);

export const loginBody = z.object({
  Code: requiredText(messages.enterUserName),
  password: sm3Digest,
  /** The captcha's answer, or /SLogin's date-derived code (an SM3 digest, 64 characters). */
  verifyCode: requiredText(messages.enterVerifyCode, 64),
  isSystemManeger: z.literal(false).optional(),
});

/**
 * The super-user entry (spec 01 section 4): a system manager, by their own session's bearer token, enters as the user
 * whose login code is `code`. `unionId`, `verifyCode` and `password` are sent empty by the entry page and ignored: the
 * session proves who enters.
 */
export const enterAsUserBody = z.object({
  code: requiredText(messages.enterLoginCode),
  isSystemManeger: z.literal(true),
  unionId: z.string().max(128).optional(),
  verifyCode: z.string().max(16).optional(),
  password: z.string().max(128).optional(),
});

/** `POST Auth/login` answers both: a password login, or (isSystemManeger true) the super-user entry. */
export const loginOrEnterBody = z.discriminatedUnion('isSystemManeger', [loginBody, enterAsUserBody], {
  error: '登录方式不正确',
});

/** The login answer (spec 01 section 3); a refusal is 200 with succeded false and errorMessage. */
export const loginResponse = z.object({
  succeded: z.boolean(),
  accessToken: z.string(),
  userName: z.string(),
  id: z.number().int(),
  level: z.number().int().nullable(),
  belongToType: z.number().int(),
  belongTo: z.number().int().nullable(),
  loginCode: z.string(),
  roleName: z.string(),
  isSystemManeger: z.boolean(),
  updatePasswordTime: z.string().nullable(),
  stationType: z.number().int().nullable(),
  errorMessage: z.string(),
  /** Region code of the user's unit, for the area-specific behaviour of spec 01 section 9. */
  regulatorCode: z.string().nullable(),
  regulatorId: z.number().int().nullable(),
  /** Code of the user's filling station or inspection institution (keys its licence-warning setting). */
  stationCode: z.string().nullable(),
  /** In a session a super administrator entered as this user: the super administrator's login code; else null. */
  enteredBy: z.string().nullable(),
  /** Why the password must change before anything else (the server refuses other calls until then); else null. */
  passwordChangeReason: z.enum(passwordChangeReasons).nullable(),
});
export type LoginResponse = z.output<typeof loginResponse>;

export const menuItem = z.object({ menuName: z.string(), menuCode: z.string() });

/** A password change after login: the old password as its SM3 digest, the new one as typed (over TLS). */
export const updatePasswordBody = z.object({
  id: requiredId('用户编号'),
  oldPassword: sm3Digest,
  newPassword: z.string().max(64, '密码不能超过64个字符'),
  confirmPassword: z.string().max(64, '密码不能超过64个字符'),
});

/** The weak-password update: made before login, so it proves the account with captcha and the old password. */
export const updateWeakPasswordBody = z.object({
  code: requiredText(messages.enterUserName),
  password: sm3Digest,
  verifyCode: requiredText(messages.enterVerifyCode, 16),
  newPassword: z.string().max(64, '密码不能超过64个字符'),
  confirmPassword: z.string().max(64, '密码不能超过64个字符'),
});

export const flagResponse = z.object({ succeded: z.boolean(), errorMessage: z.string(), message: z.string() });

export const unlockBody = z
  .object({ LoginCode: z.string().trim().max(64).optional(), Ip: z.string().trim().max(64).optional() })
  .refine((body) => Boolean(body.LoginCode) || Boolean(body.Ip), { message: '请提供要解锁的账号或IP地址' });

/** The super-user entry's search: by login code, user name, or both (each a part of it); at least one. */
export const superAdminSelectUserQuery = z.object({
  LoginCode: z.string().trim().max(64, '账号不能超过64个字符').optional(),
  UserName: z.string().trim().max(64, '用户名不能超过64个字符').optional(),
});

/** A user a system manager may enter as. */
export const enterableUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  loginCode: z.string(),
  belongToType: z.number().int(),
  /** The kind of unit, by name (belongToTypeLabels). */
  typeName: z.string(),
  /** The user's regulator or station. */
  unitName: z.string().nullable(),
  roleName: z.string().nullable(),
});
export type EnterableUser = z.output<typeof enterableUser>;

export const authApi = {
  login: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/login`,
    summary: '账号密码登录；isSystemManeger 为 true 时为超级用户以该账号进入系统（需系统管理员的会话）',
    body: loginOrEnterBody,
    response: loginResponse,
  }),
  superAdminSelectUser: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/SuperAdminSelectUser`,
    summary: '超级用户入口：按账号、用户名查找可进入的用户（至多50个）',
    query: superAdminSelectUserQuery,
    response: z.object({ ...envelope, list: z.array(enterableUser) }),
  }),
  logout: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/Logout`,
    summary: '退出登录',
    response: z.object(envelope),
  }),
  userPermission: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/GetUserPermission`,
    summary: '当前用户的菜单权限',
    response: dataResponse(z.object({ list: z.array(menuItem) })),
  }),
  updatePassword: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/UpdatePassword`,
    summary: '修改密码（登录后）',
    body: updatePasswordBody,
    response: flagResponse,
  }),
  updateWeakPassword: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/UpdateWeakPassword`,
    summary: '弱密码修改（登录前）',
    body: updateWeakPasswordBody,
    response: flagResponse,
  }),
  unlockUserOrIp: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/UnlockUserOrIP`,
    summary: '解除账号或IP锁定',
    body: unlockBody,
    response: z.object(envelope),
  }),
};

/** The captcha picture (image/png); it sets an HttpOnly cookie binding the answer to this browser. */
export const verifyCodePath = `${apiBase}/Auth/GetVerifyCode`;
export const captchaCookieName = 'gcs_captcha';

/** The licence calls a filling station makes after login for its expiry notice (answered by unit management). */
export const stationLicenceApi = {
  fillStationInfo: fillStationInfoCall,
  expiryWarningSetting: stationSettingsApi.expiryWarning,
};
