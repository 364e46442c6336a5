import type { CSSProperties } from 'react';
import { InputNumber, Space, Typography } from 'antd';

export type NumberRange = [number | undefined, number | undefined];

export interface NumberRangeInputProps {
  /** Lower and upper bound; either may be empty. */
  value?: NumberRange;
  onChange?: (value: NumberRange) => void;
  /** Unit shown after each box (MPa, L, mm). */
  unit?: string;
  /** What the range measures, named in the error (公称工作压力的下限不能大于上限). */
  label?: string;
  placeholder?: [string, string];
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

/** The problem with a range, if any: a lower bound above the upper one. */
export function numberRangeProblem(value: NumberRange | undefined, label = ''): string | null {
  const [lower, upper] = value ?? [];
  if (lower !== undefined && upper !== undefined && lower > upper)
    return `${label ? `${label}的` : ''}下限不能大于上限`;
  return null;
}

const toNumber = (value: number | string | null): number | undefined => {
  if (value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** Two number boxes, lower and upper, from 0 (pressure, volume, wall thickness ranges of spec 02 section 3.10). */
export function NumberRangeInput({
  value,
  onChange,
  unit,
  label,
  placeholder = ['下限', '上限'],
  disabled,
  style,
  id,
}: NumberRangeInputProps) {
  const [lower, upper] = value ?? [undefined, undefined];
  const problem = numberRangeProblem(value, label);
  const box = (position: 0 | 1) => (
    <InputNumber<number>
      id={position === 0 ? id : undefined}
      aria-label={`${label ?? ''}${placeholder[position]}`}
      min={0}
      value={position === 0 ? lower : upper}
      onChange={(next) => onChange?.(position === 0 ? [toNumber(next), upper] : [lower, toNumber(next)])}
      placeholder={placeholder[position]}
      suffix={unit}
      disabled={disabled}
      status={problem ? 'error' : undefined}
      style={{ width: '100%' }}
    />
  );
  return (
    <div style={style}>
      <Space.Compact style={{ width: '100%' }}>
        {box(0)}
        <span aria-hidden="true" style={{ padding: '0 6px', alignSelf: 'center' }}>
          ~
        </span>
        {box(1)}
      </Space.Compact>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
