import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The captcha answer the platform accepts in this run (CAPTCHA_TEST_CODE; refused in production). */
export const testCaptchaCode = 'E2E7';
/** The prefix of /SLogin's date-derived verify code in this run (SLOGIN_VERIFY_PREFIX). */
export const sLoginVerifyPrefix = 'e2e-sibling-prefix';

/** The WeChat website application of this run; the fake WeChat knows the same id and secret. */
export const e2eWechatApp = { appId: 'wx-e2e-app', appSecret: 'wx-e2e-secret' } as const;

/** Where the platform reaches WeChat: its API (server to server) and its QR page (in the browser). */
export interface PlatformWechat {
  apiBase: string;
  openBase: string;
}

export interface RunningPlatform {
  baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the platform as a user would (npm start's server step), on a new embedded database in a temporary folder,
 * so the demo data loads exactly as on a fresh machine, with WeChat login pointed at `wechat` when given. The web app
 * must be built already.
 */
export async function startPlatform(wechat?: PlatformWechat): Promise<RunningPlatform> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gcs-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      CAPTCHA_TEST_CODE: testCaptchaCode,
      SLOGIN_VERIFY_PREFIX: sLoginVerifyPrefix,
      WECHAT_APP_ID: wechat ? e2eWechatApp.appId : '',
      WECHAT_APP_SECRET: wechat ? e2eWechatApp.appSecret : '',
      WECHAT_API_BASE: wechat?.apiBase ?? '',
      WECHAT_OPEN_BASE: wechat?.openBase ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (let ready = false; !ready;) {
    if (child.exitCode !== null) throw new Error(`platform exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`platform did not answer ${baseUrl}/healthz within 600 s`);
    }
    try {
      ready = (await fetch(`${baseUrl}/healthz`)).ok;
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
