import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * The Content-Security-Policy of everything the server sends: the web app, the API and the docs at /api/docs.
 * Each directive, and why (docs/security.md):
 * - scripts only from this origin and never inline (the Vite build loads one module script; Swagger UI's
 *   initializer is a file too), so an injected script or `on...=` attribute does not run;
 * - styles from this origin and inline: antd's CSS-in-JS writes <style> elements at run time (a nonce would need a
 *   per-request index page and every style-injecting library to carry it);
 * - images from this origin (the captcha, archive pictures) and data:/blob: (placeholders, pictures the app reads
 *   with the session's bearer token and shows through object URLs);
 * - fetches only to this origin (the API, the /cityres GeoJSON maps);
 * - no plugins, no <base> elsewhere, forms post only here, and no page may frame ours;
 * - frames from this origin only, unless WeChat login is configured: then also WeChat's QR page (the configured open
 *   platform's origin, and nothing else), which the login page and the binding dialog embed the way WeChat's own
 *   website-login script does.
 * No upgrade-insecure-requests: a plant on an intranet serves plain HTTP, and upgrading would break every request.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The policy of a deployment: the fixed one, plus WeChat's QR page as a frame source when WeChat login is on. */
export function contentSecurityPolicyFor(wechat: { openBase: string } | undefined): Record<string, string[]> {
  if (!wechat) return contentSecurityPolicy;
  return { ...contentSecurityPolicy, 'frame-src': ["'self'", new URL(wechat.openBase).origin] };
}

/**
 * Registers the headers for every answer, before any other hook, so refusals (401, 404) carry them too. HSTS only when
 * the platform is told it is reached over https (PUBLIC_ORIGIN): sent over plain HTTP it means nothing, and on an
 * intranet host later moved behind TLS it would pin browsers to https before the certificate is in place.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  wechat: { openBase: string } | undefined,
  behindTls: boolean,
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(wechat) },
    // Older browsers ignore frame-ancestors: X-Frame-Options says the same to them.
    frameguard: { action: 'deny' },
    // Our own requests keep their referrer (server logs); nothing, such as a searched barcode, leaves for other sites.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: behindTls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
