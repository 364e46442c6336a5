import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { RecordField } from '@gcs/contracts';
import { LookupSelect } from './LookupSelect';

/** What Form.Item hands its control: the id its label points at, the value and the change handler. */
type Control = Record<string, unknown>;

/** The control of a record form's field, by its kind. */
export function RecordFieldInput({
  field,
  knownLabel,
  narrowing,
  ...control
}: { field: RecordField; knownLabel?: string; narrowing?: Readonly<Record<string, unknown>> } & Control) {
  const placeholder = field.placeholder;
  switch (field.kind) {
    case 'text':
      return (
        <Input
          {...control}
          placeholder={placeholder ?? `请输入${field.label}`}
          maxLength={field.maxLength}
          allowClear
        />
      );
    case 'password':
      return (
        <Input.Password
          {...control}
          autoComplete="new-password"
          placeholder={placeholder ?? `请输入${field.label}`}
          maxLength={field.maxLength}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...control}
          placeholder={placeholder ?? `请输入${field.label}`}
          maxLength={field.maxLength}
          autoSize={{ minRows: 2, maxRows: 5 }}
          showCount
        />
      );
    case 'integer':
    case 'decimal':
      return (
        <InputNumber
          {...control}
          style={{ width: '100%' }}
          precision={field.kind === 'decimal' ? field.precision : 0}
          suffix={field.unit}
          placeholder={placeholder ?? `请输入${field.label}`}
        />
      );
    case 'switch':
      return <Switch {...control} checkedChildren="启用" unCheckedChildren="停用" />;
    case 'day':
    case 'month':
      return (
        <DatePicker
          {...control}
          picker={field.kind === 'month' ? 'month' : 'date'}
          style={{ width: '100%' }}
          placeholder={placeholder ?? `请选择${field.label}`}
        />
      );
    case 'select':
      return (
        <Select
          {...control}
          allowClear
          placeholder={placeholder ?? `请选择${field.label}`}
          options={Object.entries(field.options).map(([value, label]) => ({ value: Number(value), label }))}
        />
      );
    case 'lookup':
      return (
        <LookupSelect
          {...control}
          source={field.source}
          label={field.label}
          multiple={field.multiple}
          knownLabel={knownLabel}
          narrowing={narrowing}
          emptyLabel={field.emptyLabel}
        />
      );
  }
}
