import type { ReactNode } from 'react';
import { Space, Tag } from 'antd';
import type { ColumnShows, TableColumn } from '@gcs/contracts';
import type { CellRenderers } from '../components/table/DataTable';
import { statusTagColor } from '../components/table/rowKinds';
import type { ListRow } from './actionTypes';

/** The 启用/停用 state of an entry, readable without colour. */
export function EnabledTag({ isValid }: { isValid: boolean }) {
  return isValid ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>;
}

/**
 * A value as its column says it shows: a day or month of a date, a code's label, an enabled flag's tag, a status
 * tag, the value marked by a flag of its row, labels joined by 、 as tags, or the value after a prefix and what no
 * value means.
 */
export function shownValue(shows: ColumnShows, value: unknown, row: ListRow = {}): ReactNode {
  if (value === null || value === undefined || value === '')
    return shows.kind === 'text' ? (shows.whenEmpty ?? '') : '';
  switch (shows.kind) {
    case 'text':
      return `${shows.prefix ?? ''}${String(value)}`;
    case 'statusTag':
      return <Tag color={statusTagColor(String(value))}>{String(value)}</Tag>;
    case 'flagged':
      return row[shows.flag] === true ? (
        <Space size={4}>
          <span>{String(value)}</span>
          <Tag color="red">{shows.tag}</Tag>
        </Space>
      ) : (
        String(value)
      );
    case 'tags':
      return (
        <Space size={[4, 4]} wrap>
          {String(value)
            .split('、')
            .filter(Boolean)
            .map((label) => (
              <Tag key={label} color={shows.color ?? 'orange'}>
                {label}
              </Tag>
            ))}
        </Space>
      );
    case 'day':
      return String(value).slice(0, 10);
    case 'month':
      return String(value).slice(0, 7);
    case 'enabledTag':
      return <EnabledTag isValid={value === true} />;
    case 'enum':
      return shows.labels[Number(value)] ?? String(value);
  }
}

/** The cell renderers of the columns that say how their value shows. */
export function columnShowsRenderers(columns: readonly TableColumn[]): CellRenderers<ListRow> {
  return Object.fromEntries(
    columns.flatMap((column) => {
      const shows = column.shows;
      return shows ? [[column.code, (row: ListRow) => shownValue(shows, row[column.code], row)]] : [];
    }),
  );
}
