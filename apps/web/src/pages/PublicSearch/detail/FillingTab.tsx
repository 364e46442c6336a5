import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { FieldList } from './FieldList';
import { fillingFields } from './fillingFields';
import { FillingDetailsDialog } from './FillingDetailsDialog';
import { useCylinderFillings } from './queries';
import { TabState } from './TabState';

/** Only the latest filling record is shown here (spec 02 section 7.1); the full list opens in its own dialog. */
export function FillingTab({ cylinderId, barcode }: { cylinderId: string; barcode: string }) {
  const fillings = useCylinderFillings(cylinderId, 1, 1);
  const [allOpen, setAllOpen] = useState(false);
  const first = fillings.data?.list[0];
  return (
    <TabState loading={fillings.isPending} empty={!first}>
      {first && (
        <Space orientation="vertical" size="middle" className="full-width">
          <div className="tab-toolbar">
            <Typography.Text type="secondary">
              最近一次充装记录，共 {fillings.data?.totalCount ?? 0} 条充装记录
            </Typography.Text>
            <Button icon={<UnorderedListOutlined aria-hidden="true" />} onClick={() => setAllOpen(true)}>
              查看全部充装记录
            </Button>
          </div>
          <FieldList fields={fillingFields(first)} />
        </Space>
      )}
      <FillingDetailsDialog
        open={allOpen}
        cylinderId={cylinderId}
        barcode={barcode}
        onClose={() => setAllOpen(false)}
      />
    </TabState>
  );
}
