import { useCallback, useState } from 'react';
import { Card, Form, Input, Select, Tabs } from 'antd';
import { abnormalApi, abnormalKindLabels, type AbnormalSummaryRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { DayRangePicker, type DayRange } from '../../components/form/DayRangePicker';
import { StationSelect } from '../../components/form/StationSelect';
import { usePageArea, type PageArea } from '../shared/area';
import { compact } from '../shared/feedback';
import { FilterBar } from '../shared/FilterBar';
import { StationSummaryTable } from '../shared/StationSummaryTable';
import { abnormalSummaryColumns, summaryCountCodes, summaryKinds } from './abnormalColumns';
import { AbnormalListTab } from './AbnormalListTab';

/** The abnormal-cylinder filter as the calls take it (category from the page's area). */
export type AbnormalFilter = {
  CylinderCategory: number;
  Kind?: number;
  StationId?: number;
  Barcode?: string;
  PlateNum?: string;
  From?: string;
  To?: string;
};

interface FilterValues {
  Kind?: number;
  StationId?: number;
  Barcode?: string;
  PlateNum?: string;
  days?: DayRange;
}

const kindOptions = Object.entries(abnormalKindLabels).map(([value, label]) => ({ value: Number(value), label }));

function filterOf(values: FilterValues, area: PageArea): AbnormalFilter {
  return {
    CylinderCategory: area.category,
    ...compact({
      Kind: values.Kind,
      StationId: values.StationId,
      Barcode: values.Barcode,
      PlateNum: area.isVehicle ? values.PlateNum : undefined,
      From: values.days?.[0],
      To: values.days?.[1],
    }),
  };
}

type TabKey = 'summary' | 'list';

/**
 * The abnormal-cylinder pages (/GasCylinder, /IndustryCylinder, /VehicleCylinder AbnormalCylinder): one filter over
 * 统计 (by station and kind) and 列表; a count opens the list of that station and kind.
 */
export function AbnormalPage() {
  const api = useApi();
  const area = usePageArea();
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<AbnormalFilter>(() => filterOf({}, area));
  const [tab, setTab] = useState<TabKey>('summary');

  const showStation = useCallback(
    (row: AbnormalSummaryRow, code: string) => {
      const values = { ...form.getFieldsValue(), StationId: row.stationId, Kind: summaryKinds[code] };
      form.setFieldsValue({ StationId: row.stationId, Kind: summaryKinds[code] });
      setFilter(filterOf(values, area));
      setTab('list');
    },
    [form, area],
  );

  return (
    <Card variant="borderless">
      <FilterBar<FilterValues>
        form={form}
        name="abnormalFilter"
        label="异常气瓶查询条件"
        onSearch={(values) => setFilter(filterOf(values, area))}
      >
        <Form.Item name="Kind" label="异常类型">
          <Select options={kindOptions} allowClear placeholder="全部" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="StationId" label="充装单位">
          <StationSelect multiple={false} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="Barcode" label="气瓶条码">
          <Input allowClear maxLength={64} placeholder="气瓶条码" style={{ width: 170 }} />
        </Form.Item>
        {area.isVehicle && (
          <Form.Item name="PlateNum" label="车牌号">
            <Input allowClear maxLength={16} placeholder="车牌号" style={{ width: 130 }} />
          </Form.Item>
        )}
        <Form.Item name="days" label="标记日期">
          <DayRangePicker style={{ width: 260 }} />
        </Form.Item>
      </FilterBar>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'summary',
            label: '统计',
            children: (
              <StationSummaryTable<AbnormalSummaryRow, AbnormalFilter>
                title="异常气瓶统计"
                queryKey={['abnormal', 'summary', area.isVehicle]}
                filter={filter}
                columns={abnormalSummaryColumns}
                fetchPage={(query, signal) =>
                  area.isVehicle ? api.abnormal.vcSummary({ query, signal }) : api.abnormal.summary({ query, signal })
                }
                exportUrl={area.isVehicle ? abnormalApi.vcSummary.path : abnormalApi.summary.path}
                countCodes={summaryCountCodes}
                onShowStation={showStation}
              />
            ),
          },
          { key: 'list', label: '列表', children: <AbnormalListTab area={area} filter={filter} /> },
        ]}
      />
    </Card>
  );
}
