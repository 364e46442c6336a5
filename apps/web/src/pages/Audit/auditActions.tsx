import type { Api } from '../../api/api';
import { errorText } from '../../components/table/DataTable';
import type { ActionContext, ActionFeedback, ActionImplementation } from '../../lists/actionTypes';
import { answerText } from '../../components/feedback';
import { RejectDialog } from './RejectDialog';

/** Confirmation texts of the audit actions (each says how many cylinders it changes). */
export const auditQuestions = {
  pass: (count: number) => `确定审核通过所选的 ${count} 个气瓶吗？`,
  autoChosen: (count: number) => `确定对所选的 ${count} 个气瓶执行自动审核吗？`,
  autoAll: (count: number) => `确定对当前列表中全部 ${count} 个符合自动审核条件的气瓶执行自动审核吗？`,
  cancel: (count: number) => `确定取消所选的 ${count} 个气瓶的审核吗？取消后气瓶将回到待审核状态。`,
} as const;

/** Ids per automatic-audit call when every listed cylinder is audited (the list's largest page). */
const autoAuditBatch = 500;

/**
 * 批量自动审核 of every cylinder the list shows: its pages are audited in turn by id, so the cylinders audited are
 * those of this area and filter (the call without ids would take every pending cylinder of the user's scope, of
 * every category). Audited cylinders leave the list, so page 1 always holds the next ones.
 */
export async function autoAuditListed(api: Api, filter: Record<string, unknown>, total: number): Promise<number> {
  let audited = 0;
  const rounds = Math.ceil(total / autoAuditBatch) + 1;
  for (let round = 0; round < rounds; round += 1) {
    const query = { ...filter, PageIndex: 1, CountPerPage: autoAuditBatch };
    const page = await api.cylinder.getAutoAuditCylinderList({ query });
    const ids = page.list.map((row) => row.id);
    if (ids.length === 0) break;
    const answer = await api.cylinder.batchAutoAuditCylinderList({ body: { ids } });
    audited += answer.data.count;
    if (answer.data.count === 0) break;
  }
  return audited;
}

/** Asks, runs the action, tells its outcome (or the server's refusal) and refreshes the lists either way. */
function confirmAndRun(
  { message, modal }: ActionFeedback,
  title: string,
  question: string,
  run: () => Promise<string>,
  onDone: () => void,
) {
  modal.confirm({
    title,
    content: question,
    okText: '确定',
    cancelText: '取消',
    onOk: async () => {
      const hide = message.loading(`${title}中，请稍候…`, 0);
      try {
        void message.success(await run());
      } catch (error) {
        void message.error(errorText(error));
      } finally {
        hide();
        onDone();
      }
    },
  });
}

const pass = ({ chosen, onDone }: ActionContext, api: Api, feedback: ActionFeedback) =>
  confirmAndRun(
    feedback,
    '审核通过',
    auditQuestions.pass(chosen.length),
    async () => {
      const answer = await api.cylinder.auditCylinder({ body: { ids: chosen, result: 1 } });
      return answerText(answer, `已审核通过 ${answer.data.count} 个气瓶`);
    },
    onDone,
  );

const auto = ({ chosen, query, total, onDone }: ActionContext, api: Api, feedback: ActionFeedback) =>
  chosen.length > 0
    ? confirmAndRun(
        feedback,
        '批量自动审核',
        auditQuestions.autoChosen(chosen.length),
        async () => {
          const answer = await api.cylinder.batchAutoAuditCylinderList({ body: { ids: chosen } });
          return answerText(answer, `自动审核通过 ${answer.data.count} 个气瓶`);
        },
        onDone,
      )
    : confirmAndRun(
        feedback,
        '批量自动审核',
        auditQuestions.autoAll(total),
        async () => `自动审核通过 ${await autoAuditListed(api, query, total)} 个气瓶`,
        onDone,
      );

const cancel = ({ chosen, onDone }: ActionContext, api: Api, feedback: ActionFeedback) =>
  confirmAndRun(
    feedback,
    '取消审核',
    auditQuestions.cancel(chosen.length),
    async () => {
      const answer = await api.cylinder.cancleAudit({ body: { ids: chosen } });
      return answerText(answer, `已取消 ${answer.data.count} 个气瓶的审核`);
    },
    onDone,
  );

/** The archive audit pages' actions (their titles, places and permissions are in the page's definition). */
export const auditActions: Record<string, ActionImplementation> = {
  'audit.pass': { run: pass },
  'audit.reject': {
    dialog: ({ chosen, onClose, onDone }) => <RejectDialog ids={chosen} onClose={onClose} onDone={onDone} />,
  },
  'audit.auto': { run: auto },
  'audit.cancel': { run: cancel },
};
