import { z } from 'zod';
import type { ListTable, RecordBatchCall, RecordEditor } from '@gcs/contracts';
import { errorText } from '../../components/table/DataTable';
import { answerText } from '../../components/feedback';
import type { ActionContext, ActionFeedback, ActionImplementation, ListRow } from '../actionTypes';
import type { Api } from '../../api/api';
import { RecordFormDialog } from './RecordFormDialog';

export const enableQuestion = (isValid: boolean, count: number, what: string) =>
  isValid ? `确定启用所选的 ${count} 个${what}吗？` : `确定停用所选的 ${count} 个${what}吗？停用后其用户将不能登录。`;
export const removeQuestion = (what: string, name: string) => `确定删除${what}“${name}”吗？删除后不能恢复。`;

function editorOf(table: ListTable): RecordEditor {
  if (!table.editor) throw new Error(`列表 ${table.key} 没有定义编辑器`);
  return table.editor;
}

/** Asks, then sends one call of the editor, and reports the answer or the refusal. */
function confirmAndSend(
  feedback: ActionFeedback,
  onDone: () => void,
  {
    title,
    content,
    okText,
    send,
    fallback,
  }: {
    title: string;
    content: string;
    okText: string;
    send: () => Promise<{ messeage?: string | null }>;
    fallback: string;
  },
) {
  feedback.modal.confirm({
    title,
    content,
    okText,
    okButtonProps: { danger: okText.includes('删除') || okText.includes('停用') },
    cancelText: '取消',
    onOk: async () => {
      try {
        void feedback.message.success(answerText(await send(), fallback));
        onDone();
      } catch (error) {
        void feedback.message.error(errorText(error));
      }
    },
  });
}

function setValidity(isValid: boolean) {
  const verb = isValid ? '启用' : '停用';
  return {
    run: ({ table, chosen, chosenKeys, onDone }: ActionContext, api: Api, feedback: ActionFeedback) => {
      const editor = editorOf(table);
      const call = editor.batchValid;
      const ids = chosenKeys ?? chosen;
      if (!call) return;
      confirmAndSend(feedback, onDone, {
        title: `${verb}${editor.what}`,
        content: enableQuestion(isValid, chosen.length, editor.what),
        okText: `确定${verb}`,
        send: () => api.send(call, { body: { ids, isValid } }) as Promise<{ messeage?: string }>,
        fallback: `已${verb} ${chosen.length} 个${editor.what}`,
      });
    },
  };
}

/**
 * The record editor's actions (`record.*`): add and edit open the form; enable, disable and delete ask first; toggle
 * flips one row's state at once. Their
 * titles, places and permissions are in the list's definition; what they send is in its editor.
 */
export const recordActions: Record<string, ActionImplementation> = {
  'record.add': { dialog: (context) => <RecordFormDialog {...context} row={undefined} /> },
  'record.edit': { dialog: (context) => <RecordFormDialog {...context} /> },
  'record.enable': setValidity(true),
  'record.disable': setValidity(false),
  'record.toggle': {
    run: async ({ table, row, onDone }, api, feedback) => {
      const editor = editorOf(table);
      const call = editor.batchValid;
      if (!call || !row) return;
      const isValid = row.isValid !== true;
      const name = String(row[editor.nameField] ?? '');
      try {
        const answer = (await api.send(call, { body: { ids: [row[editor.idField]], isValid } })) as {
          messeage?: string;
        };
        void feedback.message.success(answerText(answer, `${name}已${isValid ? '启用' : '停用'}`));
        onDone();
      } catch (error) {
        void feedback.message.error(errorText(error));
      }
    },
  },
  'record.remove': {
    run: ({ table, row, onDone }, api, feedback) => {
      const editor = editorOf(table);
      const call = editor.remove;
      if (!call || !row) return;
      const name = String(row[editor.nameField] ?? '');
      confirmAndSend(feedback, onDone, {
        title: `删除${editor.what}`,
        content: removeQuestion(editor.what, name),
        okText: '确定删除',
        send: () => api.send(call, { body: removeBody(call, editor, row) }) as Promise<{ messeage?: string }>,
        fallback: `${editor.what}已删除`,
      });
    },
  },
};

/** What deleting a row sends: `{ ids: [key] }` when the call's body takes a list, else `{ [idField]: key }`. */
function removeBody(call: RecordBatchCall, editor: RecordEditor, row: ListRow): Record<string, unknown> {
  const shape = call.body instanceof z.ZodObject ? (call.body.shape as Record<string, unknown>) : {};
  const key = row[editor.idField];
  return 'ids' in shape ? { ids: [key] } : { [editor.idField]: key };
}
