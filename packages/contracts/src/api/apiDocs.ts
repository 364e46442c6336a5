import { z } from 'zod';
import { envelope } from '../paging';
import { apiBase, defineCall } from './call';

/** The interface documentation, served by the platform itself at this path (OpenAPI and Swagger UI). */
export const apiDocsPath = '/api/docs';
/** The HttpOnly cookie, on the documentation's path only, that lets a system manager's browser read it. */
export const apiDocsCookieName = 'gcs_api_docs';

export const apiDocsMessages = {
  systemManagersOnly: '接口文档仅向系统管理员开放：请以系统管理员账号登录，从右上角的用户菜单打开“接口文档”',
} as const;

export const apiDocsApi = {
  /**
   * Outside development the documentation is for system managers only: this call gives the caller's browser the
   * cookie that opens it, for as long as the session lives.
   */
  access: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/ApiDocsAccess`,
    summary: '打开接口文档（仅系统管理员）',
    response: z.object(envelope),
  }),
};
