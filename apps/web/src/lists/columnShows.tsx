import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { ColumnShows, TableColumn } from '@gcs/contracts';
import type { CellRenderers } from '../components/table/DataTable';
import type { ListRow } from './actionTypes';

/** The 启用/停用 state of an entry, readable without colour. */
export function EnabledTag({ isValid }: { isValid: boolean }) {
  return isValid ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>;
}

/** A value as its column says it shows: a day or month of a date, a code's label, an enabled flag's tag. */
export function shownValue(shows: ColumnShows, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  switch (shows.kind) {
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
      return shows ? [[column.code, (row: ListRow) => shownValue(shows, row[column.code])]] : [];
    }),
  );
}
