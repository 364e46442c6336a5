import type { ReactNode } from 'react';
import { Empty, Spin } from 'antd';
import { messages } from '@gcs/contracts';

/** Loading, then either the content or 暂无数据 (load errors in the tabs are silent, spec 02 section 8). */
export function TabState({ loading, empty, children }: { loading: boolean; empty: boolean; children: ReactNode }) {
  if (loading) {
    return (
      <div className="tab-loading" role="status">
        <Spin description={messages.loading} />
      </div>
    );
  }
  if (empty) return <Empty description={messages.noData} />;
  return <>{children}</>;
}
