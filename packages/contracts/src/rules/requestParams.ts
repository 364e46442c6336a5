/** Parameters with empty or null values are dropped from query strings (spec 02 section 5). */
export function dropEmptyParams<T extends Record<string, unknown>>(params: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(params) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    kept[key] = value;
  }
  return kept;
}

/** Paths of the java API start with this prefix (spec 01 section 7). */
export const javaApiPrefix = 'api/java/';

export function isJavaApiPath(url: string): boolean {
  return url.replace(/^\/+/, '').startsWith(javaApiPrefix);
}

const listParamsJoinedForJava = ['RegulatorIds', 'StationIds'] as const;

/** On a java-API path, the list-valued RegulatorIds and StationIds travel as comma-joined strings. */
export function joinListParamsForJava(params: Record<string, unknown>): Record<string, unknown> {
  const reshaped = { ...params };
  for (const key of listParamsJoinedForJava) {
    const value = reshaped[key];
    if (Array.isArray(value)) reshaped[key] = value.join(',');
  }
  return reshaped;
}

/** A java-API answer carries message and success; the client reads them as messeage and result. */
export function reshapeJavaResponse<T>(data: T): T {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const body = data as Record<string, unknown>;
  return { ...body, messeage: body.message, result: body.success } as T;
}
