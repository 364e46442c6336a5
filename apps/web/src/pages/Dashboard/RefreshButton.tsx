import { SyncOutlined } from '@ant-design/icons';
import { App, Tooltip } from 'antd';
import { useState } from 'react';
import { errorText } from '../../components/table/DataTable';

export const refreshTooltip = '点击获取最新数据';

/** The refresh icon: asks the server to recount, shows its error if it fails, and reloads the figures either way. */
export function RefreshButton({ refresh, className }: { refresh: () => Promise<void>; className?: string }) {
  const { message } = App.useApp();
  const [running, setRunning] = useState(false);
  const run = () => {
    if (running) return;
    setRunning(true);
    refresh()
      .catch((error: unknown) => {
        void message.error(errorText(error));
      })
      .finally(() => setRunning(false));
  };
  return (
    <Tooltip title={refreshTooltip}>
      <button type="button" className={className ?? 'dashboard-refresh'} aria-label={refreshTooltip} onClick={run}>
        <SyncOutlined spin={running} />
      </button>
    </Tooltip>
  );
}
