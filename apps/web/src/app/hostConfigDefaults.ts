import { defaultHostConfig, type HostConfig } from '@gcs/contracts';

/** The deployment's values over the defaults; blank strings keep the default. */
export function mergeHostConfig(loaded: Partial<HostConfig> | undefined, applicationName?: string): HostConfig {
  const merged: HostConfig = { ...defaultHostConfig };
  if (loaded) {
    for (const [key, value] of Object.entries(loaded) as [keyof HostConfig, HostConfig[keyof HostConfig]][]) {
      if (value === undefined || value === null || value === '') continue;
      Object.assign(merged, { [key]: value });
    }
  }
  if (applicationName && applicationName.trim() !== '') merged.applicationName = applicationName.trim();
  return merged;
}
