import { sm3Hex } from '../../../src/platform/passwords';
import { everyone, get, post, type RouteCase } from './matrixKit';

/** The interface account the matrix's platform is configured with (API_SERVICE_ACCOUNTS); no such user exists. */
export const matrixApiServiceAccount = 'matrix-robot';

/**
 * City single sign-on, the province portal, the sibling hand-off and the interface login: public calls. The matrix's
 * platform configures no city, so those answer the clear 400 refusal; none may answer 401, 403 or 5xx.
 */
export const citySignOnCases: Record<string, RouteCase> = {
  'POST /api/samr/Auth/ChangZhouLogin': {
    cells: everyone,
    request: () => post('/api/samr/Auth/ChangZhouLogin', { login: 'city', token: 't' }),
  },
  'POST /api/samr/Auth/LoginDalian': {
    cells: everyone,
    request: () => post('/api/samr/Auth/LoginDalian', { Code: 'city', password: 'p' }),
  },
  'POST /api/samr/Auth/LoginHuangshan': {
    cells: everyone,
    request: () => post('/api/samr/Auth/LoginHuangshan', { Code: 'city', password: 'p', verifyCode: 'WXYZ' }),
  },
  'GET /api/samr/Auth/LoginSuZhou': { cells: everyone, request: () => get('/api/samr/Auth/LoginSuZhou') },
  'GET /api/samr/Auth/Luzhousso': { cells: everyone, request: () => get('/api/samr/Auth/Luzhousso') },
  'POST /api/samr/Auth/Authlogin': {
    cells: everyone,
    request: () => post('/api/samr/Auth/Authlogin', { code: 'c', state: 's' }),
  },
  'POST /api/samr/Auth/CZIdentityAuthenticationLogin': {
    cells: everyone,
    request: () => post('/api/samr/Auth/CZIdentityAuthenticationLogin', { code: 'c' }),
  },
  'POST /api/samr/Auth/ProviceLogin': {
    cells: everyone,
    request: () => post('/api/samr/Auth/ProviceLogin', { token: 't' }),
  },
  'POST /api/samr/Auth/FreeLogin': {
    cells: everyone,
    ok: true,
    request: () =>
      post('/api/samr/Auth/FreeLogin', {
        originalUserId: '1',
        targetId: '1',
        time: String(Date.now()),
        sign: '0'.repeat(64),
        loginCode: 'nobody',
      }),
  },
  'POST /api/samr/Auth/ApiserviceRegularLogin': {
    cells: everyone,
    ok: true,
    request: () =>
      post('/api/samr/Auth/ApiserviceRegularLogin', { code: matrixApiServiceAccount, password: sm3Hex('x') }),
  },
};
