import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { watchContentSecurity } from './contentSecurity';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type BrowserStorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Debian's Chromium, headless, with the flags this network-less machine needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: apt-get install chromium`);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--lang=zh-CN',
    ],
  });
}

/** A page in a new browser context, empty or with a stored state (cookies and local storage). */
export async function newPage(browser: Browser, baseUrl: string, storageState?: BrowserStorageState): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    ...(storageState ? { storageState } : {}),
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  await watchContentSecurity(context);
  return context.newPage();
}

/** Screenshots of each journey, for a person to look at (gitignored). */
export function artifactPath(name: string): string {
  const folder = fileURLToPath(new URL('../artifacts/', import.meta.url));
  mkdirSync(folder, { recursive: true });
  return `${folder}${name}`;
}
