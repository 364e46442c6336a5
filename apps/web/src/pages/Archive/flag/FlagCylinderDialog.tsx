import { Typography } from 'antd';
import {
  CylinderOperation,
  operationReasonMaxLength,
  regulatorCylinderBody,
  regulatorOperationApi,
} from '@gcs/contracts';
import { useApi } from '../../../api/ApiContext';
import { bodyRule } from '../../../components/form/contractRules';
import { answerText } from '../../../components/feedback';
import { ReasonDialog } from '../../shared/ReasonDialog';

type Flag = typeof CylinderOperation.Stop | typeof CylinderOperation.Lost;

const texts: Record<Flag, { title: string; done: string; effect: string; label: string }> = {
  [CylinderOperation.Stop]: {
    title: '监管停用',
    done: '已停用',
    effect: '停用后该气瓶不能充装，直至在异常气瓶页面恢复正常。',
    label: '停用原因',
  },
  [CylinderOperation.Lost]: {
    title: '报失',
    done: '已报失',
    effect: '报失后该气瓶不能充装，直至在异常气瓶页面恢复正常。',
    label: '报失原因',
  },
};

export interface FlagCylinderDialogProps {
  flag: Flag;
  cylinder: { id: number; barcode: string };
  onClose: () => void;
  onDone: () => void;
}

/** 监管停用 or 报失 of one archive: the reason is required; RegulatorStopCylinder or RegulatorLostCylinder. */
export function FlagCylinderDialog({ flag, cylinder, onClose, onDone }: FlagCylinderDialogProps) {
  const api = useApi();
  const text = texts[flag];
  const body = (reason: string | undefined) => ({ CylinderIds: [cylinder.id], Reason: reason ?? '' });
  return (
    <ReasonDialog
      open
      title={`${text.title} - ${cylinder.barcode}`}
      okText={`确定${text.title}`}
      intro={<Typography.Paragraph>{text.effect}</Typography.Paragraph>}
      formName={flag === CylinderOperation.Stop ? 'stopCylinder' : 'lostCylinder'}
      reason={{
        label: text.label,
        placeholder: `请填写${text.label}`,
        required: true,
        rule: bodyRule(regulatorCylinderBody, (values: { reason?: string }) => body(values.reason), 'Reason'),
        maxLength: operationReasonMaxLength,
        rows: 3,
      }}
      submit={async (reason) => {
        const call = flag === CylinderOperation.Stop ? regulatorOperationApi.stop : regulatorOperationApi.lost;
        const answer = await api.send(call, { body: body(reason) });
        return answerText(answer, `${text.done} ${answer.data.count} 个气瓶`);
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
