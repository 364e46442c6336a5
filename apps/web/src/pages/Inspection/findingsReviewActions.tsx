import { Typography } from 'antd';
import { FindingsReviewStatus, findingsOpinionMaxLength, findingsReviewApi, findingsReviewBody } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { schemaRule } from '../../components/form/contractRules';
import type { ActionContext, ActionImplementation } from '../../lists/actionTypes';
import { answerText } from '../../components/feedback';
import { ReasonDialog } from '../shared/ReasonDialog';

/** The conclusion a row is, in one line: the dialog names it. */
const findingText = (row: ActionContext['row']) =>
  `报告编号 ${String(row?.reportCode ?? '')}，气瓶 ${String(row?.barcode ?? '')}，${String(row?.stationName ?? '')}` +
  `于 ${String(row?.inspectionDate ?? '')} 检验，结论：${String(row?.resultName ?? '')}`;

/** 审核通过 (an opinion optional) or 存疑 (an opinion required: the institution sees it on its inspection list). */
function ReviewDialog({ row, onClose, onDone, pass }: ActionContext & { pass: boolean }) {
  const api = useApi();
  return (
    <ReasonDialog
      open
      title={pass ? '审核通过' : '存疑'}
      okText={pass ? '确定通过' : '确定存疑'}
      danger={!pass}
      intro={
        <>
          <Typography.Paragraph>{findingText(row)}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            审核后不能更改；审核不改变气瓶档案，检验机构在检验记录中看到审核结果。
          </Typography.Paragraph>
        </>
      }
      formName={pass ? 'passFinding' : 'doubtFinding'}
      reason={{
        label: pass ? '审核意见（选填）' : '审核意见',
        placeholder: pass ? '可填写审核意见' : '请写明存疑之处，检验机构将看到',
        required: !pass,
        rule: pass
          ? schemaRule(findingsReviewBody, 'Opinion')
          : { required: true, whitespace: true, message: '存疑时请填写审核意见' },
        maxLength: findingsOpinionMaxLength,
      }}
      submit={async (opinion) =>
        answerText(
          await api.send(findingsReviewApi.review, {
            body: {
              Id: Number(row?.id),
              Result: pass ? FindingsReviewStatus.Passed : FindingsReviewStatus.Doubtful,
              Opinion: opinion,
            },
          }),
          pass ? '审核完成：审核通过' : '审核完成：存疑',
        )
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/** 检验结论审核's row actions (titles, places and who is offered them are in the definition). */
export const findingsReviewActions: Record<string, ActionImplementation> = {
  'findingsReview.pass': { dialog: (context) => <ReviewDialog {...context} pass /> },
  'findingsReview.doubt': { dialog: (context) => <ReviewDialog {...context} pass={false} /> },
};
