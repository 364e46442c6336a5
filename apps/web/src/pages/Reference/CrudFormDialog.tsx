import { useEffect } from 'react';
import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { cylinderCategoryLabels } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { answerText } from '../shared/feedback';
import type { CrudDefinition, CrudField, CrudRow } from './crudTypes';
import { parseBody, schemaRule } from '../../components/form/contractRules';
import { useFormSubmit } from '../shared/useFormSubmit';

export const categoryOptions = Object.entries(cylinderCategoryLabels).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** A select whose options depend on other fields (a spec's medium on its category). */
function DependentSelect({
  field,
  value,
  onChange,
  id,
}: {
  field: CrudField;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const api = useApi();
  const form = Form.useFormInstance();
  const options = field.options;
  // The selector answers text, so the select re-renders only when a field it depends on changes.
  const watched = Form.useWatch(
    (all: Record<string, unknown>) =>
      JSON.stringify(Object.fromEntries((options?.dependsOn ?? []).map((name) => [name, all?.[name] ?? null]))),
    form,
  );
  const values = JSON.parse(watched ?? '{}') as Record<string, unknown>;
  const loaded = useQuery({
    queryKey: options ? options.queryKey(values) : ['none'],
    queryFn: ({ signal }) => (options ? options.load(api, values, signal) : Promise.resolve([])),
    enabled: options !== undefined,
    staleTime: 60_000,
    retry: false,
  });
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={loaded.data ?? []}
      loading={loaded.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={field.emptyLabel ?? field.placeholder ?? `请选择${field.label}`}
      style={{ width: '100%' }}
    />
  );
}

/** What Form.Item hands its control: the id its label points at, the value and the change handler. */
interface ControlProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  checked?: boolean;
}

/** The control of a field, by its kind; Form.Item's props are passed on so the label and value reach it. */
function FieldInput({ field, ...control }: { field: CrudField } & ControlProps) {
  const props = control as Record<string, unknown>;
  switch (field.kind) {
    case 'text':
      return (
        <Input
          {...props}
          placeholder={field.placeholder ?? `请输入${field.label}`}
          maxLength={field.maxLength}
          allowClear
        />
      );
    case 'integer':
    case 'decimal':
      return (
        <InputNumber
          {...props}
          style={{ width: '100%' }}
          precision={field.kind === 'decimal' ? field.precision : undefined}
          suffix={field.unit}
          placeholder={field.placeholder ?? `请输入${field.label}`}
        />
      );
    case 'category':
      return <Select {...props} options={categoryOptions} placeholder={`请选择${field.label}`} />;
    case 'switch':
      return <Switch {...props} checkedChildren="启用" unCheckedChildren="停用" />;
    case 'select':
      return <DependentSelect {...props} field={field} />;
  }
}

export interface CrudFormDialogProps<Row extends CrudRow, Body> {
  definition: CrudDefinition<Row, Body>;
  /** null: closed; 'new': adding; a row: editing it. */
  editing: Row | 'new' | null;
  onClose: () => void;
  /** After a successful save (the list is refreshed). */
  onSaved: () => void;
}

/**
 * 新增 / 编辑 of a reference entry in a modal: fields as the definition lists them, each checked against the
 * contract before sending; a server refusal is shown and the form stays open with what was typed.
 */
export function CrudFormDialog<Row extends CrudRow, Body>({
  definition,
  editing,
  onClose,
  onSaved,
}: CrudFormDialogProps<Row, Body>) {
  const api = useApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const { saving, submit } = useFormSubmit(form);
  const open = editing !== null;
  const isNew = editing === 'new';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing === 'new') {
      form.setFieldsValue({ isValid: true, category: definition.defaultCategory, ...definition.initialValues });
    } else if (editing) {
      const row = editing as unknown as Record<string, unknown>;
      form.setFieldsValue(Object.fromEntries(definition.fields.map((field) => [field.name, row[field.name]])));
    }
  }, [open, editing, form, definition]);

  const save = () =>
    submit({
      send: async (values) => {
        const parsed = parseBody(definition.schema, values);
        if (!parsed.ok) {
          void message.error(parsed.message);
          return undefined;
        }
        const client = definition.client(api);
        const body = parsed.body as Body;
        const answer =
          editing === 'new' || editing === null
            ? await client.add({ body })
            : await client.update({ body: { ...body, id: editing.id } });
        return answerText(answer, isNew ? `${definition.label}已新增` : `${definition.label}已保存`);
      },
      done: onSaved,
    });

  const clearDependants = (changed: Record<string, unknown>) => {
    for (const field of definition.fields) {
      if (field.options?.dependsOn.some((name) => name in changed)) form.setFieldValue(field.name, null);
    }
  };

  return (
    <Modal
      open={open}
      title={`${isNew ? '新增' : '编辑'}${definition.label}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      forceRender
    >
      <Form
        form={form}
        name={`${definition.queryKey}Form`}
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 16 }}
        onValuesChange={clearDependants}
        aria-label={`${definition.label}表单`}
      >
        {definition.fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            required={field.required}
            valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
            rules={[schemaRule(definition.schema, field.name)]}
          >
            <FieldInput field={field} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
