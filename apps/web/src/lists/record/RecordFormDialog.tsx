import { useEffect, useMemo, type ReactNode } from 'react';
import { Alert, App, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { RecordEditor, RecordField } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { parseBody, schemaRule } from '../../components/form/contractRules';
import { answerText } from '../../components/feedback';
import { useFormSubmit } from '../../components/form/useFormSubmit';
import type { ActionContext } from '../actionTypes';
import { RecordFieldInput } from './RecordFieldInput';

/** A day or month field holds a dayjs in the form and travels as yyyy-MM-dd or yyyy-MM. */
const datedProps = (format: string) => ({
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) => (value ? value.format(format) : null),
});

const valueProps = (field: RecordField) => {
  if (field.kind === 'day') return datedProps('YYYY-MM-DD');
  if (field.kind === 'month') return datedProps('YYYY-MM');
  return { valuePropName: field.kind === 'switch' ? 'checked' : 'value' };
};

/** What a page's own action may say differently from the editor's form (a versioned rule's edit). */
export interface RecordFormOptions {
  /** The modal's title instead of 新增/编辑 and what the editor edits. */
  title?: string;
  /** A notice above the fields. */
  notice?: ReactNode;
  /** The server refused the form (its message is shown and the form keeps what was typed). */
  onRefused?: (error: unknown) => void;
  /** The server accepted the form: what it answered (a secret to show once), instead of closing with onDone. */
  onSaved?: (answer: unknown) => void;
}

/** A new row's form values: the editor's, and those it takes from the list's filter. */
function newRowValues(editor: RecordEditor, query: Readonly<Record<string, unknown>>) {
  const fromFilter = Object.entries(editor.initialFromFilter ?? {}).flatMap(([name, queryField]) =>
    query[queryField] === undefined ? [] : [[name, query[queryField]]],
  );
  return { isValid: true, ...editor.initialValues, ...Object.fromEntries(fromFilter) };
}

/**
 * 新增 / 编辑 of a list's row in a modal, from the table's editor: its fields, each checked by the same member of the
 * add (or update) call's body schema before sending; a server refusal is shown and the form keeps what was typed.
 */
export function RecordFormDialog({
  table,
  row,
  query,
  onClose,
  onDone,
  title,
  notice,
  onRefused,
  onSaved,
}: ActionContext & RecordFormOptions) {
  const api = useApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const { saving, submit } = useFormSubmit(form);
  const editor = table.editor;
  const isNew = row === undefined;
  const call = isNew ? editor?.add : editor?.update;
  // A field only the add call takes (a first password) is not part of the edit form.
  const fields = useMemo(() => (editor?.fields ?? []).filter((field) => isNew || !field.addOnly), [editor, isNew]);

  useEffect(() => {
    if (!editor) return;
    form.resetFields();
    form.setFieldsValue(
      isNew
        ? newRowValues(editor, query)
        : Object.fromEntries(fields.map((field) => [field.name, row[field.name] ?? null])),
    );
  }, [editor, fields, form, isNew, row, query]);

  if (!editor || !call?.body) return null;
  const schema = call.body;

  let saved: unknown;
  const save = () =>
    submit({
      send: async (values) => {
        const body = isNew ? values : { ...values, [editor.idField]: row[editor.idField] };
        const parsed = parseBody(schema, body);
        if (!parsed.ok) {
          void message.error(parsed.message);
          return undefined;
        }
        const answer = (await api.send(call, { body: parsed.body as never })) as { messeage?: string };
        saved = answer;
        return answerText(answer, isNew ? `${editor.what}已新增` : `${editor.what}已保存`);
      },
      done: () => (onSaved ? onSaved(saved) : onDone()),
      failed: onRefused,
    });

  return (
    <Modal
      open
      title={title ?? `${isNew ? '新增' : '编辑'}${editor.what}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      width={640}
    >
      {notice && <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        name={`${table.key}RecordForm`}
        onValuesChange={(changed: Record<string, unknown>) => {
          for (const field of fields) {
            if (field.kind === 'lookup' && field.dependsOn?.some((name) => name in changed)) {
              form.setFieldValue(field.name, null);
            }
          }
        }}
        layout="horizontal"
        labelCol={{ span: 7 }}
        wrapperCol={{ span: 15 }}
        aria-label={`${editor.what}表单`}
      >
        {fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            required={field.required}
            extra={field.help}
            {...valueProps(field)}
            rules={[schemaRule(schema, field.name)]}
          >
            <RecordFieldInputFor field={field} row={row} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/**
 * The field's control, with the text of a lookup's stored choice from the row being edited and the values of the
 * fields its options depend on.
 */
function RecordFieldInputFor({ field, row, ...control }: { field: RecordField; row: ActionContext['row'] }) {
  const form = Form.useFormInstance();
  const dependsOn = field.kind === 'lookup' ? (field.dependsOn ?? []) : [];
  // The selector answers text, so the control re-renders only when a field it depends on changes.
  const watched = Form.useWatch(
    (all: Record<string, unknown>) =>
      JSON.stringify(Object.fromEntries(dependsOn.map((name) => [name, all?.[name] ?? null]))),
    form,
  );
  const narrowing = useMemo(() => JSON.parse(watched ?? '{}') as Record<string, unknown>, [watched]);
  const knownLabel = field.kind === 'lookup' && field.labelField ? row?.[field.labelField] : undefined;
  return (
    <RecordFieldInput
      {...control}
      field={field}
      knownLabel={typeof knownLabel === 'string' ? knownLabel : undefined}
      narrowing={narrowing}
    />
  );
}
