import { Typography } from 'antd';
import {
  abnormalExplanationApi,
  addExplanationBody,
  decideExplanationBody,
  explanationMaxLength,
  ExplanationStatus,
  opinionMaxLength,
} from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { schemaRule } from '../../components/form/contractRules';
import type { ActionContext } from '../../lists/actionTypes';
import { answerText } from '../../components/feedback';
import { ReasonDialog } from '../shared/ReasonDialog';
import { EvidencePicker, useEvidenceFiles } from './ExplanationFiles';

const recordText = (row: ActionContext['row']) =>
  `气瓶 ${String(row?.cylinderBarcode ?? '')}，${String(row?.beginTime ?? '')} 开始充装，异常类型：${String(row?.flagNames ?? '')}`;

/**
 * 补充说明 on a station's abnormal-filling row: the station says why, with evidence files if it has them (sent with
 * the text in one request); a regulator above it decides.
 */
export function ExplainFillingDialog({ row, onClose, onDone }: ActionContext) {
  const api = useApi();
  const picker = useEvidenceFiles();
  return (
    <ReasonDialog
      open
      title="补充说明"
      okText="提交"
      danger={false}
      intro={<Typography.Paragraph>{recordText(row)}</Typography.Paragraph>}
      formName="explainFilling"
      reason={{
        label: '说明内容',
        placeholder: '请说明该条充装异常的原因及处理情况',
        required: true,
        rule: schemaRule(addExplanationBody, 'Explanation'),
        maxLength: explanationMaxLength,
        rows: 4,
      }}
      submit={async (text) => {
        const fillingGuid = String(row?.fillingGuid ?? '');
        const answer =
          picker.chosen.length > 0
            ? await api.explanations.addWithFiles(fillingGuid, text ?? '', picker.chosen)
            : await api.send(abnormalExplanationApi.add, {
                body: { FillingGuid: fillingGuid, Explanation: text ?? '' },
              });
        return answerText(answer, '已提交补充说明');
      }}
      onClose={onClose}
      onDone={onDone}
    >
      <EvidencePicker picker={picker} />
    </ReasonDialog>
  );
}

function DecideDialog({ row, onClose, onDone, approve }: ActionContext & { approve: boolean }) {
  const api = useApi();
  return (
    <ReasonDialog
      open
      title={approve ? '审核通过' : '审核驳回'}
      okText={approve ? '确定通过' : '确定驳回'}
      danger={!approve}
      intro={
        <>
          <Typography.Paragraph>
            {String(row?.stationName ?? '')}：{recordText(row)}
          </Typography.Paragraph>
          <Typography.Paragraph strong>说明：{String(row?.explanation ?? '')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">审核后不能更改。</Typography.Paragraph>
        </>
      }
      formName={approve ? 'approveExplanation' : 'rejectExplanation'}
      reason={{
        label: approve ? '审核意见（选填）' : '审核意见',
        placeholder: approve ? '可填写审核意见' : '请填写驳回原因，充装单位将看到',
        required: !approve,
        rule: approve ? schemaRule(decideExplanationBody, 'Opinion') : rejectRule,
        maxLength: opinionMaxLength,
      }}
      submit={async (opinion) => {
        const answer = await api.send(abnormalExplanationApi.decide, {
          body: {
            Id: Number(row?.id),
            Result: approve ? ExplanationStatus.Approved : ExplanationStatus.Rejected,
            Opinion: opinion,
          },
        });
        return answerText(answer, approve ? '审核完成：已通过' : '审核完成：已驳回');
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/** A rejection needs an opinion (the contract's rule across fields, said on the field). */
const rejectRule = {
  required: true,
  whitespace: true,
  message: '驳回时请填写审核意见',
};

export const ApproveExplanationDialog = (context: ActionContext) => <DecideDialog {...context} approve />;
export const RejectExplanationDialog = (context: ActionContext) => <DecideDialog {...context} approve={false} />;
