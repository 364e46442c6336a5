import { Descriptions } from 'antd';
import type { DescribedField } from './describe';

/** A bordered Descriptions of labelled values, three per row on wide screens. */
export function FieldList({ fields, title }: { fields: readonly DescribedField[]; title?: string }) {
  return (
    <Descriptions
      bordered
      size="small"
      title={title}
      column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 4 }}
      styles={{ label: { width: 140, whiteSpace: 'nowrap' } }}
      items={fields.map((field) => ({
        key: field.key,
        label: field.label,
        children: field.value === '' ? '—' : field.value,
        span: field.wide ? 'filled' : 1,
      }))}
    />
  );
}
