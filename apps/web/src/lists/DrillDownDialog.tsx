import { Modal } from 'antd';
import type { ListTable } from '@gcs/contracts';
import type { PageArea } from '../components/area';
import { ListTableView } from './ListTableView';

/** Another page's table opened by a drill-down count: titled by the row, filtered by what the count stands for. */
export interface DrilledTable {
  title: string;
  table: ListTable;
  filter: Record<string, unknown>;
}

/** The table a count opens, in a dialog almost as wide as the screen (`<row> - <table>`, exported by that title). */
export function DrillDownDialog({
  drilled,
  area,
  onClose,
}: {
  drilled: DrilledTable | null;
  area: PageArea;
  onClose: () => void;
}) {
  return (
    <Modal
      open={drilled !== null}
      title={drilled?.title}
      width="96vw"
      style={{ top: 10, paddingBottom: 0 }}
      styles={{ body: { maxHeight: 'calc(100vh - 90px)', overflow: 'auto' } }}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {drilled && <ListTableView table={drilled.table} area={area} filter={drilled.filter} />}
    </Modal>
  );
}
