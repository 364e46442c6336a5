import type { TestProject } from 'vitest/node';
import { startFakeWeChat } from '@gcs/fakes/wechat';
import { e2eWechatApp, startPlatform } from './platform';
import { forgetStoredLogins } from './storedLogins';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One platform, with its demo data, for every journey of the run, and the fake WeChat it logs in through. The
 * browser reaches WeChat's QR page as `localhost` while the platform is `127.0.0.1`: two sites, as WeChat and a
 * deployment are, so the journeys cross a site boundary on the way back exactly as users do.
 */
export default async function setup(project: TestProject) {
  const wechat = await startFakeWeChat(e2eWechatApp);
  const openBase = new URL(wechat.baseUrl);
  openBase.hostname = 'localhost';
  const platform = await startPlatform({ apiBase: wechat.baseUrl, openBase: openBase.origin }).catch(
    async (error: unknown) => {
      await wechat.close();
      throw error;
    },
  );
  project.provide('baseUrl', platform.baseUrl);
  forgetStoredLogins(platform.baseUrl);
  return async () => {
    forgetStoredLogins(platform.baseUrl);
    await platform.stop();
    await wechat.close();
  };
}
