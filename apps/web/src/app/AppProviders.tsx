import { useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { ApiProvider } from '../api/ApiContext';
import { api as defaultApi, type Api } from '../api/api';
import { createQueryClient } from './queryClient';
import { ErrorBoundary } from './ErrorBoundary';
import { theme } from './theme';

dayjs.locale('zh-cn');

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests inject a fake API and a fresh query client. */
  api?: Api;
  queryClient?: QueryClient;
}

/** Locale, theme, data fetching and the API, around every page. */
export function AppProviders({ children, api = defaultApi, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <ErrorBoundary>
          <ApiProvider api={api}>
            <QueryClientProvider client={client}>{children}</QueryClientProvider>
          </ApiProvider>
        </ErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
