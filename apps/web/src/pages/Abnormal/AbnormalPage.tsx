import { Card, Form, Select } from 'antd';
import { abnormalApi, abnormalKindLabels, type AbnormalSummaryRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import type { DayRange } from '../../components/form/DayRangePicker';
import { usePageArea, type PageArea } from '../shared/area';
import { compact } from '../shared/feedback';
import { FilterBar } from '../shared/FilterBar';
import { StationCylinderFields } from '../shared/StationCylinderFields';
import { StationSummaryTable } from '../shared/StationSummaryTable';
import { SummaryListTabs, useSummaryAndList } from '../shared/SummaryListTabs';
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

/**
 * The abnormal-cylinder pages (/GasCylinder, /IndustryCylinder, /VehicleCylinder AbnormalCylinder): one filter over
 * 统计 (by station and kind) and 列表; a count opens the list of that station and kind.
 */
export function AbnormalPage() {
  const api = useApi();
  const area = usePageArea();
  const page = useSummaryAndList<FilterValues, AbnormalFilter>((values) => filterOf(values, area));

  return (
    <Card variant="borderless">
      <FilterBar<FilterValues> form={page.form} name="abnormalFilter" label="异常气瓶查询条件" onSearch={page.search}>
        <Form.Item name="Kind" label="异常类型">
          <Select options={kindOptions} allowClear placeholder="全部" style={{ width: 160 }} />
        </Form.Item>
        <StationCylinderFields isVehicle={area.isVehicle} daysLabel="标记日期" />
      </FilterBar>
      <SummaryListTabs
        tab={page.tab}
        onTabChange={page.setTab}
        labels={{ summary: '统计', list: '列表' }}
        summary={
          <StationSummaryTable<AbnormalSummaryRow, AbnormalFilter>
            title="异常气瓶统计"
            queryKey={['abnormal', 'summary', area.isVehicle]}
            filter={page.filter}
            columns={abnormalSummaryColumns}
            fetchPage={(query, signal) =>
              area.isVehicle ? api.abnormal.vcSummary({ query, signal }) : api.abnormal.summary({ query, signal })
            }
            exportUrl={area.isVehicle ? abnormalApi.vcSummary.path : abnormalApi.summary.path}
            countCodes={summaryCountCodes}
            onShowStation={(row, code) => page.openList({ StationId: row.stationId, Kind: summaryKinds[code] })}
          />
        }
        list={<AbnormalListTab area={area} filter={page.filter} />}
      />
    </Card>
  );
}
