import { defaultPublicityUrlTemplate, hostConfig, type HostConfig } from '@gcs/contracts';
import type { FrontRepository } from './front.repository';

/** What a deployment shows before anything is configured. */
export const defaultHostConfig: HostConfig = {
  code: '',
  temstyle: 'style-b',
  title: '气瓶安全监管平台',
  applicationName: '气瓶安全监管平台',
  enterpriseUrl: '',
  background: '',
  footerLinks: [],
  loginToMain: false,
  dashboardHide: false,
  showLevel: null,
  publicLink: '',
  hideWarningLine: false,
  publicityUrlTemplate: defaultPublicityUrlTemplate,
};

export class FrontService {
  constructor(private readonly repository: FrontRepository) {}

  /** The stored configuration over the defaults; a stored value of the wrong shape falls back to its default. */
  async hostConfig(): Promise<HostConfig> {
    const stored = (await this.repository.hostConfig()) ?? {};
    const merged = { ...defaultHostConfig };
    for (const key of Object.keys(defaultHostConfig) as (keyof HostConfig)[]) {
      const field = hostConfig.shape[key].safeParse(stored[key]);
      if (field.success) (merged as Record<string, unknown>)[key] = field.data;
    }
    return merged;
  }
}
