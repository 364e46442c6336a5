import { defaultHostConfig, hostConfig, type HostConfig } from '@gcs/contracts';
import type { FrontRepository } from './front.repository';

/** What the deployment's own settings decide, whatever the stored configuration says. */
export type DeploymentSettings = Pick<
  HostConfig,
  'passwordPolicy' | 'passwordMaxAgeDays' | 'idleMinutes' | 'wechatLogin'
>;

export class FrontService {
  constructor(
    private readonly repository: FrontRepository,
    private readonly deployment?: DeploymentSettings,
  ) {}

  /**
   * The stored configuration over the defaults; a stored value of the wrong shape falls back to its default. The
   * password policy, idle time and whether WeChat login is on come from the server's configuration, since the server
   * enforces them.
   */
  async hostConfig(): Promise<HostConfig> {
    const stored = (await this.repository.hostConfig()) ?? {};
    const merged = { ...defaultHostConfig };
    for (const key of Object.keys(defaultHostConfig) as (keyof HostConfig)[]) {
      const field = hostConfig.shape[key].safeParse(stored[key]);
      if (field.success) (merged as Record<string, unknown>)[key] = field.data;
    }
    return { ...merged, ...this.deployment };
  }
}
