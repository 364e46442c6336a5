import { useEffect, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useFormSubmit } from '../../components/form/useFormSubmit';

export interface ReasonField {
  label: string;
  placeholder: string;
  /** Whether the action needs a reason (marks the field; the rule says so with its message). */
  required: boolean;
  /** The check of the call's contract (see components/form/contractRules). */
  rule: Rule;
  /** The contract's longest reason (the input stops there). */
  maxLength: number;
  rows?: number;
}

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** Whether the button that runs the action is a danger button (the default; 通过 and 提交 are not). */
  danger?: boolean;
  /** What the action does, above the reason. */
  intro: ReactNode;
  /** The form's name (its field ids start with it). */
  formName: string;
  reason: ReasonField;
  /** More to fill in below the reason (the evidence files of an explanation). */
  children?: ReactNode;
  /** Runs the action with the trimmed reason (undefined when left empty) and answers the text to show on success. */
  submit: (reason: string | undefined) => Promise<string>;
  onClose: () => void;
  onDone: () => void;
}

/**
 * A confirmation that asks why: only its (danger) button runs the action; success shows the
 * answer's text and closes, a refusal shows the server's message and keeps what was typed.
 */
export function ReasonDialog({
  open,
  title,
  okText,
  danger = true,
  intro,
  formName,
  reason,
  children,
  submit,
  onClose,
  onDone,
}: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  const { saving, submit: submitForm } = useFormSubmit(form);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const confirm = () => submitForm({ send: (values) => submit(values.reason?.trim() || undefined), done: onDone });

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void confirm()}
      onCancel={onClose}
      forceRender
    >
      {intro}
      <Form form={form} name={formName} layout="vertical">
        <Form.Item name="reason" label={reason.label} required={reason.required} rules={[reason.rule]}>
          <Input.TextArea
            rows={reason.rows ?? 3}
            maxLength={reason.maxLength}
            showCount
            placeholder={reason.placeholder}
          />
        </Form.Item>
      </Form>
      {children}
    </Modal>
  );
}
