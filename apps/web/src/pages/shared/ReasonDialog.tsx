import { useEffect, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { useFormSubmit } from './useFormSubmit';

export interface ReasonField {
  label: string;
  placeholder: string;
  /** The message when left empty; without it the reason is optional. */
  requiredMessage?: string;
  /** The message past 256 characters. */
  tooLongMessage: string;
  rows?: number;
}

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** What the action does, above the reason. */
  intro: ReactNode;
  /** The form's name (its field ids start with it). */
  formName: string;
  reason: ReasonField;
  /** Runs the action with the trimmed reason (undefined when left empty) and answers the text to show on success. */
  submit: (reason: string | undefined) => Promise<string>;
  onClose: () => void;
  onDone: () => void;
}

/**
 * A confirmation that asks why (at most 256 characters): only its danger button runs the action; success shows the
 * answer's text and closes, a refusal shows the server's message and keeps what was typed.
 */
export function ReasonDialog({
  open,
  title,
  okText,
  intro,
  formName,
  reason,
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
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void confirm()}
      onCancel={onClose}
      forceRender
    >
      {intro}
      <Form form={form} name={formName} layout="vertical">
        <Form.Item
          name="reason"
          label={reason.label}
          required={reason.requiredMessage !== undefined}
          rules={[
            ...(reason.requiredMessage ? [{ required: true, whitespace: true, message: reason.requiredMessage }] : []),
            { max: 256, message: reason.tooLongMessage },
          ]}
        >
          <Input.TextArea rows={reason.rows ?? 3} maxLength={256} showCount placeholder={reason.placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
