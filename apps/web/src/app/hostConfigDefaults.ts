import { defaultPublicityUrlTemplate, type HostConfig } from '@gcs/contracts';

export const defaultApplicationName = '气瓶质量安全追溯监管平台';

/** Used until the host configuration arrives, and whenever it cannot be loaded. */
export const defaultHostConfig: HostConfig = {
  code: '',
  temstyle: 'style-b',
  title: defaultApplicationName,
  applicationName: defaultApplicationName,
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
