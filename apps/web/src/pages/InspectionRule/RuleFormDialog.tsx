import { useEffect } from 'react';
import { Alert, App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { inspectionRuleInput, type InspectionRuleRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import { MonthRangePicker, type MonthRange } from '../../components/form/MonthRangePicker';
import { answerText } from '../shared/feedback';
import { categoryOptions } from '../../components/form/categoryOptions';
import { bodyRule, parseBody, schemaRule } from '../../components/form/contractRules';
import { useFormSubmit } from '../shared/useFormSubmit';

/** What the modal says when an existing rule is edited (issue 4: a rule edit writes a new version). */
export const newVersionNotice = '保存后将生成新版本，已建档气瓶保留原版本计算的日期';

interface RuleFormValues {
  category?: number;
  mediumId?: number | null;
  typeId?: number | null;
  standard?: string;
  made?: MonthRange;
  firstInspectionMonths?: number | null;
  inspectionPeriodMonths?: number | null;
  designLifeYears?: number | null;
  remark?: string;
}

function valuesOf(row: InspectionRuleRow): RuleFormValues {
  return {
    category: row.category,
    mediumId: row.mediumId,
    typeId: row.typeId,
    standard: row.standard ?? undefined,
    made: [row.madeFrom ?? undefined, row.madeTo ?? undefined],
    firstInspectionMonths: row.firstInspectionMonths,
    inspectionPeriodMonths: row.inspectionPeriodMonths,
    designLifeYears: row.designLifeYears,
    remark: row.remark ?? undefined,
  };
}

function inputOf(values: RuleFormValues) {
  return {
    category: values.category,
    mediumId: values.mediumId ?? null,
    typeId: values.typeId ?? null,
    standard: values.standard,
    madeFrom: values.made?.[0],
    madeTo: values.made?.[1],
    firstInspectionMonths: values.firstInspectionMonths ?? null,
    inspectionPeriodMonths: values.inspectionPeriodMonths ?? null,
    designLifeYears: values.designLifeYears ?? null,
    remark: values.remark,
  };
}

/** The valid media or types of a category (dropdowns of spec 02 section 7.4), with the rule's own if it is gone. */
function ReferenceSelect({
  kind,
  category,
  current,
  value,
  onChange,
  id,
}: {
  kind: 'medium' | 'type';
  category: number | undefined;
  current?: { value: number; label: string } | null;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const api = useApi();
  const options = useQuery({
    queryKey: ['dropDown', kind === 'medium' ? 'fillingMedium' : 'cylinderType', category ?? null],
    queryFn: ({ signal }) =>
      kind === 'medium'
        ? api.dropDown.fillingMedium({ query: { CylinderCategory: category }, signal })
        : api.dropDown.cylinderType({ query: { CylinderCategory: category }, signal }),
    enabled: category !== undefined,
    staleTime: 60_000,
    retry: false,
  });
  const list = options.data?.list ?? [];
  const withCurrent = current && !list.some((option) => option.value === current.value) ? [current, ...list] : list;
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={withCurrent}
      loading={options.isFetching}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={kind === 'medium' ? '全部介质' : '全部类型'}
      disabled={category === undefined}
    />
  );
}

export interface RuleFormDialogProps {
  /** null: closed; 'new': a new rule; a row: editing that version. */
  editing: InspectionRuleRow | 'new' | null;
  defaultCategory?: number;
  onClose: () => void;
  onSaved: () => void;
  /** The rule changed meanwhile: the list should be read again (the form stays open). */
  onStale: () => void;
}

/**
 * 新增规则 / 编辑 a rule. Editing writes a new version (the modal says so); a version changed meanwhile is refused by
 * the server and its message shown, the form keeping what was typed.
 */
export function RuleFormDialog({ editing, defaultCategory, onClose, onSaved, onStale }: RuleFormDialogProps) {
  const api = useApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<RuleFormValues>();
  const { saving, submit } = useFormSubmit(form);
  const category = Form.useWatch('category', form);
  const open = editing !== null;
  const row = editing !== null && editing !== 'new' ? editing : null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(row ? valuesOf(row) : { category: defaultCategory });
  }, [open, row, form, defaultCategory]);

  const save = () =>
    submit({
      send: async (values) => {
        const input = inputOf(values);
        const parsed = parseBody(inspectionRuleInput, input);
        if (!parsed.ok) {
          void message.error(parsed.message);
          return undefined;
        }
        const answer = row
          ? await api.inspectionRule.update({ body: { ...input, id: row.id } })
          : await api.inspectionRule.add({ body: input });
        return answerText(answer, row ? '检验规则已修改，已生成新版本' : '检验规则已新增');
      },
      done: onSaved,
      failed: (error) => {
        if (error instanceof ApiError && error.status === 409) onStale();
      },
    });

  const sameRow = (kind: 'medium' | 'type') => {
    if (!row || row.category !== category) return null;
    if (kind === 'medium') return row.mediumId !== null ? { value: row.mediumId, label: row.mediumName ?? '' } : null;
    return row.typeId !== null ? { value: row.typeId, label: row.typeName ?? '' } : null;
  };

  const rule = (name: string) => schemaRule(inspectionRuleInput, name);
  return (
    <Modal
      open={open}
      title={row ? `编辑检验规则（当前版本 v${row.version}）` : '新增检验规则'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      width={640}
      forceRender
    >
      {row && <Alert type="info" showIcon title={newVersionNotice} style={{ marginBottom: 16 }} />}
      <Form<RuleFormValues>
        form={form}
        name="inspectionRule"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 17 }}
        aria-label="检验规则表单"
        onValuesChange={(changed: RuleFormValues) => {
          if ('category' in changed) form.setFieldsValue({ mediumId: null, typeId: null });
        }}
      >
        <Form.Item name="category" label="气瓶类别" required rules={[rule('category')]}>
          <Select options={categoryOptions} placeholder="请选择气瓶类别" />
        </Form.Item>
        <Form.Item name="mediumId" label="充装介质" extra="不选表示该类别的全部介质">
          <ReferenceSelect kind="medium" category={category} current={sameRow('medium')} />
        </Form.Item>
        <Form.Item name="typeId" label="气瓶类型" extra="不选表示该类别的全部类型">
          <ReferenceSelect kind="type" category={category} current={sameRow('type')} />
        </Form.Item>
        <Form.Item name="standard" label="执行标准" rules={[rule('standard')]}>
          <Input placeholder="例如 GB 5842，不填表示不限" allowClear maxLength={64} />
        </Form.Item>
        <Form.Item
          name="made"
          label="制造年月"
          extra="不填表示不限"
          // One range on the form, two months on the wire: the contract's window check reports on either end.
          rules={[bodyRule(inspectionRuleInput, inputOf, 'madeFrom'), bodyRule(inspectionRuleInput, inputOf, 'madeTo')]}
        >
          <MonthRangePicker placeholder={['制造年月起', '制造年月止']} />
        </Form.Item>
        <Form.Item
          name="firstInspectionMonths"
          label="首次检验月数"
          rules={[rule('firstInspectionMonths')]}
          extra="制造后首次检验的月数，不填表示同检验周期"
        >
          <InputNumber style={{ width: '100%' }} suffix="个月" placeholder="请输入首次检验月数" />
        </Form.Item>
        <Form.Item name="inspectionPeriodMonths" label="检验周期" required rules={[rule('inspectionPeriodMonths')]}>
          <InputNumber style={{ width: '100%' }} suffix="个月" placeholder="请输入检验周期" />
        </Form.Item>
        <Form.Item name="designLifeYears" label="设计使用年限" required rules={[rule('designLifeYears')]}>
          <InputNumber style={{ width: '100%' }} suffix="年" placeholder="请输入设计使用年限" />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[rule('remark')]}>
          <Input.TextArea rows={2} maxLength={256} placeholder="请输入备注" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
