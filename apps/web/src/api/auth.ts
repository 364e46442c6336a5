import type { AxiosInstance } from 'axios';
import { authApi, stationLicenceApi, verifyCodePath } from '@gcs/contracts';
import { sendCall, type BodyOf, type QueryOf, type ResponseOf } from './call';

type AuthApi = typeof authApi;
type StationApi = typeof stationLicenceApi;

/** Login, logout, menus and password calls (spec 01 section 7), typed from the contract. */
export interface AuthClient {
  login: (body: BodyOf<AuthApi['login']>) => Promise<ResponseOf<AuthApi['login']>>;
  logout: () => Promise<ResponseOf<AuthApi['logout']>>;
  userPermission: (signal?: AbortSignal) => Promise<ResponseOf<AuthApi['userPermission']>>;
  updatePassword: (body: BodyOf<AuthApi['updatePassword']>) => Promise<ResponseOf<AuthApi['updatePassword']>>;
  updateWeakPassword: (
    body: BodyOf<AuthApi['updateWeakPassword']>,
  ) => Promise<ResponseOf<AuthApi['updateWeakPassword']>>;
  superAdminSelectUser: (
    query: QueryOf<AuthApi['superAdminSelectUser']>,
  ) => Promise<ResponseOf<AuthApi['superAdminSelectUser']>>;
}

/** The two calls behind a filling station's licence notice. */
export interface StationLicenceClient {
  fillStationInfo: (
    query: QueryOf<StationApi['fillStationInfo']>,
  ) => Promise<ResponseOf<StationApi['fillStationInfo']>>;
  expiryWarningSetting: (
    query: QueryOf<StationApi['expiryWarningSetting']>,
  ) => Promise<ResponseOf<StationApi['expiryWarningSetting']>>;
}

export function createAuthClient(client: AxiosInstance): AuthClient {
  return {
    login: (body) => sendCall(client, authApi.login, { body }),
    logout: () => sendCall(client, authApi.logout),
    userPermission: (signal) => sendCall(client, authApi.userPermission, { signal }),
    updatePassword: (body) => sendCall(client, authApi.updatePassword, { body }),
    updateWeakPassword: (body) => sendCall(client, authApi.updateWeakPassword, { body }),
    superAdminSelectUser: (query) => sendCall(client, authApi.superAdminSelectUser, { query }),
  };
}

export function createStationLicenceClient(client: AxiosInstance): StationLicenceClient {
  return {
    fillStationInfo: (query) => sendCall(client, stationLicenceApi.fillStationInfo, { query }),
    expiryWarningSetting: (query) => sendCall(client, stationLicenceApi.expiryWarningSetting, { query }),
  };
}

/**
 * Address of a fresh captcha picture. The image request carries the browser's cookies (same origin), so the server can
 * bind the answer to this browser with its HttpOnly cookie.
 */
export function captchaUrl(timestamp: number): string {
  return `${verifyCodePath}?timestamp=${timestamp}`;
}
