import { Typography } from 'antd';
import { auditRejectNeedsRemark } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { answerText } from '../shared/feedback';
import { ReasonDialog } from '../shared/ReasonDialog';

export interface RejectDialogProps {
  /** The cylinders to reject; null keeps the dialog closed. */
  ids: number[] | null;
  onClose: () => void;
  onDone: () => void;
}

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
        requiredMessage: auditRejectNeedsRemark,
        tooLongMessage: '审核意见不能超过256个字符',
        rows: 4,
      }}
      submit={async (remark) => {
        const answer = await api.cylinder.auditCylinder({ body: { ids: ids ?? [], result: -1, remark } });
        return answerText(answer, `已审核不通过 ${answer.data.count} 个气瓶`);
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
