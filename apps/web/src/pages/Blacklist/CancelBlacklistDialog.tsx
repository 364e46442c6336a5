import { Typography } from 'antd';
import type { z } from 'zod';
import { blacklistReasonMaxLength, cancelChooseBody, type bulkCancelBody } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { schemaRule } from '../../components/form/contractRules';
import { answerText } from '../../components/feedback';
import { ReasonDialog } from '../shared/ReasonDialog';

/** What is being taken off the blacklist: the chosen entries, or every entry the current filter finds. */
type BlacklistFilter = Omit<z.input<typeof bulkCancelBody>, 'reason'>;
export type CancelTarget = { kind: 'chosen'; ids: number[] } | { kind: 'all'; count: number; filter: BlacklistFilter };

export const cancelQuestion = (target: CancelTarget) =>
  target.kind === 'chosen'
    ? `确定将所选的 ${target.ids.length} 个气瓶移出黑名单吗？`
    : `确定将当前查询条件下的全部 ${target.count} 个气瓶移出黑名单吗？`;

export interface CancelBlacklistDialogProps {
  target: CancelTarget | null;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The confirmation of 移出黑名单 / 全部移出: it says how many cylinders leave the list and takes an optional reason;
 * only 确定移出 sends cancelChoose (the chosen entries) or bulkCancel (the current filter).
 */
export function CancelBlacklistDialog({ target, onClose, onDone }: CancelBlacklistDialogProps) {
  const api = useApi();
  return (
    <ReasonDialog
      open={target !== null}
      title={target?.kind === 'all' ? '全部移出黑名单' : '移出黑名单'}
      okText="确定移出"
      intro={target && <Typography.Paragraph strong>{cancelQuestion(target)}</Typography.Paragraph>}
      formName="cancelBlacklist"
      reason={{
        label: '移出原因（选填）',
        placeholder: '请填写移出黑名单的原因',
        required: false,
        rule: schemaRule(cancelChooseBody, 'reason'),
        maxLength: blacklistReasonMaxLength,
      }}
      submit={async (reason) => {
        if (!target) return '';
        const answer =
          target.kind === 'chosen'
            ? await api.blacklist.cancelChoose({ body: { ids: target.ids, reason } })
            : await api.blacklist.bulkCancel({ body: { ...target.filter, reason } });
        return answerText(answer, `已将 ${answer.data.count} 个气瓶移出黑名单`);
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
