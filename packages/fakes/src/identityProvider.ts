import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a city's OAuth 2.0 identity provider on localhost, speaking the standard protocol at the fixed paths:
 * `/oauth2/authorize` (authorization code, RFC 6749 4.1: a small page whose confirm link sends the browser back to
 * `redirect_uri` with a single-use code and the state), `/oauth2/token` (grant types authorization_code and password,
 * client authentication by HTTP Basic; a wrong client is 401 invalid_client), `/oauth2/introspect` (RFC 7662, Basic)
 * and `/oauth2/userinfo` (Bearer). Used by the route tests and the browser journeys.
 */
export interface FakeIdentityProvider {
  baseUrl: string;
  /** The person signed in at the provider: the authorize page offers to confirm as them. */
  signIn(username: string | undefined): void;
  /** An access token the provider would hand a portal or a browser for this account (for introspection). */
  issueToken(username: string, options?: { clientId?: string; expiresInSeconds?: number }): string;
  /** A code the authorize page would hand the browser after this account confirmed, for this redirect_uri. */
  issueCode(username: string, redirectUri: string, clientId?: string): string;
  /** Answers every call with this HTTP status from now on (undefined: normal service). */
  failWith(status: number | undefined): void;
  /** Answers every call with 200 and this text from now on (undefined: normal service). */
  answerGarbage(text: string | undefined): void;
  /** How many requests the provider answered, by path. */
  calls: Record<string, number>;
  close(): Promise<void>;
}

export interface FakeIdentityProviderSetup {
  /** The provider's accounts: username -> password. */
  accounts: Record<string, string>;
  /** The clients it knows: client id -> client secret. */
  clients: Record<string, string>;
}

interface Grant {
  username: string;
  clientId: string;
  redirectUri: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeIdentityProvider(setup: FakeIdentityProviderSetup): Promise<FakeIdentityProvider> {
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, { username: string; clientId: string; exp: number }>();
  let signedIn: string | undefined;
  let failure: number | undefined;
  let garbage: string | undefined;
  const calls: Record<string, number> = {};
  const secret = () => randomBytes(16).toString('hex');

  const issueToken = (username: string, clientId: string, expiresInSeconds = 3600) => {
    const token = secret();
    tokens.set(token, { username, clientId, exp: Math.floor(Date.now() / 1000) + expiresInSeconds });
    return token;
  };
  const firstClient = () => Object.keys(setup.clients)[0] ?? '';

  const json = (response: ServerResponse, body: unknown, status = 200, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
    response.end(JSON.stringify(body));
  };

  /** The client of an HTTP Basic header (RFC 6749 2.3.1), when its secret is right. */
  const basicClient = (request: IncomingMessage): string | undefined => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return undefined;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const cut = decoded.indexOf(':');
    const decode = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));
    const id = decode(decoded.slice(0, cut));
    return cut > 0 && setup.clients[id] !== undefined && setup.clients[id] === decode(decoded.slice(cut + 1))
      ? id
      : undefined;
  };

  const readForm = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return new URLSearchParams(text);
  };

  const invalidClient = (response: ServerResponse) =>
    json(response, { error: 'invalid_client' }, 401, { 'www-authenticate': 'Basic realm="oauth2"' });

  const authorize = (url: URL, response: ServerResponse) => {
    const clientId = url.searchParams.get('client_id') ?? '';
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    if (url.searchParams.get('response_type') !== 'code' || setup.clients[clientId] === undefined || !redirectUri) {
      return response.end('<p id="error">invalid_request</p>');
    }
    const username = url.searchParams.get('as') ?? signedIn;
    if (!username || setup.accounts[username] === undefined) return response.end('<p>请先登录统一身份认证平台</p>');
    const back = new URL(redirectUri);
    back.searchParams.set('code', fake.issueCode(username, redirectUri, clientId));
    back.searchParams.set('state', state);
    return response.end(
      `<p>${escapeHtml(username)}，是否授权登录？</p><a id="confirm" href="${escapeHtml(back.toString())}">确认授权</a>`,
    );
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const clientId = basicClient(request);
    if (!clientId) return invalidClient(response);
    const form = await readForm(request);
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.clientId !== clientId || grant.redirectUri !== form.get('redirect_uri')) {
        return json(response, { error: 'invalid_grant' }, 400);
      }
      return json(response, {
        access_token: issueToken(grant.username, clientId),
        token_type: 'Bearer',
        expires_in: 3600,
      });
    }
    if (grantType === 'password') {
      const username = form.get('username') ?? '';
      if (setup.accounts[username] === undefined || setup.accounts[username] !== form.get('password')) {
        return json(response, { error: 'invalid_grant' }, 400);
      }
      return json(response, { access_token: issueToken(username, clientId), token_type: 'Bearer', expires_in: 3600 });
    }
    return json(response, { error: 'unsupported_grant_type' }, 400);
  };

  const introspect = async (request: IncomingMessage, response: ServerResponse) => {
    if (!basicClient(request)) return invalidClient(response);
    const held = tokens.get((await readForm(request)).get('token') ?? '');
    if (!held || held.exp * 1000 <= Date.now()) return json(response, { active: false });
    return json(response, {
      active: true,
      username: held.username,
      client_id: held.clientId,
      exp: held.exp,
      token_type: 'Bearer',
    });
  };

  const userinfo = (request: IncomingMessage, response: ServerResponse) => {
    const header = request.headers.authorization ?? '';
    const held = header.startsWith('Bearer ') ? tokens.get(header.slice(7)) : undefined;
    if (!held || held.exp * 1000 <= Date.now()) {
      return json(response, { error: 'invalid_token' }, 401, { 'www-authenticate': 'Bearer error="invalid_token"' });
    }
    return json(response, { sub: `sub-${held.username}`, preferred_username: held.username });
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    calls[url.pathname] = (calls[url.pathname] ?? 0) + 1;
    if (failure !== undefined) return json(response, { error: 'temporarily_unavailable' }, failure);
    if (garbage !== undefined) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(garbage);
    }
    const route = `${request.method} ${url.pathname}`;
    const answer =
      route === 'GET /oauth2/authorize'
        ? authorize(url, response)
        : route === 'POST /oauth2/token'
          ? token(request, response)
          : route === 'POST /oauth2/introspect'
            ? introspect(request, response)
            : route === 'GET /oauth2/userinfo'
              ? userinfo(request, response)
              : json(response, { error: 'not_found' }, 404);
    void Promise.resolve(answer).catch(() => json(response, { error: 'server_error' }, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeIdentityProvider = {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    signIn(username) {
      signedIn = username;
    },
    issueToken: (username, options = {}) =>
      issueToken(username, options.clientId ?? firstClient(), options.expiresInSeconds),
    issueCode(username, redirectUri, clientId = firstClient()) {
      const code = secret();
      codes.set(code, { username, clientId, redirectUri });
      return code;
    },
    failWith(status) {
      failure = status;
    },
    answerGarbage(text) {
      garbage = text;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
