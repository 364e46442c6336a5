import type { ThemeConfig } from 'antd';

/** A calm government-blue theme for all-day use. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1557b0',
    borderRadius: 4,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  },
};
