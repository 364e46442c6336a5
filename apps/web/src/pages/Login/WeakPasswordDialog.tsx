import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { messages, passwordPatternMessage, updateWeakPasswordBody, type PasswordPolicy } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { memberRule } from '../../components/form/contractRules';
import { sm3Hex } from '../../api/sm3';
import { CaptchaImage, nextStamp } from './CaptchaImage';
import { NewPasswordFields } from './NewPasswordFields';
import { asText } from './passwordFields';

interface WeakPasswordValues {
  code: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  verifyCode: string;
}

export interface WeakPasswordDialogProps {
  open: boolean;
  account: string;
  oldPassword: string;
  policy: PasswordPolicy;
  onClose: (changed: boolean) => void;
}

export const weakPasswordTitle = '密码强度不足，请修改密码';

/** Opened instead of logging in when the typed password is too weak (spec 01 sections 2 and 5). */
export function WeakPasswordDialog({ open, account, oldPassword, policy, onClose }: WeakPasswordDialogProps) {
  const api = useApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<WeakPasswordValues>();
  const [stamp, setStamp] = useState(() => Date.now());
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: WeakPasswordValues) => {
    setSubmitting(true);
    try {
      const answer = await api.auth.updateWeakPassword({
        code: values.code.trim(),
        password: sm3Hex(values.oldPassword),
        verifyCode: values.verifyCode.trim(),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      });
      if (answer.succeded) {
        void message.success(answer.message || '密码修改成功，请使用新密码登录');
        form.resetFields();
        onClose(true);
        return;
      }
      void message.error(answer.errorMessage || messages.passwordChangeFailed);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : messages.passwordChangeFailed);
    } finally {
      setSubmitting(false);
    }
    setStamp((previous) => nextStamp(previous));
    form.setFieldValue('verifyCode', '');
  };

  return (
    <Modal
      open={open}
      title={weakPasswordTitle}
      onCancel={() => onClose(false)}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => onClose(false)}>
          取 消
        </Button>,
        <Button key="submit" type="primary" loading={submitting} onClick={() => form.submit()}>
          提 交
        </Button>,
      ]}
    >
      <p className="dialog-hint">{passwordPatternMessage(policy)}</p>
      <Form
        form={form}
        name="weakPassword"
        layout="horizontal"
        labelCol={{ span: 5 }}
        initialValues={{ code: account, oldPassword }}
        onFinish={(values) => void submit(values)}
        preserve={false}
      >
        <Form.Item label="账号" name="code" required rules={[memberRule(updateWeakPasswordBody.shape.code, asText)]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          label="原密码"
          name="oldPassword"
          rules={[{ required: true, message: messages.oldPasswordRequired }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields policy={policy} />
        <Form.Item label="验证码" required>
          <div className="captcha-row">
            <Form.Item name="verifyCode" noStyle rules={[memberRule(updateWeakPasswordBody.shape.verifyCode, asText)]}>
              <Input id="weakPassword_verifyCode" aria-label="验证码" placeholder={messages.enterVerifyCode} />
            </Form.Item>
            {open ? <CaptchaImage stamp={stamp} onRefresh={() => setStamp((previous) => nextStamp(previous))} /> : null}
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
