import { z } from 'zod';
import { envelope } from '../paging';
import { apiBase, defineCall } from './call';
import { loginResponse } from './auth';

/** What a WeChat QR is for: logging in, or binding the logged-in user's WeChat. */
export const wechatPurposes = ['login', 'bind'] as const;

export type WechatPurpose = (typeof wechatPurposes)[number];

/**
 * Where WeChat sends the browser back after the scan (the QR page's redirect_uri, on this site): a login QR to the
 * login page, a binding QR to the landing page, where the logged-in user started it. Server and web both read it.
 */
export const wechatReturnPaths: Record<WechatPurpose, string> = { login: '/Login', bind: '/Main' };

const code = z.string().trim().min(1, '缺少微信授权码').max(128, '微信授权码过长');
const state = z.string().trim().min(1, '缺少授权状态').max(128, '授权状态过长');

/**
 * WeChat website login (spec 01 sections 2, 7, 8) over WeChat's OAuth 2.0: the QR page's address carries a `state`
 * bound to this browser by an HttpOnly cookie; WeChat sends the browser back with `code` and `state`; the server
 * exchanges the code for the user's union id and keeps it, bound to the browser, for the login that follows.
 */
export const wechatApi = {
  qrConnect: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/GetWeChatQrConnect`,
    summary: '微信扫码页地址（state 绑定到本浏览器）',
    query: z.object({ purpose: z.enum(wechatPurposes, { error: '用途只能是 login 或 bind' }) }),
    response: z.object({ ...envelope, data: z.object({ url: z.string(), appId: z.string(), state: z.string() }) }),
  }),
  userInfo: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/GetWeChatUserinfo`,
    summary: '以微信授权码换取 unionid（只对发起扫码的浏览器有效）',
    query: z.object({ code, state }),
    response: z.object({ ...envelope, list: z.object({ unionid: z.string() }) }),
  }),
  login: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/WeChatLogin`,
    summary: '以刚换得的 unionid 登录（须同一浏览器）',
    query: z.object({ UnionId: z.string().trim().min(1, '缺少微信 unionid').max(64) }),
    response: loginResponse,
  }),
  authAccount: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/GetWeChatAuthAccount`,
    summary: '当前用户的微信绑定',
    response: z.object({ ...envelope, data: z.object({ bound: z.boolean(), unionId: z.string().nullable() }) }),
  }),
  bind: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/WeChatBinding`,
    summary: '绑定当前用户的微信',
    body: z.object({ code, state }),
    response: z.object(envelope),
  }),
  unbind: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/WeChatUnBinding`,
    summary: '解除当前用户的微信绑定',
    response: z.object(envelope),
  }),
};

/** The HttpOnly cookies of the flow: the QR's state, then the ticket holding the exchanged union id. */
export const wechatStateCookieName = 'gcs_wechat_state';
export const wechatTicketCookieName = 'gcs_wechat_ticket';
