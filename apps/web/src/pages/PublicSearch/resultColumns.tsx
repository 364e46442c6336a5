import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { belongTypeLabel, formatYearMonth, type PublicCylinderRow } from '@gcs/contracts';
import { statusTagColor } from '../../components/table/rowKinds';

const text = (value: string | null) => value ?? '';

export interface ResultColumnOptions {
  areaCode: string;
  onView: (row: PublicCylinderRow) => void;
  onPublicity: (row: PublicCylinderRow) => void;
}

/** Columns of the public result table (spec 02 section 3.1). */
export function resultColumns({ areaCode, onView, onPublicity }: ResultColumnOptions): ColumnsType<PublicCylinderRow> {
  return [
    { title: '序号', dataIndex: 'ordinalNum', width: 64, align: 'center', fixed: 'left' },
    { title: '产权单位', dataIndex: 'stationName', width: 200, ellipsis: true, render: text },
    {
      title: '产权性质',
      dataIndex: 'belongType',
      width: 100,
      render: (value: number) => belongTypeLabel(value, areaCode),
    },
    { title: '制造单位', dataIndex: 'vendorName', width: 200, ellipsis: true, render: text },
    { title: '制造年月', dataIndex: 'makeDate', width: 96, render: (value: string | null) => formatYearMonth(value) },
    { title: '出厂编号', dataIndex: 'serialNumber', width: 140, render: text },
    { title: '气瓶条码', dataIndex: 'barcode', width: 150 },
    { title: '制造单位条码', dataIndex: 'vendorBarcode', width: 150, render: text },
    { title: '自有编号', dataIndex: 'selfCode', width: 120, render: text },
    { title: '充装介质', dataIndex: 'mediumName', width: 110, render: text },
    { title: '气瓶类别', dataIndex: 'categoryName', width: 100 },
    { title: '气瓶类型', dataIndex: 'typeName', width: 140, ellipsis: true, render: text },
    {
      title: '气瓶状态',
      dataIndex: 'cylinderStatus',
      width: 110,
      render: (value: string) => <Tag color={statusTagColor(value)}>{value}</Tag>,
    },
    {
      title: '黑名单',
      dataIndex: 'blackList',
      width: 80,
      align: 'center',
      render: (value: boolean) => (value ? <Tag color="red">是</Tag> : '否'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_: unknown, row: PublicCylinderRow) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onView(row)}>
            查看
          </Button>
          <Button type="link" size="small" onClick={() => onPublicity(row)}>
            气瓶信息公示
          </Button>
        </Space>
      ),
    },
  ];
}
