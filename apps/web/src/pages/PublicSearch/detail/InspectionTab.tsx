import { useState } from 'react';
import { Pagination, Space, Spin } from 'antd';
import { FieldList } from './FieldList';
import { inspectionFields } from './inspectionFields';
import { InspectItemsTree } from './InspectItemsTree';
import { useCylinderInspection } from './queries';
import { TabState } from './TabState';

/** Inspection records one per page, with a pager to move between them. */
export function InspectionTab({ cylinderId }: { cylinderId: number }) {
  const [pageIndex, setPageIndex] = useState(1);
  const inspections = useCylinderInspection(cylinderId, pageIndex);
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
            onChange={setPageIndex}
          />
        </div>
      )}
    </Space>
  );
}
