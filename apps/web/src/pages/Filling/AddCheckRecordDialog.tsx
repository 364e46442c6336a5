import { DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  addCheckRecordBody,
  checkItemNamesOfKind,
  checkItemResults,
  checkRecordLimits,
  checkRecordMessages,
  checkRecordMaxAgeDays,
  checkTimeProblem,
  disposeMethodsOfKind,
  FillingCheckKind,
  fillingCheckDisposeLabels,
  fillingCheckKindLabels,
  fillingCheckRecordApi,
  type FillingCheckDispose,
} from '@gcs/contracts';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { useApi } from '../../api/ApiContext';
import { schemaRule } from '../../components/form/contractRules';
import type { ActionContext } from '../../lists/actionTypes';
import { answerText } from '../../components/feedback';
import { useFormSubmit } from '../../components/form/useFormSubmit';

const timeFormat = 'YYYY-MM-DD HH:mm:ss';

interface CheckFormValues {
  Barcode: string;
  CheckTime: Dayjs | null;
  Operator: string;
  DisposeMethod: FillingCheckDispose;
  Pressure?: number | null;
  EndWeight?: number | null;
  items: Record<string, string>;
}

/** The check time: required, and within the contract's window (not in the future, at most seven days back). */
const checkTimeRule: Rule = {
  validator: async (_rule, value: Dayjs | null | undefined) => {
    if (!value) throw new Error(checkRecordMessages.checkTimeRequired);
    const problem = checkTimeProblem(value.toDate(), new Date());
    if (problem) throw new Error(problem);
  },
};

/** The body the form's values make (the wire's field names; the check items in their form order). */
export function checkRecordRequest(
  kind: FillingCheckKind,
  values: CheckFormValues,
): z.input<typeof addCheckRecordBody> {
  return {
    Kind: kind,
    Barcode: values.Barcode,
    CheckTime: values.CheckTime?.format(timeFormat) ?? '',
    Operator: values.Operator,
    DisposeMethod: values.DisposeMethod,
    CheckItems: checkItemNamesOfKind[kind].map((name) => ({
      name,
      value: values.items?.[name] ?? checkItemResults[0],
    })),
    Pressure: values.Pressure ?? undefined,
    EndWeight: values.EndWeight ?? undefined,
  };
}

/**
 * 新增检查记录: a filling station's staff record a pre-fill or post-fill check (the page's kind) when no scale uploads
 * it: the barcode, when and by whom, each item 正常 or 异常, and what was decided; after filling also the pressure and
 * the weight. The check may lie at most seven days back. The server links the archive by the barcode.
 */
export function AddCheckRecordDialog({ query, onClose, onDone }: ActionContext) {
  const api = useApi();
  const kind = query.Kind === FillingCheckKind.After ? FillingCheckKind.After : FillingCheckKind.Before;
  const title = fillingCheckKindLabels[kind];
  const [form] = Form.useForm<CheckFormValues>();
  const { saving, submit } = useFormSubmit(form);

  const save = () =>
    submit({
      send: async (values) => {
        const answer = await api.send(fillingCheckRecordApi.add, { body: checkRecordRequest(kind, values) });
        return answerText(answer, `已保存${title}记录`);
      },
      done: onDone,
    });

  return (
    <Modal
      open
      title={`新增${title}记录`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<CheckFormValues>
        form={form}
        name="addCheckRecord"
        layout="vertical"
        aria-label={`新增${title}记录`}
        initialValues={{
          CheckTime: dayjs(),
          items: Object.fromEntries(checkItemNamesOfKind[kind].map((name) => [name, checkItemResults[0]])),
        }}
      >
        <Form.Item name="Barcode" label="气瓶条码" required rules={[schemaRule(addCheckRecordBody, 'Barcode')]}>
          <Input autoFocus allowClear maxLength={64} placeholder="扫描或输入气瓶条码" />
        </Form.Item>
        <Form.Item
          name="CheckTime"
          label="检查时间"
          required
          rules={[checkTimeRule]}
          extra={`可补录${checkRecordMaxAgeDays}天内的检查记录`}
        >
          <DatePicker
            showTime
            format={timeFormat}
            style={{ width: '100%' }}
            disabledDate={(day) =>
              day.isAfter(dayjs(), 'day') || day.isBefore(dayjs().subtract(checkRecordMaxAgeDays, 'day'), 'day')
            }
          />
        </Form.Item>
        <Form.Item name="Operator" label="检查人员" required rules={[schemaRule(addCheckRecordBody, 'Operator')]}>
          <Input allowClear maxLength={checkRecordLimits.operator} placeholder="请输入检查人员姓名" />
        </Form.Item>
        <Form.Item label="检查项目" style={{ marginBottom: 8 }}>
          <Space wrap size={[32, 0]}>
            {checkItemNamesOfKind[kind].map((name) => (
              <Form.Item key={name} name={['items', name]} label={name} style={{ marginBottom: 8 }}>
                <Radio.Group options={[...checkItemResults]} />
              </Form.Item>
            ))}
          </Space>
        </Form.Item>
        {kind === FillingCheckKind.After && (
          <>
            <Form.Item name="Pressure" label="压力(MPa)" rules={[schemaRule(addCheckRecordBody, 'Pressure')]}>
              <InputNumber min={0} max={checkRecordLimits.pressure} step={0.01} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="EndWeight" label="充装后重量(kg)" rules={[schemaRule(addCheckRecordBody, 'EndWeight')]}>
              <InputNumber min={0} max={checkRecordLimits.endWeight} step={0.01} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="DisposeMethod"
          label="处置方式"
          required
          rules={[schemaRule(addCheckRecordBody, 'DisposeMethod')]}
        >
          <Select
            placeholder="检查后如何处置"
            showSearch={{ optionFilterProp: 'label' }}
            options={disposeMethodsOfKind[kind].map((dispose) => ({
              value: dispose,
              label: fillingCheckDisposeLabels[dispose],
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
