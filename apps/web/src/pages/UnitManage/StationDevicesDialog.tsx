import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag, Typography } from 'antd';
import { fillStationApi } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import type { ActionContext } from '../../lists/actionTypes';

/** A station's regulators (QueryRegulatorByFillStation) and filling scales (QueryScaleDevice), read only. */
export function StationDevicesDialog({ row, onClose }: ActionContext) {
  const api = useApi();
  const stationId = Number(row?.id);
  const regulators = useQuery({
    queryKey: ['fillStation', 'regulators', stationId],
    queryFn: () => api.send(fillStationApi.regulators, { query: { StationId: stationId } }),
  });
  const scales = useQuery({
    queryKey: ['fillStation', 'scales', stationId],
    queryFn: () => api.send(fillStationApi.scaleDevices, { query: { StationId: stationId } }),
  });
  const state = (isValid: boolean) => (isValid ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>);
  return (
    <Modal
      open
      title={`${String(row?.stationName ?? '')} - 监管单位与充装秤`}
      footer={null}
      width={820}
      onCancel={onClose}
    >
      <Typography.Title level={5}>监管单位</Typography.Title>
      <Table
        aria-label="监管单位"
        size="small"
        rowKey="id"
        pagination={false}
        loading={regulators.isLoading}
        dataSource={regulators.data?.list ?? []}
        columns={[
          { title: '监管单位', dataIndex: 'regulatorName' },
          { title: '所属区域', dataIndex: 'divisionName' },
          { title: '状态', dataIndex: 'isValid', render: state, width: 90 },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        充装秤
      </Typography.Title>
      <Table
        aria-label="充装秤"
        size="small"
        rowKey="id"
        pagination={false}
        loading={scales.isLoading}
        dataSource={scales.data?.list ?? []}
        columns={[
          { title: '设备编号', dataIndex: 'deviceCode' },
          { title: '名称', dataIndex: 'deviceName' },
          { title: '型号', dataIndex: 'model' },
          {
            title: '最近上报',
            dataIndex: 'lastReportAt',
            render: (value: string | null) => (value ? new Date(value).toLocaleString('zh-CN') : '—'),
          },
          { title: '状态', dataIndex: 'isValid', render: state, width: 90 },
        ]}
      />
    </Modal>
  );
}
