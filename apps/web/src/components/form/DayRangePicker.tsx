import type { CSSProperties } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export type DayRange = [string | undefined, string | undefined];

export interface DayRangePickerProps {
  /** Start and end days as yyyy-MM-dd; either may be empty. */
  value?: DayRange;
  onChange?: (value: DayRange) => void;
  placeholder?: [string, string];
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

const dayFormat = 'YYYY-MM-DD';
const toDay = (day: string | undefined): Dayjs | null => {
  if (!day) return null;
  const parsed = dayjs(day, dayFormat);
  return parsed.isValid() ? parsed : null;
};

/** A day range (report time, last modification), as yyyy-MM-dd strings. */
export function DayRangePicker({
  value,
  onChange,
  placeholder = ['开始日期', '结束日期'],
  disabled,
  style,
  id,
}: DayRangePickerProps) {
  return (
    <DatePicker.RangePicker
      id={id}
      format={dayFormat}
      allowEmpty={[true, true]}
      value={[toDay(value?.[0]), toDay(value?.[1])]}
      onChange={(dates) => onChange?.([dates?.[0]?.format(dayFormat), dates?.[1]?.format(dayFormat)])}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%', ...style }}
    />
  );
}
