import { Typography } from 'antd';
import {
  deleteFillingBody,
  fillingDeleteReasonMaxLength,
  fillingDeletionApi,
  fillingDeletionMessages,
} from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { schemaRule } from '../../components/form/contractRules';
import type { ActionContext } from '../../lists/actionTypes';
import { answerText } from '../../components/feedback';
import { ReasonDialog } from '../shared/ReasonDialog';

/** The question the dialog asks: one record named by its barcode and start, or how many chosen records. */
export function deleteQuestion(row: ActionContext['row'], count: number): string {
  if (row) {
    return `确定删除气瓶 ${String(row.cylinderBarcode ?? '')} 于 ${String(row.beginTime ?? '')} 开始的充装记录吗？`;
  }
  return `确定删除所选的 ${count} 条充装记录吗？`;
}

/**
 * 删除 / 批量删除 of any filling-record list: says which records go, asks why (required, the audit trail keeps it),
 * and only 确定删除 sends DeleteRecordByFillingGuid (a row) or BatchDeleteRecord (the chosen rows, by their guids).
 */
export function DeleteFillingDialog({ row, chosenKeys, chosen, onClose, onDone }: ActionContext) {
  const api = useApi();
  const guids = (chosenKeys ?? chosen).map(String);
  return (
    <ReasonDialog
      open
      title={row ? '删除充装记录' : '批量删除充装记录'}
      okText="确定删除"
      intro={
        <>
          <Typography.Paragraph strong>{deleteQuestion(row, guids.length)}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            删除后记录不再计入统计，但连同删除人、时间与原因留存于“已删除充装记录”，可追溯。
          </Typography.Paragraph>
        </>
      }
      formName="deleteFilling"
      reason={{
        label: '删除原因',
        placeholder: '请填写删除原因，例如：误称重、测试数据、重复上传',
        required: true,
        rule: schemaRule(deleteFillingBody, 'Reason'),
        maxLength: fillingDeleteReasonMaxLength,
      }}
      submit={async (reason) => {
        const answer = row
          ? await api.send(fillingDeletionApi.deleteOne, {
              body: { FillingGuid: String(row.fillingGuid ?? ''), Reason: reason ?? '' },
            })
          : await api.send(fillingDeletionApi.deleteBatch, { body: { FillingGuids: guids, Reason: reason ?? '' } });
        return answerText(answer, fillingDeletionMessages.deleted(answer.data.count));
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
