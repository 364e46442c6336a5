import { useState } from 'react';
import { Alert, App, Descriptions, Form, Input, Modal } from 'antd';
import { errorText } from '../../components/table/DataTable';
import {
  barcodeLookup,
  cylinderCategoryLabels,
  registrationTextLimits,
  type CylinderCategory,
  type CylinderRow,
} from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { memberRule } from '../../components/form/contractRules';
import { answerText } from '../../components/feedback';
import { useFormSubmit } from '../../components/form/useFormSubmit';
import { BlacklistReasonFields, blacklistRequest, type BlacklistReasonValues } from './BlacklistReasonFields';

export const findFirstMessage = '请先输入气瓶条码并查找气瓶';
export const notFoundMessage = '未找到该条码的气瓶档案，请核对条码';

interface AddFormValues extends BlacklistReasonValues {
  barcode?: string;
}

type Lookup =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; cylinder: CylinderRow }
  | { state: 'missing' }
  | { state: 'failed'; message: string };

/** Why a found cylinder cannot be blacklisted from this page, or null. */
function refusalOf(cylinder: CylinderRow, category: CylinderCategory): string | null {
  if (cylinder.blackList) return `该气瓶已在黑名单中：${cylinder.barcode}`;
  if (cylinder.category !== category) {
    const label = cylinderCategoryLabels[cylinder.category as CylinderCategory] ?? '其他类别';
    return `该气瓶属于${label}，请在${label}的黑名单页面添加`;
  }
  return null;
}

export interface AddToBlacklistDialogProps {
  open: boolean;
  category: CylinderCategory;
  onClose: () => void;
  /** After the cylinder was blacklisted (the lists are refreshed). */
  onAdded: () => void;
}

/**
 * 添加黑名单: find the cylinder by its barcode (CylinderAccurateList), then the reason (required) and evidence
 * pictures, then AddBlackList. A refusal keeps everything typed and shows the server's message.
 */
export function AddToBlacklistDialog({ open, category, onClose, onAdded }: AddToBlacklistDialogProps) {
  const api = useApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<AddFormValues>();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const { saving, submit } = useFormSubmit(form);
  const found = lookup.state === 'found' ? lookup.cylinder : null;
  const refusal = found ? refusalOf(found, category) : null;

  const close = () => {
    form.resetFields();
    setLookup({ state: 'idle' });
    onClose();
  };

  const find = async (text: string) => {
    const barcode = text.trim();
    if (barcode === '') {
      setLookup({ state: 'idle' });
      void form.validateFields(['barcode']);
      return;
    }
    setLookup({ state: 'searching' });
    try {
      const answer = await api.cylinder.cylinderAccurateList({ query: { Barcode: barcode, CountPerPage: 10 } });
      const exact = answer.list.find((row) => row.barcode.toLowerCase() === barcode.toLowerCase());
      const cylinder = exact ?? answer.list[0];
      setLookup(cylinder ? { state: 'found', cylinder } : { state: 'missing' });
    } catch (error) {
      setLookup({ state: 'failed', message: errorText(error) });
    }
  };

  const save = () =>
    submit({
      send: async (values) => {
        if (!found) {
          void message.warning(findFirstMessage);
          return undefined;
        }
        if (refusal) {
          void message.warning(refusal);
          return undefined;
        }
        const answer = await api.blacklist.add({ body: blacklistRequest(found.id, values) });
        return answerText(answer, `已将气瓶 ${found.barcode} 加入黑名单`);
      },
      done: () => {
        form.resetFields();
        setLookup({ state: 'idle' });
        onAdded();
      },
    });

  return (
    <Modal
      open={open}
      title="添加黑名单"
      okText="加入黑名单"
      okButtonProps={{ danger: true, disabled: refusal !== null }}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={close}
      width={640}
      forceRender
    >
      <Form<AddFormValues>
        form={form}
        name="addBlacklist"
        layout="vertical"
        aria-label="添加黑名单"
        onValuesChange={(changed: AddFormValues) => {
          if ('barcode' in changed && lookup.state !== 'idle') setLookup({ state: 'idle' });
        }}
      >
        <Form.Item name="barcode" label="气瓶条码" required rules={[memberRule(barcodeLookup)]}>
          <Input.Search
            placeholder="请输入气瓶条码后查找"
            enterButton="查找"
            maxLength={registrationTextLimits.barcode}
            loading={lookup.state === 'searching'}
            onSearch={(value) => void find(value)}
          />
        </Form.Item>
        {lookup.state === 'missing' && (
          <Alert type="warning" showIcon title={notFoundMessage} style={{ marginBottom: 16 }} />
        )}
        {lookup.state === 'failed' && (
          <Alert type="error" showIcon title={lookup.message} style={{ marginBottom: 16 }} />
        )}
        {found && (
          <>
            <Descriptions
              bordered
              size="small"
              column={2}
              style={{ marginBottom: 16 }}
              aria-label="找到的气瓶"
              items={[
                { key: 'barcode', label: '气瓶条码', children: found.barcode },
                { key: 'station', label: '充装单位', children: found.stationName ?? '—' },
                { key: 'vendor', label: '制造单位', children: found.vendorName ?? '—' },
                { key: 'serial', label: '出厂编号', children: found.serialNumber ?? '—' },
                { key: 'make', label: '制造年月', children: found.makeDate ?? '—' },
                { key: 'status', label: '气瓶状态', children: found.cylinderStatus },
              ]}
            />
            {refusal && <Alert type="warning" showIcon title={refusal} style={{ marginBottom: 16 }} />}
          </>
        )}
        <BlacklistReasonFields />
      </Form>
    </Modal>
  );
}
