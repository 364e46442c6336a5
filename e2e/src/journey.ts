import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { snapOnFailure } from './archive';
import { launchBrowser } from './browser';

/**
 * The hooks of a journey file: Chromium launched before its tests (handed to `launched`) and closed after them, and a
 * picture of the page `shown` when a test fails (artifacts/failed-<name>.png).
 */
export function journeyHooks(name: string, launched: (browser: Browser) => void, shown: () => Page | undefined): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    launched(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach((context) => snapOnFailure(context, name, shown));
}
