import type { ReactNode } from 'react';
import { Button, Form, Space, type FormInstance } from 'antd';
import { LoadingOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';

export interface FilterBarProps<Values> {
  form: FormInstance<Values>;
  /** Called with the form's values on 查询 and, after clearing them, on 重置. */
  onSearch: (values: Values) => void;
  /** The Form.Items of the filter. */
  children: ReactNode;
  initialValues?: Partial<Values>;
  /** The list is loading: the button shows it but stays usable (a new condition replaces the running query). */
  loading?: boolean;
  /** Accessible name of the filter form. */
  label?: string;
  /** Form name: prefixes the field ids, so two forms of a page never share an id. */
  name?: string;
}

/** The filter row above a table: labelled fields, 查询 and 重置. */
export function FilterBar<Values>({
  form,
  onSearch,
  children,
  initialValues,
  loading,
  label = '查询条件',
  name = 'filter',
}: FilterBarProps<Values>) {
  return (
    <Form<Values>
      form={form}
      name={name}
      layout="inline"
      aria-label={label}
      initialValues={initialValues}
      onFinish={onSearch}
      className="page-filter"
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={loading ? <LoadingOutlined /> : <SearchOutlined />}>
            查询
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch(form.getFieldsValue(true) as Values);
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
