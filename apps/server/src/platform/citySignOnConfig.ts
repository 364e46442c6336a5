import { z } from 'zod';
import { citySignOnProviderKeys, type CitySignOnProvider } from '@gcs/contracts';

/** One city's identity provider: an OAuth 2.0 server, this platform's client there, and the region it vouches for. */
export interface IdentityProviderConfig {
  /** Base address; the provider answers at /oauth2/authorize, /oauth2/token, /oauth2/introspect, /oauth2/userinfo. */
  endpoint: string;
  clientId: string;
  clientSecret: string;
  /** When set, only users of this region (their unit's division code under it) may log in through the provider. */
  areaCode?: string | undefined;
}

export type CitySignOnConfig = Partial<Record<CitySignOnProvider, IdentityProviderConfig>>;

const providerSchema = z.strictObject(
  {
    endpoint: z.url({ protocol: /^https?$/, error: 'endpoint 必须是 http(s) 网址' }),
    clientId: z.string({ error: 'clientId 必须是文字' }).trim().min(1, 'clientId 不能为空').max(128),
    clientSecret: z.string({ error: 'clientSecret 必须是文字' }).min(1, 'clientSecret 不能为空').max(256),
    areaCode: z
      .string({ error: 'areaCode 必须是6位行政区划代码' })
      .regex(/^\d{6}$/, 'areaCode 必须是6位行政区划代码')
      .optional(),
  },
  { error: '多余的字段（只允许 endpoint、clientId、clientSecret、areaCode）' },
);

/**
 * Reads CITY_SIGN_ON (JSON: provider key -> provider); answers the configuration, or what is wrong in Chinese naming
 * the provider key (never echoing a secret).
 */
export function parseCitySignOn(json: string | undefined): CitySignOnConfig | string {
  if (json === undefined || json.trim() === '') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return '不是有效的 JSON';
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return '应为以城市键为属性的 JSON 对象';
  const config: CitySignOnConfig = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!citySignOnProviderKeys.includes(key as CitySignOnProvider)) {
      return `${key}: 未知的城市键（可用：${citySignOnProviderKeys.join('、')}）`;
    }
    const parsed = providerSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.');
      return `${key}: ${issue?.code === 'invalid_type' && !field ? '应为对象' : (issue?.message ?? '配置不正确')}`;
    }
    config[key as CitySignOnProvider] = {
      endpoint: parsed.data.endpoint.replace(/\/+$/, ''),
      clientId: parsed.data.clientId,
      clientSecret: parsed.data.clientSecret,
      areaCode: parsed.data.areaCode,
    };
  }
  return config;
}

/** API_SERVICE_ACCOUNTS: comma-separated login codes, compared ignoring case and spaces. */
export function parseApiServiceAccounts(list: string | undefined): ReadonlySet<string> {
  return new Set(
    (list ?? '')
      .split(',')
      .map((code) => code.trim().toLowerCase())
      .filter((code) => code.length > 0),
  );
}
