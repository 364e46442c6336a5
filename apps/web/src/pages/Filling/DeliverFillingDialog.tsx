import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { addDeliveryBody, deliveryApi, deliveryLimits, deliveryMessages } from '@gcs/contracts';
import type { Rule } from 'antd/es/form';
import { useApi } from '../../api/ApiContext';
import { schemaRule } from '../../components/form/contractRules';
import type { ActionContext } from '../../lists/actionTypes';
import { answerText } from '../../components/feedback';
import { useFormSubmit } from '../../components/form/useFormSubmit';

const timeFormat = 'YYYY-MM-DD HH:mm:ss';

interface DeliveryFormValues {
  DeliveryTime: Dayjs | null;
  DeliveryOperator: string;
  DeliveryUser: string;
  DeliveryAddress: string;
}

/** The delivery time: required, not before the filling began, not in the future (the server checks both again). */
function deliveryTimeRule(fillingBegan: Dayjs | undefined): Rule {
  return {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      if (!value) throw new Error(deliveryMessages.timeRequired);
      if (value.isAfter(dayjs().add(5, 'minute'))) throw new Error(deliveryMessages.inFuture);
      if (fillingBegan && value.isBefore(fillingBegan)) throw new Error(deliveryMessages.beforeFilling);
    },
  };
}

/**
 * 录入配送 on a station's filling record: who took the filled cylinder to whom, where and when (once per filling; the
 * record then shows it in its 配送 columns and on 配送记录).
 */
export function DeliverFillingDialog({ row, onClose, onDone }: ActionContext) {
  const api = useApi();
  const [form] = Form.useForm<DeliveryFormValues>();
  const { saving, submit } = useFormSubmit(form);
  const began = row?.beginTime ? dayjs(String(row.beginTime), timeFormat) : undefined;

  const save = () =>
    submit({
      send: async (values) => {
        const answer = await api.send(deliveryApi.add, {
          body: {
            FillingGuid: String(row?.fillingGuid ?? ''),
            DeliveryTime: values.DeliveryTime?.format(timeFormat) ?? '',
            DeliveryOperator: values.DeliveryOperator,
            DeliveryUser: values.DeliveryUser,
            DeliveryAddress: values.DeliveryAddress,
          },
        });
        return answerText(answer, '已保存配送记录');
      },
      done: onDone,
    });

  return (
    <Modal
      open
      title="录入配送"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      <Typography.Paragraph>
        气瓶 {String(row?.cylinderBarcode ?? '')}，{String(row?.beginTime ?? '')}{' '}
        开始充装。每条充装记录只能录入一次配送。
      </Typography.Paragraph>
      <Form<DeliveryFormValues>
        form={form}
        name="deliverFilling"
        layout="vertical"
        aria-label="录入配送"
        initialValues={{ DeliveryTime: dayjs() }}
      >
        <Form.Item name="DeliveryTime" label="配送时间" required rules={[deliveryTimeRule(began)]}>
          <DatePicker showTime format={timeFormat} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="DeliveryOperator"
          label="配送人员"
          required
          rules={[schemaRule(addDeliveryBody, 'DeliveryOperator')]}
        >
          <Input allowClear maxLength={deliveryLimits.operator} placeholder="请输入配送人员姓名" />
        </Form.Item>
        <Form.Item name="DeliveryUser" label="收货用户" required rules={[schemaRule(addDeliveryBody, 'DeliveryUser')]}>
          <Input allowClear maxLength={deliveryLimits.user} placeholder="请输入收货用户（姓名或单位）" />
        </Form.Item>
        <Form.Item
          name="DeliveryAddress"
          label="配送地址"
          required
          rules={[schemaRule(addDeliveryBody, 'DeliveryAddress')]}
        >
          <Input.TextArea allowClear maxLength={deliveryLimits.address} rows={2} placeholder="请输入配送地址" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
