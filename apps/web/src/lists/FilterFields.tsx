import { Form, Input, Select } from 'antd';
import type { FilterField, FormFilterField } from '@gcs/contracts';
import { DayRangePicker } from '../components/form/DayRangePicker';
import { StationSelect } from '../components/form/StationSelect';
import { formFieldOf } from './filterQuery';

/** What Form.Item hands its control: id, value and onChange (passed on to the widget). */
type Control = Record<string, unknown>;

function FilterWidget({ field, ...control }: { field: FormFilterField } & Control) {
  const style = field.width ? { width: field.width } : undefined;
  switch (field.kind) {
    case 'text':
      return <Input {...control} allowClear maxLength={field.maxLength} placeholder={field.label} style={style} />;
    case 'select':
      return (
        <Select
          {...control}
          allowClear
          placeholder="全部"
          style={style}
          options={Object.entries(field.options).map(([value, label]) => ({ value: Number(value), label }))}
        />
      );
    case 'station':
      return <StationSelect {...control} multiple={false} style={style} />;
    case 'dayRange':
      return <DayRangePicker {...control} style={style} />;
  }
}

/** The Form.Items of a definition's filter widgets, in its order. */
export function FilterFields({ fields }: { fields: readonly FilterField[] }) {
  return fields.map((field) =>
    field.kind === 'cylinder' ? null : (
      <Form.Item key={formFieldOf(field)} name={formFieldOf(field)} label={field.label}>
        <FilterWidget field={field} />
      </Form.Item>
    ),
  );
}
