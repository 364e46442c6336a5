import { useState } from 'react';
import { App, Modal } from 'antd';
import { scaleDeviceApi, scaleDeviceMessages, type IssuedScaleCredential } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { errorText } from '../../components/table/DataTable';
import type { ActionContext, ActionFeedback, ActionImplementation } from '../../lists/actionTypes';
import type { Api } from '../../api/api';
import { RecordFormDialog } from '../../lists/record/RecordFormDialog';
import { answerText } from '../../components/feedback';
import { ScaleSecretDialog } from './ScaleSecretDialog';

const issuedOf = (answer: unknown) => (answer as { data: IssuedScaleCredential }).data;

/** 新增充装秤: the editor's form, then the new scale's secret, shown once; the list refreshes when it closes. */
function AddScaleDialog(context: ActionContext) {
  const [issued, setIssued] = useState<IssuedScaleCredential | null>(null);
  if (issued) return <ScaleSecretDialog issued={issued} onClose={context.onDone} />;
  return (
    <RecordFormDialog
      {...context}
      row={undefined}
      title="新增充装秤"
      notice="保存后将签发该秤的密钥，并只显示一次"
      onSaved={(answer) => setIssued(issuedOf(answer))}
    />
  );
}

/** 轮换密钥 (签发密钥 for a scale without one): asks first, then shows the new secret once. */
function RotateSecretDialog({ row, onClose, onDone }: ActionContext) {
  const api = useApi();
  const { message } = App.useApp();
  const [issued, setIssued] = useState<IssuedScaleCredential | null>(null);
  const [sending, setSending] = useState(false);
  if (issued) return <ScaleSecretDialog issued={issued} onClose={onDone} />;
  const rotates = row?.credentialIssued === true;
  const verb = rotates ? '轮换' : '签发';
  const rotate = async () => {
    setSending(true);
    try {
      const answer = await api.send(scaleDeviceApi.rotate, { body: { id: Number(row?.id) } });
      void message.success(answerText(answer, `密钥已${verb}`));
      setIssued(answer.data);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open
      title={`${verb}密钥`}
      okText={`确定${verb}`}
      okButtonProps={{ danger: rotates }}
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void rotate()}
      onCancel={onClose}
    >
      {rotates
        ? `确定轮换充装秤“${String(row?.deviceNumber ?? '')}”的密钥吗？${scaleDeviceMessages.rotateWarning}。`
        : `确定为充装秤“${String(row?.deviceNumber ?? '')}”签发密钥吗？密钥只显示一次。`}
    </Modal>
  );
}

const disableWarning = '停用后该秤上传的充装记录将被拒绝，密钥保留，重新启用后可继续使用。';

/** Asks, then enables or disables the scales, and reports the answer or the refusal. */
function askValidity(
  feedback: ActionFeedback,
  api: Api,
  { ids, isValid, question, onDone }: { ids: number[]; isValid: boolean; question: string; onDone: () => void },
) {
  const verb = isValid ? '启用' : '停用';
  feedback.modal.confirm({
    title: `${verb}充装秤`,
    content: isValid ? question : `${question}${disableWarning}`,
    okText: `确定${verb}`,
    okButtonProps: { danger: !isValid },
    cancelText: '取消',
    onOk: async () => {
      try {
        const answer = await api.send(scaleDeviceApi.batchValid, { body: { ids, isValid } });
        void feedback.message.success(answerText(answer, `已${verb} ${ids.length} 台充装秤`));
        onDone();
      } catch (error) {
        void feedback.message.error(errorText(error));
      }
    },
  });
}

const chosenValidity = (isValid: boolean): ActionImplementation => ({
  run: ({ chosen, onDone }, api, feedback) =>
    askValidity(feedback, api, {
      ids: chosen,
      isValid,
      question: `确定${isValid ? '启用' : '停用'}所选的 ${chosen.length} 台充装秤吗？`,
      onDone,
    }),
});

/** The scales page's own actions (their titles, places and who is offered them are in the page's definition). */
export const scaleDeviceActions: Record<string, ActionImplementation> = {
  'scaleDevice.add': { dialog: AddScaleDialog },
  'scaleDevice.rotate': { dialog: RotateSecretDialog },
  'scaleDevice.enable': chosenValidity(true),
  'scaleDevice.disable': chosenValidity(false),
  'scaleDevice.toggle': {
    run: ({ row, onDone }, api, feedback) => {
      if (!row) return;
      const isValid = row.isValid !== true;
      askValidity(feedback, api, {
        ids: [Number(row.id)],
        isValid,
        question: `确定${isValid ? '启用' : '停用'}充装秤“${String(row.deviceNumber ?? '')}”吗？`,
        onDone,
      });
    },
  },
};
