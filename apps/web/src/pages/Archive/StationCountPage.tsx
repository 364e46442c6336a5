import { useMemo, useState } from 'react';
import { Button, Card, Flex, Modal, Space } from 'antd';
import {
  CylinderCategory,
  cylinderFilterFields,
  listPages,
  type ListTable,
  type DepartmentCountRow,
  type StationCountRow,
  type TableColumn,
} from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { AdvancedCylinderFilter } from '../../components/form/AdvancedCylinderFilter';
import type { CylinderFilterQuery } from '../../components/form/cylinderFilterForm';
import { ColumnSettings } from '../../components/table/ColumnSettings';
import { DataTable, type CellRenderers } from '../../components/table/DataTable';
import { ExportButton } from '../../components/table/ExportButton';
import { useColumnConfig } from '../../components/table/useColumnConfig';
import { usePagedList, type PageParams } from '../../components/table/usePagedList';
import { ListTableView } from '../../lists/ListTableView';
import { usePageArea } from '../shared/area';
import { archiveQueryRoot } from './detail/queries';

/**
 * The vehicle archive counted by filling station (DocQueryFillStation) and by using department (DocQueryUseStation),
 * under the advanced filter. Clicking a count opens the archives it counts, with the same filter.
 */

export const stationCountColumns: readonly TableColumn[] = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 180 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 280 },
  { title: '气瓶数量', code: 'cylinderCount', isDisplay: true, width: 120, align: 'right' },
];

export const departmentCountColumns: readonly TableColumn[] = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '使用单位', code: 'departmentName', isDisplay: true, width: 320 },
  { title: '气瓶数量', code: 'cylinderCount', isDisplay: true, width: 120, align: 'right' },
];

/** The filter name of the using department, when the contract's filter has it (drill-down by department needs it). */
const departmentFilterName = 'DepartmentName';
export const canFilterByDepartment = departmentFilterName in cylinderFilterFields;
export const noDepartmentText = '（未填写使用单位）';

interface DrillDown {
  title: string;
  filter: CylinderFilterQuery;
}

const vehicle = CylinderCategory.Vehicle;

/** The vehicle archive query's table, named and exported by the drill-down's title. */
function drillDownTable(title: string): ListTable {
  const [table] = listPages.archiveQuery({ category: vehicle, isVehicle: true, pageName: 'DocQuery' }).tables;
  if (!table) throw new Error('档案查询没有表格');
  return { ...table, label: title, exportName: title };
}

function DrillDownDialog({ drillDown, onClose }: { drillDown: DrillDown | null; onClose: () => void }) {
  const area = usePageArea();
  const table = useMemo(() => drillDownTable(drillDown?.title ?? ''), [drillDown?.title]);
  const filter = useMemo(() => ({ ...drillDown?.filter, CylinderCategory: vehicle }), [drillDown?.filter]);
  return (
    <Modal
      open={drillDown !== null}
      title={drillDown?.title}
      width="96vw"
      style={{ top: 10, paddingBottom: 0 }}
      styles={{ body: { maxHeight: 'calc(100vh - 90px)', overflow: 'auto' } }}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {drillDown && <ListTableView table={table} area={area} filter={filter} />}
    </Modal>
  );
}

interface CountPageProps<Row> {
  pageName: string;
  title: string;
  defaults: readonly TableColumn[];
  fetch: (
    query: CylinderFilterQuery & PageParams,
    signal?: AbortSignal,
  ) => Promise<{ list: Row[]; totalCount: number }>;
  rowKey: (row: Row) => string;
  renderers: (open: (drillDown: DrillDown) => void, filter: CylinderFilterQuery) => CellRenderers<Row>;
}

function CountPage<Row extends { ordinalNum: number }>({
  pageName,
  title,
  defaults,
  fetch,
  rowKey,
  renderers,
}: CountPageProps<Row>) {
  const [filter, setFilter] = useState<CylinderFilterQuery>({ CylinderCategory: vehicle });
  const [drillDown, setDrillDown] = useState<DrillDown | null>(null);
  const list = usePagedList({
    queryKey: [archiveQueryRoot, pageName],
    filter,
    fetchPage: (query, signal) => fetch(query, signal),
  });
  const columns = useColumnConfig(pageName, defaults);

  return (
    <Card variant="borderless">
      <Flex vertical gap={16}>
        <AdvancedCylinderFilter
          category={vehicle}
          loading={list.loading}
          onSearch={(next) => setFilter({ ...next, CylinderCategory: vehicle })}
        />
        <Flex justify="flex-end">
          <Space wrap>
            <ExportButton<Row>
              mode="client"
              title={title}
              total={list.total}
              columns={columns.visible}
              fetchPage={(pageIndex, pageSize) => fetch({ ...filter, PageIndex: pageIndex, CountPerPage: pageSize })}
            />
            <ColumnSettings columns={columns.columns} onChange={columns.choose} onReset={columns.reset} />
          </Space>
        </Flex>
        <DataTable<Row>
          label={title}
          columns={columns.visible}
          renderers={renderers(setDrillDown, filter)}
          rowKey={rowKey}
          {...list}
        />
      </Flex>
      <DrillDownDialog drillDown={drillDown} onClose={() => setDrillDown(null)} />
    </Card>
  );
}

const countLink = (count: number, label: string, onClick: () => void) => (
  <Button type="link" size="small" onClick={onClick} aria-label={label}>
    {count}
  </Button>
);

/** /VehicleCylinder/DocQueryFillStation: vehicle cylinders per filling station. */
export function FillStationCountPage() {
  const api = useApi();
  return (
    <CountPage<StationCountRow>
      pageName="DocQueryFillStation"
      title="充装站气瓶档案统计"
      defaults={stationCountColumns}
      fetch={(query, signal) => api.cylinder.countByStation({ query, signal })}
      rowKey={(row) => `${row.stationId ?? 'none'}-${row.ordinalNum}`}
      renderers={(open, filter) => ({
        cylinderCount: (row) =>
          row.stationId === null
            ? row.cylinderCount
            : countLink(row.cylinderCount, `查看${row.stationName ?? ''}的气瓶档案`, () =>
                open({
                  title: `${row.stationName ?? ''} - 车用气瓶档案`,
                  filter: {
                    ...filter,
                    StationIds: undefined,
                    fillingStationId: undefined,
                    StationId: row.stationId ?? undefined,
                  },
                }),
              ),
      })}
    />
  );
}

/** /VehicleCylinder/DocQueryUseStation: vehicle cylinders per using department. */
export function UseStationCountPage() {
  const api = useApi();
  return (
    <CountPage<DepartmentCountRow>
      pageName="DocQueryUseStation"
      title="使用单位气瓶档案统计"
      defaults={departmentCountColumns}
      fetch={(query, signal) => api.cylinder.countByDepartment({ query, signal })}
      rowKey={(row) => `${row.departmentName ?? ''}-${row.ordinalNum}`}
      renderers={(open, filter) => ({
        departmentName: (row) => row.departmentName ?? noDepartmentText,
        cylinderCount: (row) =>
          !canFilterByDepartment || row.departmentName === null
            ? row.cylinderCount
            : countLink(row.cylinderCount, `查看${row.departmentName}的气瓶档案`, () =>
                open({
                  title: `${row.departmentName} - 车用气瓶档案`,
                  filter: { ...filter, [departmentFilterName]: row.departmentName } as CylinderFilterQuery,
                }),
              ),
      })}
    />
  );
}
