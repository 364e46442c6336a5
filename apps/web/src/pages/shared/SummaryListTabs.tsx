import { useState, type ReactNode } from 'react';
import { Form, Tabs } from 'antd';

type TabKey = 'summary' | 'list';

/**
 * The state of a page whose one filter serves a summary tab (counts by station) and a list tab: 查询 sets the filter,
 * and opening a count narrows the filter's form to what that count stands for and shows the list.
 */
export function useSummaryAndList<Values extends object, Filter>(filterOf: (values: Values) => Filter) {
  const [form] = Form.useForm<Values>();
  const [filter, setFilter] = useState<Filter>(() => filterOf({} as Values));
  const [tab, setTab] = useState<TabKey>('summary');
  const search = (values: Values) => setFilter(filterOf(values));
  const openList = (narrowing: Partial<Values>) => {
    form.setFieldsValue(narrowing as Parameters<typeof form.setFieldsValue>[0]);
    setFilter(filterOf({ ...form.getFieldsValue(), ...narrowing }));
    setTab('list');
  };
  return { form, filter, tab, setTab, search, openList };
}

/** The summary and list tabs of such a page. */
export function SummaryListTabs({
  tab,
  onTabChange,
  labels,
  summary,
  list,
}: {
  tab: TabKey;
  onTabChange: (tab: TabKey) => void;
  labels: { summary: string; list: string };
  summary: ReactNode;
  list: ReactNode;
}) {
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => onTabChange(key as TabKey)}
      items={[
        { key: 'summary', label: labels.summary, children: summary },
        { key: 'list', label: labels.list, children: list },
      ]}
    />
  );
}
