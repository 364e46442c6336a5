import { defaultHostConfig, hostConfig, type HostConfig } from '@gcs/contracts';
import type { FrontRepository } from './front.repository';

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
