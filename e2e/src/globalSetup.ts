import type { TestProject } from 'vitest/node';
import { startPlatform } from './platform';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One platform, with its demo data, for every journey of the run. */
export default async function setup(project: TestProject) {
  const platform = await startPlatform();
  project.provide('baseUrl', platform.baseUrl);
  return () => platform.stop();
}
