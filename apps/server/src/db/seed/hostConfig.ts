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
    siblingLinks: [
      { title: '特种设备安全监管平台', url: '#' },
      { title: '移动式压力容器监管平台', url: '#' },
    ],
    levelTwoLinks: [
      { title: '液化气监管平台', url: '#' },
      { title: '日志系统', url: '#' },
    ],
  };
}
