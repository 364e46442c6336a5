import { z } from 'zod';

/**
 * In a browser, zod must not compile parsers with `new Function`: the Content-Security-Policy refuses eval, and zod's
 * probe for it (made when the first object schema is built) shows as a policy violation. This module is the first
 * import of index.ts, so it runs before any schema of the contract exists. The server keeps the compiled parsers.
 */
// The contracts package has no DOM types: the browser is recognised by its global `document`.
if ('document' in globalThis) z.config({ jitless: true });
