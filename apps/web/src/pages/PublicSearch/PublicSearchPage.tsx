import { useMemo, useState } from 'react';
import { Card, Empty, Layout, Table, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { messages, pageSizeOptions, publicityUrl, type PublicCylinderRow } from '@gcs/contracts';
import { useHostConfig } from '../../app/useHostConfig';
import { AdvancedQueryDialog } from './AdvancedQueryDialog';
import { CylinderDetailDialog } from './detail/CylinderDetailDialog';
import { resultColumns } from './resultColumns';
import { RowKindLegend } from '../../components/table/RowKindLegend';
import { cylinderRowMarks } from '../../components/table/rowKinds';
import { SearchBar } from './SearchBar';
import { usePublicSearch } from './usePublicSearch';

/** Public cylinder archive query (spec 02 section 2.1): no login needed. */
export function PublicSearchPage() {
  const { config, applicationName } = useHostConfig();
  const search = usePublicSearch();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [viewing, setViewing] = useState<PublicCylinderRow | null>(null);

  const columns = useMemo(
    () =>
      resultColumns({
        areaCode: config.code,
        onView: setViewing,
        onPublicity: (row) =>
          window.open(
            publicityUrl(config.publicityUrlTemplate, config.code, row.barcode),
            '_blank',
            'noopener,noreferrer',
          ),
      }),
    [config.code, config.publicityUrlTemplate],
  );

  return (
    <Layout className="public-search">
      <Layout.Header className="public-search__header">
        <SafetyCertificateOutlined className="public-search__logo" aria-hidden="true" />
        <Typography.Title level={1} className="public-search__app-name">
          {applicationName}
        </Typography.Title>
        <span className="public-search__subtitle">气瓶档案公开查询</span>
      </Layout.Header>
      <Layout.Content className="public-search__content">
        <Card className="public-search__card" variant="borderless">
          <SearchBar
            conditions={search.conditions}
            onChange={search.setCondition}
            onSearch={search.search}
            onAdvanced={() => setAdvancedOpen(true)}
            loading={search.loading}
          />
        </Card>
        <Card className="public-search__card" variant="borderless">
          <RowKindLegend />
          <Table<PublicCylinderRow>
            className="public-search__table"
            rowKey="id"
            size="middle"
            bordered
            columns={columns}
            dataSource={search.rows}
            loading={search.loading}
            scroll={{ x: 1900 }}
            {...cylinderRowMarks}
            locale={{ emptyText: <Empty description={messages.noData} /> }}
            pagination={{
              current: search.pageIndex,
              pageSize: search.pageSize,
              total: search.total,
              pageSizeOptions: pageSizeOptions.map(String),
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: (total) => `共 ${total} 条`,
              onChange: search.changePage,
            }}
          />
        </Card>
      </Layout.Content>
      <Layout.Footer className="public-search__footer">{applicationName} · 气瓶档案信息公开查询服务</Layout.Footer>
      <AdvancedQueryDialog
        open={advancedOpen}
        conditions={search.conditions}
        onChange={search.setCondition}
        onReset={search.reset}
        onClose={() => setAdvancedOpen(false)}
        onSearch={() => {
          if (search.search()) setAdvancedOpen(false);
        }}
      />
      <CylinderDetailDialog row={viewing} areaCode={config.code} onClose={() => setViewing(null)} />
    </Layout>
  );
}
