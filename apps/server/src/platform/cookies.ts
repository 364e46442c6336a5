/** The cookies of a request's Cookie header, by name (the first value wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const cut = part.indexOf('=');
    if (cut <= 0) continue;
    const name = part.slice(0, cut).trim();
    if (cookies.has(name)) continue;
    const raw = part.slice(cut + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
}

/** A Set-Cookie value that scripts cannot read and other sites cannot send. */
export function strictCookie(name: string, value: string, options: CookieOptions): string {
  return httpOnlyCookie(name, value, options, 'Strict');
}

/**
 * A Set-Cookie value that scripts cannot read, sent on same-site requests and on top-level navigations from other
 * sites (an OAuth provider sending the browser back), never on other sites' subresource requests or forms posts.
 */
export function laxCookie(name: string, value: string, options: CookieOptions): string {
  return httpOnlyCookie(name, value, options, 'Lax');
}

function httpOnlyCookie(
  name: string,
  value: string,
  { path, maxAgeSeconds, secure }: CookieOptions,
  sameSite: 'Strict' | 'Lax',
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${sameSite}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
