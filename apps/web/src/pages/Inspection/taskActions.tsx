import { Typography } from 'antd';
import {
  ApprovalResult,
  examineBody,
  inspectionTaskApi,
  rectifyBody,
  rectifyCompleteBody,
  taskNoteMaxLength,
} from '@gcs/contracts';
import type { Api } from '../../api/api';
import { useApi } from '../../api/ApiContext';
import { errorText } from '../../components/table/DataTable';
import { schemaRule } from '../../components/form/contractRules';
import type { ActionContext, ActionImplementation, ListRow } from '../../lists/actionTypes';
import { answerText } from '../../components/feedback';
import { ReasonDialog } from '../shared/ReasonDialog';

/** The task a row is, in one line: the dialogs and confirmations name it. */
export const taskText = (row: ListRow | undefined) =>
  `报告编号 ${String(row?.reportCode ?? '')}，气瓶 ${String(row?.barcode ?? '')}，检验结论：${String(row?.resultName ?? '')}`;

const required = (message: string) => ({ required: true, whitespace: true, message });

/** 送整改: the defect that must be fixed before the task can complete. */
function RectifyDialog({ row, onClose, onDone }: ActionContext) {
  const api = useApi();
  return (
    <ReasonDialog
      open
      title="送整改"
      okText="确定送整改"
      danger={false}
      intro={<Typography.Paragraph>{taskText(row)}</Typography.Paragraph>}
      formName="rectifyTask"
      reason={{
        label: '整改原因',
        placeholder: '请写明需整改的缺陷，例如：瓶阀密封不良，需更换瓶阀',
        required: true,
        rule: schemaRule(rectifyBody, 'Reason'),
        maxLength: taskNoteMaxLength,
        rows: 3,
      }}
      submit={async (reason) =>
        answerText(
          await api.send(inspectionTaskApi.rectify, { body: { Id: Number(row?.id), Reason: reason ?? '' } }),
          '已送整改',
        )
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/** 整改完成: what was done; the task then waits for the reviewer's audit. */
function RectifyCompleteDialog({ row, onClose, onDone }: ActionContext) {
  const api = useApi();
  return (
    <ReasonDialog
      open
      title="整改完成"
      okText="确定整改完成"
      danger={false}
      intro={
        <>
          <Typography.Paragraph>{taskText(row)}</Typography.Paragraph>
          <Typography.Paragraph>整改原因：{String(row?.rectifyReason ?? '')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">确认后提交检验审核。</Typography.Paragraph>
        </>
      }
      formName="rectifyCompleteTask"
      reason={{
        label: '整改情况',
        placeholder: '请说明整改情况，例如：已更换瓶阀，气密性试验合格',
        required: true,
        rule: schemaRule(rectifyCompleteBody, 'Note'),
        maxLength: taskNoteMaxLength,
        rows: 3,
      }}
      submit={async (note) =>
        answerText(
          await api.send(inspectionTaskApi.rectifyComplete, { body: { Id: Number(row?.id), Note: note ?? '' } }),
          '已确认整改完成',
        )
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/** 审核通过 (opinion optional) or 退回 (opinion required, the inspectors see it). */
function ExamineDialog({ row, onClose, onDone, pass }: ActionContext & { pass: boolean }) {
  const api = useApi();
  return (
    <ReasonDialog
      open
      title={pass ? '审核通过' : '审核退回'}
      okText={pass ? '确定通过' : '确定退回'}
      danger={!pass}
      intro={
        <>
          <Typography.Paragraph>{taskText(row)}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {pass ? '通过后提交检验审批。' : '退回后任务回到检验中，由检验员重新办理。'}
          </Typography.Paragraph>
        </>
      }
      formName={pass ? 'examinePass' : 'examineReturn'}
      reason={{
        label: pass ? '审核意见（选填）' : '审核意见',
        placeholder: pass ? '可填写审核意见' : '请填写退回原因，检验员将看到',
        required: !pass,
        rule: pass ? schemaRule(examineBody, 'Opinion') : required('退回时请填写审核意见'),
        maxLength: taskNoteMaxLength,
      }}
      submit={async (opinion) =>
        answerText(
          await api.send(inspectionTaskApi.examine, {
            body: {
              Id: Number(row?.id),
              Result: pass ? ApprovalResult.Approved : ApprovalResult.Rejected,
              Opinion: opinion,
            },
          }),
          pass ? '审核通过' : '已退回',
        )
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/** 驳回: the reason goes back to the institution with the task. */
function RejectDialog({ row, onClose, onDone }: ActionContext) {
  const api = useApi();
  return (
    <ReasonDialog
      open
      title="审批驳回"
      okText="确定驳回"
      intro={
        <>
          <Typography.Paragraph>{taskText(row)}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            驳回后任务退回检验机构，须重新检验、审核后再审批。
          </Typography.Paragraph>
        </>
      }
      formName="rejectTask"
      reason={{
        label: '驳回原因',
        placeholder: '请填写驳回原因，检验机构将看到',
        required: true,
        rule: required('驳回时请填写驳回原因'),
        maxLength: taskNoteMaxLength,
      }}
      submit={async (reason) =>
        answerText(
          await api.send(inspectionTaskApi.approval, {
            body: { Id: Number(row?.id), ApprovalResult: ApprovalResult.Rejected, Reason: reason },
          }),
          '已驳回',
        )
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/** A step with nothing to write: a confirmation naming the task and what follows. */
function confirmed(
  title: string,
  consequence: (row: ListRow | undefined) => string,
  send: (api: Api, id: number) => Promise<{ messeage?: string | null }>,
): ActionImplementation {
  return {
    run: ({ row, onDone }, api, { modal, message }) =>
      modal.confirm({
        title,
        content: (
          <>
            <Typography.Paragraph>{taskText(row)}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{consequence(row)}</Typography.Paragraph>
          </>
        ),
        okText: `确定${title}`,
        cancelText: '取消',
        onOk: async () => {
          try {
            void message.success(answerText(await send(api, Number(row?.id)), `${title}成功`));
            onDone();
          } catch (error) {
            void message.error(errorText(error));
          }
        },
      }),
  };
}

/** The vehicle-inspection workflow's actions (titles, places and who is offered them are in the definitions). */
export const taskActions: Record<string, ActionImplementation> = {
  'inspectionTask.complete': confirmed(
    '检验完成',
    () => '确认后提交检验审核；审批通过前气瓶的检验日期不变。',
    (api, id) => api.send(inspectionTaskApi.complete, { body: { Id: id } }),
  ),
  'inspectionTask.rectify': { dialog: RectifyDialog },
  'inspectionTask.rectifyComplete': { dialog: RectifyCompleteDialog },
  'inspectionTask.examinePass': { dialog: (context) => <ExamineDialog {...context} pass /> },
  'inspectionTask.examineReturn': { dialog: (context) => <ExamineDialog {...context} pass={false} /> },
  'inspectionTask.approve': confirmed(
    '批准',
    (row) =>
      row?.result === 1
        ? '批准后按检验规则更新该气瓶的上次和下次检验日期，不能撤销。'
        : '该检验结论为不合格或判废：批准后气瓶将被报废并注销登记，不能撤销。',
    (api, id) => api.send(inspectionTaskApi.approval, { body: { Id: id, ApprovalResult: ApprovalResult.Approved } }),
  ),
  'inspectionTask.reject': { dialog: RejectDialog },
};
