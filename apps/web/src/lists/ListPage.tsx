import { useState } from 'react';
import { Card, Form, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  columnKeysOfUrl,
  drillNarrowing,
  drillOpens,
  filterValuesOfUrl,
  tabOfUrl,
  type FilterField,
  type ListPageDefinition,
  type ListTable,
  type UrlQuery,
} from '@gcs/contracts';
import { AdvancedCylinderFilter } from '../components/form/AdvancedCylinderFilter';
import type { PageArea } from '../components/area';
import { compact } from '../components/feedback';
import { FilterBar } from '../components/form/FilterBar';
import type { ListRow } from './actionTypes';
import { DrillDownDialog, type DrilledTable } from './DrillDownDialog';
import { FilterFields } from './FilterFields';
import {
  filterValuesOfQuery,
  formFieldOf,
  formValuesOfNarrowing,
  initialFilterValues,
  lastDays,
  narrowDayRange,
  queryOfFilter,
  widerPeriodDays,
} from './filterQuery';
import { ListTableView } from './ListTableView';

/**
 * Any list definition as a page (docs/architecture.md §6): the filter bar of its widgets (查询, 重置) or the advanced
 * cylinder filter, then its one table or its tables as tabs (each loaded when shown). A drill-down count narrows the
 * filter form to what the count stands for and opens the tab it names, or opens another page's table in a dialog with
 * the page's filter so narrowed. A link opens the page with the filter values, tab and columns its URL query names
 * (ListPageDefinition.opening).
 */

/** The values a filter form starts with: its defaults, then what the URL sets (parsed by the call's query schema). */
function startingValues(
  filters: readonly FilterField[],
  call: ListTable['call'] | undefined,
  url: UrlQuery,
  defaults: Record<string, unknown> = {},
): Record<string, unknown> {
  const fromUrl = filterValuesOfQuery(filters, filterValuesOfUrl(filters, call?.query, url));
  return { ...defaults, ...Object.fromEntries(Object.entries(fromUrl).filter(([, value]) => value !== undefined)) };
}

/** A table with filter widgets of its own: its filter bar above it, in its tab. */
function OwnFilterTable({
  table,
  area,
  fixed,
  url,
  columnKeys,
  drillFrom,
}: {
  table: ListTable;
  area: PageArea;
  fixed: ListPageDefinition['fixed'];
  url: UrlQuery;
  columnKeys: readonly string[];
  /** Its counts' drill-down, which opens a dialog with the table's own filter narrowed. */
  drillFrom: (filter: Record<string, unknown>) => ((row: ListRow, code: string) => void) | undefined;
}) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const own = { filters: table.filters ?? [], fixed };
  const [initial] = useState(() => startingValues(own.filters, table.call, url, table.initialFilter));
  const [filter, setFilter] = useState(() => queryOfFilter(own, initial));
  const openView = (filters: Readonly<Record<string, unknown>>) => {
    const values = filterValuesOfQuery(own.filters, filters);
    form.setFieldsValue(values);
    setFilter(queryOfFilter(own, values));
  };
  return (
    <>
      <FilterBar<Record<string, unknown>>
        form={form}
        name={`${table.key}Filter`}
        label={`${table.tab}查询条件`}
        initialValues={initial}
        onSearch={(values) => setFilter(queryOfFilter(own, values))}
      >
        <FilterFields fields={own.filters} />
      </FilterBar>
      <ListTableView
        table={table}
        area={area}
        filter={filter}
        onDrill={drillFrom(filter)}
        onOpenView={openView}
        columnKeys={columnKeys}
      />
    </>
  );
}

export function ListPage({ definition, area }: { definition: ListPageDefinition; area: PageArea }) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const [url] = useSearchParams();
  // The page's filters serve the tables without their own: the first such table's call reads them.
  const pageCall = definition.tables.find((table) => !table.filters)?.call;
  const [initial] = useState(() =>
    startingValues(definition.filters, pageCall, url, initialFilterValues(definition.filters)),
  );
  const [filter, setFilter] = useState(() => queryOfFilter(definition, initial));
  const [tab, setTab] = useState(() => tabOfUrl(definition, url) ?? definition.tables[0]?.key);
  const [columnKeys] = useState(() => columnKeysOfUrl(definition, url));

  const [drilled, setDrilled] = useState<DrilledTable | null>(null);

  // A table with its own filter opens dialogs only (its filter narrowed); the page's form serves the tabs.
  const drillFrom = (table: ListTable, tableFilter?: Record<string, unknown>) => {
    const drill = table.drill;
    if (!drill || (tableFilter && !('dialog' in drill))) return undefined;
    return (row: ListRow, code: string) => {
      const narrowing = drillNarrowing(drill, row, code);
      if ('dialog' in drill) {
        const title = `${String(row[drill.rowLabel] ?? '')} - ${drillOpens(table, code)}`;
        const drilledTable = { ...drill.dialog, label: title, exportName: title };
        setDrilled({ title, table: drilledTable, filter: compact({ ...(tableFilter ?? filter), ...narrowing }) });
        return;
      }
      const values = formValuesOfNarrowing(definition.filters, narrowing);
      form.setFieldsValue(values);
      setFilter(queryOfFilter(definition, { ...form.getFieldsValue(), ...values }));
      setTab(drill.to);
    };
  };
  // A saved view's filters fill the form (the other widgets emptied) and query at once.
  const openView = (filters: Readonly<Record<string, unknown>>) => {
    const values = filterValuesOfQuery(definition.filters, filters);
    form.setFieldsValue(values);
    setFilter(queryOfFilter(definition, values));
  };
  // A list that opens on a short period (today's fillings) and finds nothing says so and offers the last 7 days.
  const narrow = narrowDayRange(definition.filters, filter);
  const widen = narrow && {
    description: `所选${narrow.label}内暂无数据`,
    label: `查看最近${widerPeriodDays}天`,
    widen: () => {
      const values = { [formFieldOf(narrow)]: lastDays(widerPeriodDays) };
      form.setFieldsValue(values);
      setFilter(queryOfFilter(definition, { ...form.getFieldsValue(), ...values }));
    },
  };
  const view = (table: ListTable) =>
    table.filters ? (
      <OwnFilterTable
        table={table}
        area={area}
        fixed={definition.fixed}
        url={url}
        columnKeys={columnKeys}
        drillFrom={(tableFilter) => drillFrom(table, tableFilter)}
      />
    ) : (
      <ListTableView
        table={table}
        area={area}
        filter={filter}
        onDrill={drillFrom(table)}
        onOpenView={openView}
        columnKeys={columnKeys}
        widen={widen}
      />
    );

  const [only] = definition.tables;
  const advanced = definition.filters.some((field) => field.kind === 'cylinder');
  return (
    <Card variant="borderless">
      {advanced ? (
        <AdvancedCylinderFilter
          category={area.category}
          onSearch={(query) => setFilter({ ...query, ...definition.fixed })}
        />
      ) : definition.filters.length === 0 ? null : (
        <FilterBar<Record<string, unknown>>
          form={form}
          name={`${definition.id}Filter`}
          label={definition.filterLabel}
          initialValues={initial}
          onSearch={(values) => setFilter(queryOfFilter(definition, values))}
        >
          <FilterFields fields={definition.filters} />
        </FilterBar>
      )}
      {definition.tables.length === 1 && only ? (
        view(only)
      ) : (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={definition.tables.map((table) => ({ key: table.key, label: table.tab, children: view(table) }))}
        />
      )}
      <DrillDownDialog drilled={drilled} area={area} onClose={() => setDrilled(null)} />
    </Card>
  );
}
