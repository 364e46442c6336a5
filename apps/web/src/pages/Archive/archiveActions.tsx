import type { ActionImplementation } from '../../lists/actionTypes';
import { errorText } from '../../components/table/DataTable';
import type { Api } from '../../api/api';
import type { ActionContext, ActionFeedback } from '../../lists/actionTypes';
import { CylinderOperation } from '@gcs/contracts';
import { AddBlacklistDialog } from './blacklist/AddBlacklistDialog';
import { FlagCylinderDialog } from './flag/FlagCylinderDialog';
import { ArchiveFormDrawer } from './form/ArchiveFormDrawer';
import { ImportDialog } from './import/ImportDialog';

/** Texts of the delete confirmation (the first is the brief's). */
export const deleteTexts = {
  title: '删除确认',
  one: '确定删除该气瓶档案吗？删除后档案将标记为已删除。',
  many: (count: number) => `确定删除选中的 ${count} 条气瓶档案吗？删除后档案将标记为已删除。`,
  done: (count: number) => `已删除${count}条档案`,
} as const;

/** Asks, then deletes the archives (marked deleted), and reports how many. */
function confirmDelete(ids: number[], { onDone }: ActionContext, api: Api, { modal, message }: ActionFeedback) {
  modal.confirm({
    title: deleteTexts.title,
    content: ids.length === 1 ? deleteTexts.one : deleteTexts.many(ids.length),
    okText: '确定',
    okButtonProps: { danger: true },
    cancelText: '取消',
    onOk: async () => {
      try {
        const answer = await api.cylinderRegistry.delete({ body: { ids } });
        void message.success(answer.messeage || deleteTexts.done(answer.data.deleted));
        onDone();
      } catch (error) {
        void message.error(errorText(error));
      }
    },
  });
}

/**
 * The archive pages' actions (their titles, places and permissions are in the page's definition): the registration
 * drawer, the import dialog, deleting after a confirmation, and blacklisting. The drawer and dialogs refresh the lists
 * that show what they change.
 */
export const archiveActions: Record<string, ActionImplementation> = {
  'archive.create': {
    dialog: ({ area, onClose }) => <ArchiveFormDrawer target="new" category={area.category} onClose={onClose} />,
  },
  'archive.edit': {
    dialog: ({ area, row, onClose }) => (
      <ArchiveFormDrawer target={Number(row?.id)} category={area.category} onClose={onClose} />
    ),
  },
  'archive.import': {
    dialog: ({ area, onClose }) => <ImportDialog open category={area.category} onClose={onClose} />,
  },
  'archive.removeChosen': { run: (context, api, feedback) => confirmDelete(context.chosen, context, api, feedback) },
  'archive.remove': {
    run: (context, api, feedback) => confirmDelete([Number(context.row?.id)], context, api, feedback),
  },
  'archive.blacklist': {
    dialog: ({ row, onClose }) => (
      <AddBlacklistDialog cylinder={{ id: Number(row?.id), barcode: String(row?.barcode ?? '') }} onClose={onClose} />
    ),
  },
  'archive.stop': {
    dialog: ({ row, onClose, onDone }) => (
      <FlagCylinderDialog
        flag={CylinderOperation.Stop}
        cylinder={{ id: Number(row?.id), barcode: String(row?.barcode ?? '') }}
        onClose={onClose}
        onDone={onDone}
      />
    ),
  },
  'archive.lost': {
    dialog: ({ row, onClose, onDone }) => (
      <FlagCylinderDialog
        flag={CylinderOperation.Lost}
        cylinder={{ id: Number(row?.id), barcode: String(row?.barcode ?? '') }}
        onClose={onClose}
        onDone={onDone}
      />
    ),
  },
};
