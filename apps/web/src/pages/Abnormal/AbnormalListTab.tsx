import { useMemo, useState, type Key } from 'react';
import { App, Button, Flex, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { abnormalApi, abnormalColumns, vcAbnormalColumns, type VcAbnormalRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { ColumnSettings } from '../../components/table/ColumnSettings';
import { DataTable, errorText } from '../../components/table/DataTable';
import { ExportButton } from '../../components/table/ExportButton';
import { useColumnConfig } from '../../components/table/useColumnConfig';
import { usePagedList } from '../../components/table/usePagedList';
import { cylinderRowMarks } from '../PublicSearch/rowKinds';
import type { PageArea } from '../shared/area';
import { CylinderDetail, type CylinderDetailTarget } from '../shared/CylinderDetail';
import { answerText } from '../shared/feedback';
import type { AbnormalFilter } from './AbnormalPage';

type Row = Omit<VcAbnormalRow, 'plateNum' | 'vcTypeName'> & Partial<VcAbnormalRow>;

export const restoreQuestion = (count: number) => `确定将所选的 ${count} 个异常气瓶恢复正常吗？`;

/**
 * 列表 of the abnormal cylinders: why, who flagged them and when, configurable columns, export by the server, 查看,
 * and 恢复正常 of the chosen ones after a confirmation.
 */
export function AbnormalListTab({ area, filter }: { area: PageArea; filter: AbnormalFilter }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [selected, setSelected] = useState<Key[]>([]);
  const [viewing, setViewing] = useState<CylinderDetailTarget | null>(null);
  const columnConfig = useColumnConfig(area.pageName, area.isVehicle ? vcAbnormalColumns : abnormalColumns);
  const list = usePagedList<AbnormalFilter, Row>({
    queryKey: ['abnormal', 'list', area.isVehicle],
    filter,
    fetchPage: (query, signal) =>
      area.isVehicle ? api.abnormal.vcList({ query, signal }) : api.abnormal.list({ query, signal }),
  });

  const restore = () => {
    const ids = selected.map(Number);
    modal.confirm({
      title: '恢复正常',
      content: restoreQuestion(ids.length),
      okText: '确定恢复',
      cancelText: '取消',
      onOk: async () => {
        try {
          const answer = await api.abnormal.batchRestore({ body: { ids } });
          void message.success(answerText(answer, `已恢复 ${answer.data.count} 个异常气瓶`));
          setSelected([]);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: ['abnormal'] }),
            queryClient.invalidateQueries({ queryKey: ['cylinder'] }),
          ]);
        } catch (error) {
          void message.error(errorText(error));
        }
      },
    });
  };

  const actions = useMemo<TableColumnsType<Row>>(
    () => [
      {
        key: 'actions',
        title: '操作',
        width: 80,
        fixed: 'right',
        render: (_value: unknown, row: Row) => (
          <Button
            type="link"
            size="small"
            onClick={() => setViewing({ id: row.cylinderId, barcode: row.cylinderBarcode })}
          >
            查看
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Button type="primary" data-testid="abnormal-restore" disabled={selected.length === 0} onClick={restore}>
          恢复正常{selected.length > 0 ? `（${selected.length}）` : ''}
        </Button>
        <Space wrap>
          <ExportButton
            mode="server"
            title="异常气瓶"
            url={area.isVehicle ? abnormalApi.vcList.path : abnormalApi.list.path}
            filters={filter}
            total={list.total}
            columns={columnConfig.visible}
          />
          <ColumnSettings columns={columnConfig.columns} onChange={columnConfig.choose} onReset={columnConfig.reset} />
        </Space>
      </Flex>
      <DataTable<Row>
        label="异常气瓶列表"
        columns={columnConfig.visible}
        extraColumns={actions}
        rowKey="id"
        {...list}
        selection={{ selectedKeys: selected, onChange: (keys) => setSelected(keys) }}
        {...cylinderRowMarks}
      />
      <CylinderDetail cylinder={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
