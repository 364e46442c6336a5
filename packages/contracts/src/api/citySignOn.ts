import { z } from 'zod';
import { messages } from '../messages';
import { apiBase, defineCall } from './call';
import { sm3Digest, loginResponse } from './auth';
import { requiredId } from './fields';

/**
 * The other ways in (spec 01 sections 2 and 7): city single sign-on over standard OAuth 2.0 identity providers, the
 * province portal, a sibling platform's signed hand-off and machine clients' password login. Each answers like a
 * password login (`loginResponse`).
 */

/** The identity providers the platform can be configured with, by key, and the city each serves. */
export const citySignOnProviders = {
  changzhou: '常州市',
  dalian: '大连市',
  suzhou: '苏州市',
  luzhou: '泸州市',
  huangshan: '黄山市',
  province: '省级',
} as const;
export type CitySignOnProvider = keyof typeof citySignOnProviders;
export const citySignOnProviderKeys = Object.keys(citySignOnProviders) as CitySignOnProvider[];

/** 未配置该城市的统一身份认证（苏州市）: the refusal names the city. */
export const citySignOnNotConfigured = (provider: CitySignOnProvider) =>
  `${messages.citySignOnNotConfigured}（${citySignOnProviders[provider]}）`;

const text = (missing: string, label: string, max: number) =>
  z.string().trim().min(1, missing).max(max, `${label}不能超过${max}个字符`);

const account = text(messages.enterUserName, '账号', 64);
const oauthToken = text('缺少认证令牌', '认证令牌', 4096);
const oauthCode = text('缺少授权码', '授权码', 512);
const oauthState = text('缺少授权状态', '授权状态', 128);
const captchaAnswer = text(messages.enterVerifyCode, '验证码', 16);
/** A query parameter carried in a body: digits as text or a number. */
const digits = (label: string, max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(new RegExp(`^\\d{1,${max}}$`), `${label}格式不正确`));

/**
 * FreeLogin's signed hand-off from a sibling platform, the reverse of GetSign: `targetId` names the sibling (its id in
 * this platform's sibling list, the same number GetSign uses for it), `originalUserId` is the user's id on the
 * sibling, `loginCode` the account both platforms know the user by, `time` epoch milliseconds, and `sign` the
 * lowercase hex HMAC-SHA256, under the secret the two share, of `originalUserId|targetId|time|loginCode`. Other query
 * parameters (sc, menu ...) may come along and are ignored.
 */
export const freeLoginBody = z.object({
  originalUserId: digits('来源用户编号', 12),
  targetId: requiredId('来源平台编号'),
  time: digits('签名时间', 15),
  sign: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, '跳转签名格式不正确'),
  loginCode: account,
});
export type FreeLoginBody = z.output<typeof freeLoginBody>;

export const citySignOnApi = {
  changZhouLogin: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/ChangZhouLogin`,
    summary: '常州统一身份认证：以常州认证令牌登录（令牌须有效且属于该账号）',
    body: z.object({ login: account, token: oauthToken }),
    response: loginResponse,
  }),
  loginDalian: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/LoginDalian`,
    summary: '大连统一身份认证：以大连统一认证的账号密码登录',
    body: z.object({ Code: account, password: z.string().min(1, messages.enterPassword).max(128) }),
    response: loginResponse,
  }),
  loginHuangshan: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/LoginHuangshan`,
    summary: '黄山统一身份认证：以黄山统一认证的账号密码和本平台验证码登录',
    body: z.object({
      Code: account,
      password: z.string().min(1, messages.enterPassword).max(128),
      verifyCode: captchaAnswer,
    }),
    response: loginResponse,
  }),
  loginSuZhou: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/LoginSuZhou`,
    summary: '苏州统一身份认证：跳转到苏州认证页面（302），认证后回到 /Auth',
    response: z.object({ result: z.boolean(), messeage: z.string() }),
  }),
  luzhouSso: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/Luzhousso`,
    summary: '泸州统一身份认证：跳转到泸州认证页面（302），认证后回到 /Auth',
    response: z.object({ result: z.boolean(), messeage: z.string() }),
  }),
  authLogin: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/Authlogin`,
    summary: '/Auth 页面：以认证服务回传的授权码登录（state 须与本浏览器发起时一致）',
    body: z.object({ code: oauthCode, state: oauthState }),
    response: loginResponse,
  }),
  czIdentityLogin: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/CZIdentityAuthenticationLogin`,
    summary: '常州身份认证回调（/cbCz）：以授权码登录',
    body: z.object({ code: oauthCode }),
    response: loginResponse,
  }),
  provinceLogin: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/ProviceLogin`,
    summary: '省级门户（/Province）：以省级认证令牌登录',
    body: z.object({ token: oauthToken }),
    response: loginResponse,
  }),
  freeLogin: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/FreeLogin`,
    summary: '兄弟平台免登录跳转：验证签名（五分钟内有效、一次有效）后登录该账号',
    body: freeLoginBody,
    response: loginResponse,
  }),
  apiServiceLogin: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/ApiserviceRegularLogin`,
    summary: '接口服务账号登录（无验证码，仅限配置的接口服务账号）',
    body: z.object({ code: account, password: sm3Digest }),
    response: loginResponse,
  }),
};

/** The HttpOnly cookie binding an authorization-code flow's state (and its provider) to the browser. */
export const citySignOnStateCookieName = 'gcs_sso_state';
