import { z } from 'zod';
import { fillStationInfoCall } from './units/fillStations';
import { stationSettingsApi } from './units/stationUpkeep';
import { messages } from '../messages';
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
  verifyCode: requiredText(messages.enterVerifyCode, 16),
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

export const authApi = {
  login: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/login`,
    summary: '账号密码登录',
    body: loginBody,
    response: loginResponse,
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
