import type { CSSProperties } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export type MonthRange = [string | undefined, string | undefined];

export interface MonthRangePickerProps {
  /** Start and end months as yyyy-MM; either may be empty. */
  value?: MonthRange;
  onChange?: (value: MonthRange) => void;
  placeholder?: [string, string];
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

const monthFormat = 'YYYY-MM';
const toDay = (month: string | undefined): Dayjs | null => {
  if (!month) return null;
  const day = dayjs(month, monthFormat);
  return day.isValid() ? day : null;
};

/** A month range (manufacture, inspection and scrap months, spec 02 sections 2.2 and 3.10), as yyyy-MM strings. */
export function MonthRangePicker({
  value,
  onChange,
  placeholder = ['开始月份', '结束月份'],
  disabled,
  style,
  id,
}: MonthRangePickerProps) {
  return (
    <DatePicker.RangePicker
      id={id}
      picker="month"
      format={monthFormat}
      allowEmpty={[true, true]}
      value={[toDay(value?.[0]), toDay(value?.[1])]}
      onChange={(dates) => onChange?.([dates?.[0]?.format(monthFormat), dates?.[1]?.format(monthFormat)])}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%', ...style }}
    />
  );
}
