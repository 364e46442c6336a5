import { useState } from 'react';
import { Pagination, Space, Spin } from 'antd';
import type { InspectionRecord } from '@gcs/contracts';
import { FieldList } from './FieldList';
import { inspectionFields } from './inspectionFields';
import { InspectItemsTree } from './InspectItemsTree';
import { useCylinderInspection } from './queries';
import { TabState } from './TabState';

/** Inspection records one per page, with a pager to move between them. */
export function InspectionTab({ cylinderId }: { cylinderId: string }) {
  const [pageIndex, setPageIndex] = useState(1);
  return (
    <InspectionPages
      inspections={useCylinderInspection(cylinderId, pageIndex)}
      pageIndex={pageIndex}
      onPageChange={setPageIndex}
    />
  );
}

/** What a page of inspection records (one record per page) is read as, by the public or the archive call. */
export interface InspectionPagesQuery {
  data?: { totalCount: number; list: InspectionRecord[] } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
}

/** The shown inspection record, its items and a pager over the records; a load error leaves the tab empty. */
export function InspectionPages({
  inspections,
  pageIndex,
  onPageChange,
}: {
  inspections: InspectionPagesQuery;
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
}) {
  const record = inspections.isError ? undefined : inspections.data?.list[0];
  const total = inspections.isError ? 0 : (inspections.data?.totalCount ?? 0);
  return (
    <Space orientation="vertical" size="middle" className="full-width">
      <TabState loading={inspections.isPending} empty={!record}>
        {record && (
          <Spin spinning={inspections.isFetching}>
            <FieldList fields={inspectionFields(record)} />
            {record.inspectItemsJson && record.inspectItemsJson.length > 0 && (
              <InspectItemsTree items={record.inspectItemsJson} />
            )}
          </Spin>
        )}
      </TabState>
      {total > 0 && (
        <div data-testid="inspection-pager" className="inspection-pager">
          <Pagination
            current={pageIndex}
            pageSize={1}
            total={total}
            showSizeChanger={false}
            showTotal={(count) => `共 ${count} 条检验记录`}
            onChange={onPageChange}
          />
        </div>
      )}
    </Space>
  );
}
