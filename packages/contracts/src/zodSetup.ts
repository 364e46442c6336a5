import { z } from 'zod';

/**
 * In a browser, zod must not compile parsers with `new Function`: the Content-Security-Policy refuses eval, and zod's
 * probe for it (made when the first object schema is built) shows as a policy violation. This module is the first
 * import of index.ts, so it runs before any schema of the contract exists. The server keeps the compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
