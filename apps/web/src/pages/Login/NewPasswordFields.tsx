import { Form, Input } from 'antd';
import type { PasswordPolicy } from '@gcs/contracts';
import { confirmPasswordRules, newPasswordRules } from './passwordFields';

/** 新密码 and 确认密码 (marked required), checked by the shared password rules; used by both password dialogs. */
export function NewPasswordFields({ policy }: { policy: PasswordPolicy }) {
  return (
    <>
      <Form.Item label="新密码" name="newPassword" required rules={newPasswordRules(policy)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirmPassword"
        required
        dependencies={['newPassword']}
        rules={confirmPasswordRules(policy)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
