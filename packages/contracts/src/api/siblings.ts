import { z } from 'zod';
import { envelope } from '../paging';
import { apiBase, defineCall } from './call';
import { requiredId } from './fields';

/** The kinds of sibling platform a user can be handed off to (spec 01 section 7). */
export const bindSystemCodes = ['gsmp3.0', 'sesr', 'pv'] as const;

export const siblingPlatform = z.object({
  id: z.number().int(),
  title: z.string(),
  bindSystemCode: z.enum(bindSystemCodes),
  bindSystemUrl: z.string(),
});
export type SiblingPlatform = z.output<typeof siblingPlatform>;

/**
 * A signed hand-off to a sibling platform: `sign` is the lowercase hex HMAC-SHA256, under the secret the two platforms
 * share, of `originalUserId|targetId|time` (time in epoch milliseconds). The sibling accepts it for five minutes.
 */
export const siblingSign = z.object({
  originalUserId: z.number().int(),
  targetId: z.number().int(),
  time: z.string(),
  sign: z.string(),
});
export type SiblingSign = z.output<typeof siblingSign>;

export const siblingApi = {
  redirectList: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/GetRedirectList`,
    summary: '可跳转的兄弟平台',
    response: z.object({ ...envelope, list: z.array(siblingPlatform) }),
  }),
  sign: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/GetSign`,
    summary: '跳转兄弟平台的签名（五分钟内有效）',
    query: z.object({ id: requiredId('平台编号') }),
    response: z.object({ ...envelope, data: siblingSign }),
  }),
};
