import { afterEach, expect } from 'vitest';
import { takeViolations } from './contentSecurity';

/** Every journey step runs under the server's Content-Security-Policy: a refused script, style or picture fails it. */
afterEach(() => {
  expect(takeViolations(), 'Content-Security-Policy violations in this step').toEqual([]);
});
