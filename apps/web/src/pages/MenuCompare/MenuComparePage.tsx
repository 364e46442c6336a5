import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { menuCompareApi, type MenuCompareRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { errorText } from '../../components/table/DataTable';

/** How many rows from each row on share its first-level menu (the first row of a run spans them all, the rest none). */
export function firstMenuSpans(rows: readonly MenuCompareRow[]): number[] {
  return rows.map((row, index) => {
    if (index > 0 && rows[index - 1]?.firstMenu === row.firstMenu) return 0;
    let span = 1;
    while (rows[index + span]?.firstMenu === row.firstMenu) span += 1;
    return span;
  });
}

/**
 * /MenuCompare (spec 01 section 2): every page of the platform by its first, second and third-level menu, what it
 * does, and a tick when this version provides it. The server derives the tick from the page registry.
 */
export function MenuComparePage() {
  const api = useApi();
  const compare = useQuery({
    queryKey: ['menu', 'compare'],
    queryFn: ({ signal }) => api.send(menuCompareApi.tree, { signal }),
    retry: false,
  });
  const rows = compare.data?.list ?? [];
  const spans = firstMenuSpans(rows);
  const available = rows.filter((row) => row.available).length;
  return (
    <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={3}>功能介绍与对比</Typography.Title>
      <Typography.Paragraph type="secondary">
        {compare.data ? `共 ${rows.length} 项功能，本版本提供 ${available} 项（打勾者）。` : '数据加载中···'}
        <Link to="/Main" style={{ marginLeft: 16 }}>
          <Button type="link">返回首页</Button>
        </Link>
      </Typography.Paragraph>
      {compare.error && <Alert type="error" showIcon message={errorText(compare.error)} />}
      <Table<MenuCompareRow>
        aria-label="功能对比表"
        rowKey="menuCode"
        size="small"
        bordered
        loading={compare.isPending}
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: '一级菜单',
            dataIndex: 'firstMenu',
            width: 140,
            onCell: (_row, index) => ({ rowSpan: spans[index ?? 0] ?? 1 }),
          },
          { title: '二级菜单', dataIndex: 'secondMenu', width: 160 },
          { title: '三级菜单', dataIndex: 'thirdMenu', width: 160 },
          { title: '功能说明', dataIndex: 'description' },
          {
            title: '本版本',
            dataIndex: 'available',
            width: 90,
            align: 'center',
            render: (value: boolean) =>
              value ? <CheckOutlined aria-label="本版本提供" style={{ color: '#52c41a' }} /> : null,
          },
        ]}
      />
    </div>
  );
}
