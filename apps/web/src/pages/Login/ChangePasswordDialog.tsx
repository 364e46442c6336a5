import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { messages, passwordPatternMessage, type PasswordPolicy } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { sm3Hex } from '../../api/sm3';
import { NewPasswordFields } from './NewPasswordFields';

interface ChangePasswordValues {
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordDialogProps {
  userId: number;
  /** The password just typed at login; when unknown (the page was reloaded) the dialog asks for it. */
  oldPassword: string | null;
  policy: PasswordPolicy;
  /** Called after a successful change; the caller logs out. */
  onChanged: () => void;
}

export const changePasswordTitle = '密码已过期，请修改密码';

/** The mandatory password change after login (spec 01 section 4): it cannot be closed, only completed. */
export function ChangePasswordDialog({ userId, oldPassword, policy, onChanged }: ChangePasswordDialogProps) {
  const api = useApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ChangePasswordValues) => {
    const old = oldPassword ?? values.oldPassword ?? '';
    setSubmitting(true);
    try {
      const answer = await api.auth.updatePassword({
        id: userId,
        oldPassword: sm3Hex(old),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      });
      if (!answer.succeded) {
        void message.error(messages.passwordChangeFailed);
        return;
      }
      void message.success(answer.message || '密码修改成功，请重新登录');
      onChanged();
    } catch {
      void message.error(messages.passwordChangeFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={changePasswordTitle}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="reset" onClick={() => form.resetFields()}>
          重新修改
        </Button>,
        <Button key="submit" type="primary" loading={submitting} onClick={() => form.submit()}>
          确认修改
        </Button>,
      ]}
    >
      <p className="dialog-hint">为了账号安全，请修改密码后重新登录。{passwordPatternMessage(policy)}</p>
      <Form
        form={form}
        name="changePassword"
        labelCol={{ span: 5 }}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => void message.error(messages.passwordFormInvalid)}
      >
        {oldPassword === null ? (
          <Form.Item
            label="原密码"
            name="oldPassword"
            rules={[{ required: true, message: messages.oldPasswordRequired }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        ) : null}
        <NewPasswordFields policy={policy} />
      </Form>
    </Modal>
  );
}
