import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { authApi } from '@gcs/contracts';
import type { DemoAccountKey } from '@gcs/server/demo-accounts';
import type { BrowserStorageState } from './browser';
import { pathOf } from './login';

/**
 * The browser state of each demo account's login in this run (cookies and local storage, where the web app keeps
 * the session), and the page the login landed on. Journeys run one file after another in their own module graphs,
 * so the states are files, one folder per platform started (its port).
 */
export interface StoredLogin {
  state: BrowserStorageState;
  landing: string;
}

/** The web app's key of the session token (apps/web/src/api/storage.ts). */
const accessTokenKey = 'accessToken';

const folderOf = (baseUrl: string) => join(tmpdir(), `gcs-e2e-logins-${new URL(baseUrl).port}`);
const fileOf = (baseUrl: string, key: DemoAccountKey) => join(folderOf(baseUrl), `${key}.json`);

/** The account's stored login when its session still answers (a journey may have logged it out or replaced it). */
export async function liveStoredLogin(baseUrl: string, key: DemoAccountKey): Promise<StoredLogin | undefined> {
  let stored: StoredLogin;
  try {
    stored = JSON.parse(readFileSync(fileOf(baseUrl, key), 'utf8')) as StoredLogin;
  } catch {
    return undefined;
  }
  const token = stored.state.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === accessTokenKey)?.value;
  if (!token) return undefined;
  const answer = await fetch(`${baseUrl}${authApi.userPermission.path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.ok ? stored : undefined;
}

/** Forgets the stored logins of a platform (its run starts and ends). */
export function forgetStoredLogins(baseUrl: string): void {
  rmSync(folderOf(baseUrl), { recursive: true, force: true });
}

export async function storeLogin(baseUrl: string, key: DemoAccountKey, page: Page): Promise<void> {
  const stored: StoredLogin = { state: await page.context().storageState(), landing: pathOf(page) };
  mkdirSync(folderOf(baseUrl), { recursive: true });
  writeFileSync(fileOf(baseUrl, key), JSON.stringify(stored));
}
