import { Space, Typography } from 'antd';
import { rowKindLegend } from './rowKinds';

/** Explains the row colours above the result table. */
export function RowKindLegend() {
  return (
    <Space wrap size={16} className="row-kind-legend" aria-label="行颜色说明">
      <Typography.Text type="secondary">行颜色说明：</Typography.Text>
      {rowKindLegend.map((entry) => (
        <span key={entry.kind} className="row-kind-legend__item" title={entry.description}>
          <span className={`row-kind-legend__swatch row-kind--${entry.kind}`} aria-hidden="true" />
          {entry.label}
        </span>
      ))}
    </Space>
  );
}
