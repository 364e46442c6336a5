import { defaultHostConfig, hostConfig, type HostConfig } from '@gcs/contracts';
import { demoAreaCode, demoCityName } from './demoCity';

/** The deployment's host configuration for the demo city (row id 1 of host_config). */
export function demoHostConfig(): HostConfig {
  return hostConfig.parse(buildHostConfig());
}

function buildHostConfig(): HostConfig {
  const applicationName = `${demoCityName}气瓶安全监管平台`;
  return {
    ...defaultHostConfig,
    code: demoAreaCode,
    title: applicationName,
    applicationName,
    footerLinks: [
      { title: `${demoCityName}市场监督管理局`, url: '#' },
      { title: '特种设备安全监察', url: '#' },
      { title: '使用帮助', url: '#' },
    ],
    // The sibling platforms are signed hand-offs (sibling_platform, demoSiblingPlatforms), not plain links.
    siblingLinks: [],
    levelTwoLinks: [
      { title: '液化气监管平台', url: '#' },
      { title: '日志系统', url: '#' },
    ],
  };
}

/**
 * The sibling platforms of the demo city, for GetRedirectList and GetSign. Their addresses are placeholders of the
 * reserved example domain and their secrets demo values: a deployment enters its own.
 */
export function demoSiblingPlatforms() {
  return [
    { title: '特种设备安全监管平台', bind_system_code: 'sesr', url: 'https://sesr.example.cn/sso', sort: 1 },
    { title: '移动式压力容器监管平台', bind_system_code: 'pv', url: 'https://pv.example.cn/sso', sort: 2 },
  ].map(({ url, ...sibling }) => ({
    ...sibling,
    bind_system_url: url,
    sign_secret: `demo-${sibling.bind_system_code}-hand-off-secret`,
  }));
}
