import { Typography } from 'antd';
import { auditCylinderBody, auditRemarkMaxLength } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { bodyRule } from '../../components/form/contractRules';
import { answerText } from '../../components/feedback';
import { ReasonDialog } from '../shared/ReasonDialog';

export interface RejectDialogProps {
  /** The cylinders to reject; null keeps the dialog closed. */
  ids: number[] | null;
  onClose: () => void;
  onDone: () => void;
}

const rejection = (ids: number[] | null, remark: string | undefined) => ({
  ids: ids ?? [],
  result: -1 as const,
  remark,
});

/** 审核不通过: the reason is required (the station reads it); AuditCylinder with result -1 and the reason. */
export function RejectDialog({ ids, onClose, onDone }: RejectDialogProps) {
  const api = useApi();
  return (
    <ReasonDialog
      open={ids !== null}
      title="审核不通过"
      okText="确定不通过"
      intro={
        ids && <Typography.Paragraph>共选择 {ids.length} 个气瓶，审核不通过的原因将告知建档单位。</Typography.Paragraph>
      }
      formName="auditReject"
      reason={{
        label: '不通过原因',
        placeholder: '请填写审核不通过的原因',
        required: true,
        // The contract needs a remark only for a rejection, so the whole rejection body is checked.
        rule: bodyRule(auditCylinderBody, (values: { reason?: string }) => rejection(ids, values.reason), 'remark'),
        maxLength: auditRemarkMaxLength,
        rows: 4,
      }}
      submit={async (remark) => {
        const answer = await api.cylinder.auditCylinder({ body: rejection(ids, remark) });
        return answerText(answer, `已审核不通过 ${answer.data.count} 个气瓶`);
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
