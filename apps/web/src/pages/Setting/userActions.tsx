import { Form, Input, Modal, Typography } from 'antd';
import { authApi, userApi, userPasswordBody, type LoginLockRow, type UserRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { schemaRule } from '../../components/form/contractRules';
import { errorText } from '../../components/table/DataTable';
import type { ActionContext, ActionImplementation, ListRow } from '../../lists/actionTypes';
import { answerText } from '../../components/feedback';
import { useFormSubmit } from '../../components/form/useFormSubmit';

/** Texts of the User page's confirmations. */
export const userActionTexts = {
  resetTitle: (name: string) => `确定重置${name}的密码吗？`,
  resetExplanation: '将生成一个随机强密码（只显示这一次），该用户的登录会话随即结束，下次登录时须修改密码。',
  resetDone: '密码已重置',
  unlockTitle: (key: string) => `确定解除${key}的锁定吗？`,
} as const;

const userOf = (row: ListRow | undefined) => row as UserRow | undefined;

/** 设置密码: the administrator types the user's new password twice; the server checks the strength rule. */
function SetPasswordDialog({ row, onClose, onDone }: ActionContext) {
  const api = useApi();
  const [form] = Form.useForm<{ newPassword: string; confirmPassword: string }>();
  const { saving, submit } = useFormSubmit(form);
  const user = userOf(row);
  if (!user) return null;
  const schema = userPasswordBody;
  const save = () =>
    submit({
      send: async (values) => {
        const answer = await api.send(userApi.setPassword, { body: { id: user.id, ...values } });
        return answerText(answer, '密码已修改');
      },
      done: onDone,
    });
  return (
    <Modal
      open
      title={`设置密码 - ${user.userName}（${user.loginCode}）`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        保存后该用户的登录会话随即结束，下次登录时须修改密码。
      </Typography.Paragraph>
      <Form form={form} name="userPasswordForm" layout="vertical" aria-label="设置密码表单">
        <Form.Item name="newPassword" label="新密码" required rules={[schemaRule(schema, 'newPassword')]}>
          <Input.Password autoComplete="new-password" maxLength={64} placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item name="confirmPassword" label="确认密码" required rules={[schemaRule(schema, 'confirmPassword')]}>
          <Input.Password autoComplete="new-password" maxLength={64} placeholder="请再次输入新密码" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The User page's own actions (add, edit, enable, disable and delete are the record editor's): 重置密码 after a
 * confirmation shows the new password once; 设置密码 opens a form; 解锁 lifts a login lock through UnlockUserOrIP.
 */
export const userActions: Record<string, ActionImplementation> = {
  'user.setPassword': { dialog: SetPasswordDialog },
  'user.resetPassword': {
    run: ({ row, onDone }, api, { modal, message }) => {
      const user = userOf(row);
      if (!user) return;
      modal.confirm({
        title: userActionTexts.resetTitle(`${user.userName}（${user.loginCode}）`),
        content: userActionTexts.resetExplanation,
        okText: '重置',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: async () => {
          try {
            const answer = await api.send(userApi.resetPassword, { body: { id: user.id } });
            modal.confirm({
              title: userActionTexts.resetDone,
              content: (
                <Typography.Paragraph>
                  新密码：
                  <Typography.Text code copyable>
                    {answer.data.password}
                  </Typography.Text>
                  <br />
                  请转告用户，关闭后将不再显示。
                </Typography.Paragraph>
              ),
              okText: '知道了',
              cancelButtonProps: { style: { display: 'none' } },
            });
          } catch (error) {
            void message.error(errorText(error));
          } finally {
            onDone();
          }
        },
      });
    },
  },
  'lock.unlock': {
    run: ({ row, onDone }, api, { modal, message }) => {
      const lock = row as LoginLockRow | undefined;
      if (!lock) return;
      modal.confirm({
        title: userActionTexts.unlockTitle(`${lock.kindName}${lock.key}`),
        okText: '解锁',
        cancelText: '取消',
        onOk: async () => {
          try {
            const body = lock.kind === 'ip' ? { Ip: lock.key } : { LoginCode: lock.key };
            const answer = await api.send(authApi.unlockUserOrIp, { body });
            void message.success(answerText(answer, '已解锁'));
          } catch (error) {
            void message.error(errorText(error));
          } finally {
            onDone();
          }
        },
      });
    },
  },
};
