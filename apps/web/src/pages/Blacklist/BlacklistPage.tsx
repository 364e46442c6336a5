import { Card, Form, Input } from 'antd';
import { blacklistApi, type BlacklistSummaryRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import type { DayRange } from '../../components/form/DayRangePicker';
import { usePageArea, type PageArea } from '../shared/area';
import { compact } from '../shared/feedback';
import { FilterBar } from '../shared/FilterBar';
import { StationCylinderFields } from '../shared/StationCylinderFields';
import { StationSummaryTable } from '../shared/StationSummaryTable';
import { SummaryListTabs, useSummaryAndList } from '../shared/SummaryListTabs';
import { blacklistSummaryColumns } from './blacklistColumns';
import { BlacklistListTab } from './BlacklistListTab';

/** The blacklist filter as the calls take it (spec 02 section 3.10 subset; category from the page's area). */
export type BlacklistFilter = {
  CylinderCategory: number;
  StationId?: number;
  Barcode?: string;
  SerialNumber?: string;
  PlateNum?: string;
  From?: string;
  To?: string;
};

interface FilterValues {
  StationId?: number;
  Barcode?: string;
  SerialNumber?: string;
  PlateNum?: string;
  days?: DayRange;
}

function filterOf(values: FilterValues, area: PageArea): BlacklistFilter {
  return {
    CylinderCategory: area.category,
    ...compact({
      StationId: values.StationId,
      Barcode: values.Barcode,
      SerialNumber: values.SerialNumber,
      PlateNum: area.isVehicle ? values.PlateNum : undefined,
      From: values.days?.[0],
      To: values.days?.[1],
    }),
  };
}

const countCodes = ['blackCount'] as const;

/**
 * The blacklist pages (/GasCylinder/BlackCylinder, /IndustryCylinder/BlackCylinder, /VehicleCylinder/Blacklist):
 * one filter over 黑名单统计 (by station) and 黑名单列表; a station's count opens its list.
 */
export function BlacklistPage() {
  const api = useApi();
  const area = usePageArea();
  const page = useSummaryAndList<FilterValues, BlacklistFilter>((values) => filterOf(values, area));

  return (
    <Card variant="borderless">
      <FilterBar<FilterValues> form={page.form} name="blacklistFilter" label="黑名单查询条件" onSearch={page.search}>
        <StationCylinderFields
          isVehicle={area.isVehicle}
          daysLabel="加入日期"
          between={
            <Form.Item name="SerialNumber" label="出厂编号">
              <Input allowClear maxLength={64} placeholder="出厂编号" style={{ width: 150 }} />
            </Form.Item>
          }
        />
      </FilterBar>
      <SummaryListTabs
        tab={page.tab}
        onTabChange={page.setTab}
        labels={{ summary: '黑名单统计', list: '黑名单列表' }}
        summary={
          <StationSummaryTable<BlacklistSummaryRow, BlacklistFilter>
            title="黑名单统计"
            queryKey={['blacklist', 'summary', area.isVehicle]}
            filter={page.filter}
            columns={blacklistSummaryColumns}
            fetchPage={(query, signal) =>
              area.isVehicle ? api.blacklist.vcSummary({ query, signal }) : api.blacklist.summary({ query, signal })
            }
            exportUrl={area.isVehicle ? blacklistApi.vcSummary.path : blacklistApi.summary.path}
            countCodes={countCodes}
            onShowStation={(row) => page.openList({ StationId: row.stationId })}
          />
        }
        list={<BlacklistListTab area={area} filter={page.filter} />}
      />
    </Card>
  );
}
