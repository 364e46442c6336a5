import { z } from 'zod';
import { messages } from '@gcs/contracts';
import type { IdentityProviderConfig } from '../../platform/citySignOnConfig';
import { HttpError } from '../../platform/errors';

/** How long the platform waits for an identity provider before answering 502. */
const providerTimeoutMs = 8_000;

/** The provider refused the grant or the token (RFC 6749 invalid_grant, RFC 7662 inactive): the person's problem. */
export type Vouched = { ok: true; username: string } | { ok: false; reason: string };

const tokenAnswer = z.object({ access_token: z.string().min(1).max(4096), token_type: z.string().optional() });
const tokenError = z.object({ error: z.string().max(64) });
const introspection = z.object({
  active: z.boolean(),
  username: z.string().max(64).optional(),
  client_id: z.string().max(128).optional(),
  exp: z.number().optional(),
});
const userInfo = z.object({ sub: z.string().max(128), preferred_username: z.string().min(1).max(64) });

/** The provider's authorize page for the authorization-code flow (RFC 6749 section 4.1.1). */
export function authorizeUrl(provider: IdentityProviderConfig, redirectUri: string, state: string): string {
  const url = new URL(`${provider.endpoint}/oauth2/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

/** HTTP Basic client authentication (RFC 6749 section 2.3.1: both parts form-urlencoded first). */
function basic(provider: IdentityProviderConfig): string {
  const encode = (part: string) => encodeURIComponent(part).replaceAll('%20', '+');
  return `Basic ${Buffer.from(`${encode(provider.clientId)}:${encode(provider.clientSecret)}`).toString('base64')}`;
}

/** One request to the provider: its status and JSON body; unreachable, slow or not JSON is 502 for our caller. */
async function ask(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(providerTimeoutMs) });
  } catch {
    throw new HttpError(502, messages.citySignOnUnavailable);
  }
  if (response.status >= 500) throw new HttpError(502, messages.citySignOnUnavailable);
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    throw new HttpError(502, messages.citySignOnUnreadable);
  }
}

function read<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(502, messages.citySignOnUnreadable);
  return parsed.data;
}

/** The token endpoint: an access token, or the provider's refusal of the grant. */
async function token(
  provider: IdentityProviderConfig,
  grant: Record<string, string>,
): Promise<{ ok: true; accessToken: string } | { ok: false; reason: string }> {
  const { status, body } = await ask(`${provider.endpoint}/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: basic(provider),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(grant).toString(),
  });
  if (status === 401) throw new HttpError(502, messages.citySignOnClientRefused);
  if (status === 200) return { ok: true, accessToken: read(tokenAnswer, body).access_token };
  if (status === 400) return { ok: false, reason: read(tokenError, body).error };
  throw new HttpError(502, messages.citySignOnUnreadable);
}

/** Reads the account an access token belongs to at the userinfo endpoint (Bearer). */
async function accountOfAccessToken(provider: IdentityProviderConfig, accessToken: string): Promise<Vouched> {
  const { status, body } = await ask(`${provider.endpoint}/oauth2/userinfo`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (status === 401) return { ok: false, reason: 'invalid_token' };
  if (status !== 200) throw new HttpError(502, messages.citySignOnUnreadable);
  return { ok: true, username: read(userInfo, body).preferred_username };
}

/** Resource-owner password grant (RFC 6749 section 4.3), then the account of the token. */
export async function passwordGrant(
  provider: IdentityProviderConfig,
  username: string,
  password: string,
): Promise<Vouched> {
  const granted = await token(provider, { grant_type: 'password', username, password });
  return granted.ok ? accountOfAccessToken(provider, granted.accessToken) : granted;
}

/** Authorization-code grant (RFC 6749 section 4.1.3), then the account of the token. */
export async function codeGrant(provider: IdentityProviderConfig, code: string, redirectUri: string): Promise<Vouched> {
  const granted = await token(provider, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  return granted.ok ? accountOfAccessToken(provider, granted.accessToken) : granted;
}

/**
 * Token introspection (RFC 7662): the account of a token the provider handed the browser, when it is active, issued
 * to this platform's client, and not expired.
 */
export async function introspect(provider: IdentityProviderConfig, accessToken: string, now: Date): Promise<Vouched> {
  const { status, body } = await ask(`${provider.endpoint}/oauth2/introspect`, {
    method: 'POST',
    headers: {
      authorization: basic(provider),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ token: accessToken, token_type_hint: 'access_token' }).toString(),
  });
  if (status === 401) throw new HttpError(502, messages.citySignOnClientRefused);
  if (status !== 200) throw new HttpError(502, messages.citySignOnUnreadable);
  const answer = read(introspection, body);
  if (!answer.active) return { ok: false, reason: 'inactive' };
  if (answer.client_id !== undefined && answer.client_id !== provider.clientId) {
    return { ok: false, reason: 'otherClient' };
  }
  if (answer.exp !== undefined && answer.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  if (!answer.username) throw new HttpError(502, messages.citySignOnUnreadable);
  return { ok: true, username: answer.username };
}
