import { useMemo, useState } from 'react';
import { App, Button, Form, Input, Select, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { DataTable, errorText, type CellRenderers } from '../../components/table/DataTable';
import { usePagedList } from '../../components/table/usePagedList';
import { useApi } from '../../api/ApiContext';
import { answerText, compact } from '../shared/feedback';
import { FilterBar } from '../shared/FilterBar';
import { categoryOptions, CrudFormDialog } from './CrudFormDialog';
import type { CrudDefinition, CrudRow } from './crudTypes';

interface CrudFilterValues {
  Name?: string;
  IsValid?: '' | 'true' | 'false';
  CylinderCategory?: number;
}

const validOptions = [
  { value: '', label: '全部' },
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];

function filterQuery(values: CrudFilterValues, hasCategory: boolean) {
  return compact({
    Name: values.Name,
    IsValid: values.IsValid,
    CylinderCategory: hasCategory ? values.CylinderCategory : undefined,
  });
}

/** The 启用/停用 state of an entry, readable without colour. */
export function ValidTag({ isValid }: { isValid: boolean }) {
  return isValid ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>;
}

/**
 * The one table every reference kind uses (vendors, media, types, specs, vehicle types): filter by name, state and
 * (where the kind has one) category; server paging; 新增 and 编辑 in a modal form; 启用/停用; 删除 after a
 * confirmation, showing the server's refusal when the entry is in use.
 */
export function CrudTable<Row extends CrudRow, Body>({ definition }: { definition: CrudDefinition<Row, Body> }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const hasCategory = definition.hasCategory === true;
  const initialFilter: CrudFilterValues = { IsValid: '', CylinderCategory: definition.defaultCategory };
  const [form] = Form.useForm<CrudFilterValues>();
  const [filter, setFilter] = useState(() => filterQuery(initialFilter, hasCategory));
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const client = definition.client(api);
  const nameOf = definition.nameOf ?? ((row: Row) => String((row as unknown as { name?: unknown }).name ?? ''));

  const list = usePagedList({
    queryKey: ['reference', definition.queryKey],
    filter,
    fetchPage: (query, signal) => client.list({ query, signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['reference', definition.queryKey] });

  const toggle = async (row: Row) => {
    setBusyId(row.id);
    try {
      const answer = await client.batchIsValid({ body: { ids: [row.id], isValid: !row.isValid } });
      void message.success(answerText(answer, `${nameOf(row)}已${row.isValid ? '停用' : '启用'}`));
      await refresh();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusyId(null);
    }
  };

  const remove = (row: Row) => {
    modal.confirm({
      title: `确定删除${definition.label}“${nameOf(row)}”吗？`,
      content: '删除后不可恢复；已被气瓶档案使用的数据不能删除，可将其停用。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          const answer = await client.delete({ body: { id: row.id } });
          void message.success(answerText(answer, `${definition.label}已删除`));
          await refresh();
        } catch (error) {
          void message.error(errorText(error));
        }
      },
    });
  };

  const renderers = useMemo<CellRenderers<Row>>(
    () => ({ isValid: (row) => <ValidTag isValid={row.isValid} />, ...definition.renderers }),
    [definition.renderers],
  );

  const actions: TableColumnsType<Row> = [
    {
      key: 'actions',
      title: '操作',
      width: 200,
      fixed: 'right',
      render: (_value: unknown, row: Row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            编辑
          </Button>
          <Button type="link" size="small" loading={busyId === row.id} onClick={() => void toggle(row)}>
            {row.isValid ? '停用' : '启用'}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(row)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <FilterBar<CrudFilterValues>
        form={form}
        name={`${definition.queryKey}Filter`}
        initialValues={initialFilter}
        loading={list.loading}
        label={`${definition.label}查询条件`}
        onSearch={(values) => setFilter(filterQuery(values, hasCategory))}
      >
        <Form.Item name="Name" label="名称">
          <Input placeholder={`请输入${definition.label}名称`} allowClear style={{ width: 200 }} />
        </Form.Item>
        {hasCategory && (
          <Form.Item name="CylinderCategory" label="气瓶类别">
            <Select options={categoryOptions} allowClear placeholder="全部" style={{ width: 140 }} />
          </Form.Item>
        )}
        <Form.Item name="IsValid" label="状态">
          <Select options={validOptions} style={{ width: 100 }} />
        </Form.Item>
      </FilterBar>
      <div style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增
        </Button>
      </div>
      <DataTable<Row>
        label={`${definition.label}列表`}
        columns={definition.columns}
        renderers={renderers}
        extraColumns={actions}
        rowKey="id"
        {...list}
      />
      <CrudFormDialog<Row, Body>
        definition={definition}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </>
  );
}
