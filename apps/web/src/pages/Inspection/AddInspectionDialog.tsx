import { App, DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  addInspectionBody,
  cylinderInspectionApi,
  inspectionLimits,
  inspectionMessages,
  InspectionResult,
  inspectionResultLabels,
} from '@gcs/contracts';
import type { z } from 'zod';
import { useApi } from '../../api/ApiContext';
import { schemaRule } from '../../components/form/contractRules';
import type { ActionContext } from '../../lists/actionTypes';
import { answerText } from '../../components/feedback';
import { useFormSubmit } from '../../components/form/useFormSubmit';

const verdicts = ['合格', '不合格'].map((value) => ({ value, label: value }));

/** The items of section 3.5 every cylinder has, and the vehicle cylinders' own (shown for a vehicle page). */
const commonItems = [
  ['appearanceInspection', '外观检查'],
  ['valveInspection', '瓶阀检查'],
  ['valveSeatInspection', '瓶阀座检查'],
  ['weldSeamInspection', '焊缝检查'],
  ['baseSpaceInspection', '底座检查'],
] as const;
const vehicleItems = [
  ['windingLayerInspection', '缠绕层检查'],
  ['metalInspection', '金属部分检查'],
  ['threadInspection', '瓶口螺纹检查'],
  ['nondestructiveInspection', '无损检测'],
  ['hydrostaticInspection', '水压试验'],
  ['bottleValveInspection', '瓶阀检验'],
  ['airTightnessInspection', '气密性试验'],
] as const;
const measures = [
  ['waterTestPressure', '水压试验压力(MPa)'],
  ['residualDefomationRate', '残余变形率(%)'],
  ['realMinThickness', '实测最小壁厚(mm)'],
  ['realVolume', '实测容积(L)'],
  ['realWeight', '实测重量(kg)'],
] as const;

type Body = z.input<typeof addInspectionBody>;
type FormValues = Omit<Body, 'inspectionDate'> & { inspectionDate: Dayjs | null };

/** The body the form makes: the date as yyyy-MM-dd, empty items left out. */
export function inspectionRequest(values: FormValues): Body {
  const { inspectionDate, ...rest } = values;
  const body: Record<string, unknown> = { ...rest, inspectionDate: inspectionDate?.format('YYYY-MM-DD') ?? '' };
  for (const [name, value] of Object.entries(body)) if (value === undefined || value === '') delete body[name];
  return body as Body;
}

/**
 * 新增检验记录: an institution records the inspection of a cylinder by its barcode. A pass dates the next inspection
 * from the rule table; a fail (不合格 or 判废) scraps the cylinder and cancels its registration, so it needs the scrap
 * reason and the processing method and asks for confirmation before saving.
 */
export function AddInspectionDialog({ area, onClose, onDone }: ActionContext) {
  const api = useApi();
  const { modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const { saving, submit } = useFormSubmit(form);
  const result = Form.useWatch('result', form);
  const failed = result !== undefined && result !== InspectionResult.Qualified;

  const send = () =>
    submit({
      send: async (values) => {
        const answer = await api.send(cylinderInspectionApi.add, { body: inspectionRequest(values) });
        return answerText(answer, '已保存检验记录');
      },
      done: onDone,
    });

  const save = async () => {
    if (!failed) return send();
    try {
      await form.validateFields();
    } catch {
      return;
    }
    modal.confirm({
      title: '确认检验不合格',
      content: `检验不合格的气瓶${form.getFieldValue('barcode') as string}将被报废并注销登记，且不能撤销。确定保存吗？`,
      okText: '确定报废',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => send(),
    });
  };

  return (
    <Modal
      open
      title="新增检验记录"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        name="addInspection"
        layout="vertical"
        aria-label="新增检验记录"
        initialValues={{ inspectionDate: dayjs(), result: InspectionResult.Qualified }}
      >
        <Form.Item name="barcode" label="气瓶条码" required rules={[schemaRule(addInspectionBody, 'barcode')]}>
          <Input autoFocus allowClear maxLength={64} placeholder="扫描或输入气瓶条码" />
        </Form.Item>
        <Form.Item name="reportCode" label="报告编号" required rules={[schemaRule(addInspectionBody, 'reportCode')]}>
          <Input allowClear maxLength={inspectionLimits.reportCode} placeholder="字母、数字、短横线或下划线" />
        </Form.Item>
        <Form.Item
          name="inspectionDate"
          label="检验日期"
          required
          rules={[{ required: true, message: inspectionMessages.dateRequired }]}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="result" label="检验结论" required>
          <Radio.Group
            options={Object.entries(inspectionResultLabels).map(([value, label]) => ({ value: Number(value), label }))}
          />
        </Form.Item>
        {[...commonItems, ...(area.isVehicle ? vehicleItems : [])].map(([name, label]) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            style={{ display: 'inline-block', width: '33%', paddingRight: 8 }}
          >
            <Select allowClear options={verdicts} placeholder="请选择" />
          </Form.Item>
        ))}
        {measures.map(([name, label]) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            rules={[schemaRule(addInspectionBody, name)]}
            style={{ display: 'inline-block', width: '33%', paddingRight: 8 }}
          >
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
        ))}
        {failed && (
          <>
            <Form.Item
              name="scrapSentencedReason"
              label="判废原因"
              required
              rules={[{ required: true, whitespace: true, message: inspectionMessages.scrapReasonRequired }]}
            >
              <Input.TextArea rows={2} maxLength={inspectionLimits.scrapReason} />
            </Form.Item>
            <Form.Item
              name="processingMethod"
              label="处理方式"
              required
              rules={[{ required: true, whitespace: true, message: inspectionMessages.processingRequired }]}
            >
              <Input maxLength={inspectionLimits.processingMethod} placeholder="例如：判废，破坏性处理" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
