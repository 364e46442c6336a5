import { z } from 'zod';
import { dataResponse } from '../paging';
import { defaultPublicityUrlTemplate } from '../rules/publicityUrl';
import { apiBase, defineCall } from './call';

export const footerLink = z.object({ title: z.string(), url: z.string() });

/** Host configuration (spec 01 section 3): what a deployment shows and how it behaves. */
export const hostConfig = z.object({
  code: z.string(),
  temstyle: z.string(),
  title: z.string(),
  applicationName: z.string(),
  enterpriseUrl: z.string(),
  background: z.string(),
  footerLinks: z.array(footerLink),
  loginToMain: z.boolean(),
  dashboardHide: z.boolean(),
  showLevel: z.number().int().nullable(),
  publicLink: z.string(),
  hideWarningLine: z.boolean(),
  publicityUrlTemplate: z.string(),
  /** 'strict' deployments demand upper- and lower-case letters and a 90-day password change. */
  passwordPolicy: z.enum(['default', 'strict']),
  passwordMaxAgeDays: z.number().int().positive(),
  /** Minutes without activity before the client logs out (the server enforces its own idle expiry). */
  idleMinutes: z.number().int().positive(),
  /** The station code that gets the extra electronic-signature menu entry under ReportSignature. */
  signatureStationCode: z.string(),
  /** External filling-supervision site for region 341000 filling stations. */
  externalFillingSiteUrl: z.string(),
  /** Sibling-platform links on /Main, and the two extra links level-2 users see. */
  siblingLinks: z.array(footerLink),
  levelTwoLinks: z.array(footerLink),
  /** WeChat QR login and binding are on: the deployment has a WeChat website application (its secret never leaves). */
  wechatLogin: z.boolean(),
});
export type HostConfig = z.output<typeof hostConfig>;

export const defaultApplicationName = '气瓶安全监管平台';

/** What a deployment shows before anything is configured, and while its configuration cannot be loaded. */
export const defaultHostConfig: HostConfig = {
  code: '',
  temstyle: 'style-b',
  title: defaultApplicationName,
  applicationName: defaultApplicationName,
  enterpriseUrl: '',
  background: '',
  footerLinks: [],
  loginToMain: false,
  dashboardHide: false,
  showLevel: null,
  publicLink: '',
  hideWarningLine: false,
  publicityUrlTemplate: defaultPublicityUrlTemplate,
  passwordPolicy: 'default',
  passwordMaxAgeDays: 180,
  idleMinutes: 120,
  signatureStationCode: '',
  externalFillingSiteUrl: '',
  siblingLinks: [],
  levelTwoLinks: [],
  wechatLogin: false,
};

export const frontApi = {
  frontEnd: defineCall({
    method: 'GET',
    path: `${apiBase}/Front/frontEnd`,
    summary: '主机配置',
    response: dataResponse(hostConfig),
  }),
  applicationName: defineCall({
    method: 'GET',
    path: `${apiBase}/Front/GetApplicationName`,
    summary: '应用名称',
    response: dataResponse(z.string()),
  }),
};
