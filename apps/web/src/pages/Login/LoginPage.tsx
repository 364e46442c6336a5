import { useState } from 'react';
import { LockOutlined, QrcodeOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Form, Input, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isStrongPassword, loginBody, messages, type LoginResponse } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { memberRule } from '../../components/form/contractRules';
import { sm3Hex } from '../../api/sm3';
import { loadLicenceNotice } from '../../app/session/licenceNotices';
import { clearPermissionState, endSession, setUnionId } from '../../app/session/sessionState';
import {
  mustChangePassword,
  readSessionUser,
  saveSession,
  setMustChangePassword,
} from '../../app/session/sessionStore';
import { useHostConfig } from '../../app/useHostConfig';
import { CaptchaImage, nextStamp } from './CaptchaImage';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { afterLogin } from './loginFlow';
import { asText } from './passwordFields';
import { rememberTypedPassword, typedPasswordForChange } from './pendingChange';
import { readRememberedUserName, writeRememberedUserName } from './rememberMe';
import { useWechatLoginCallback } from './useWechatLoginCallback';
import { WeakPasswordDialog } from './WeakPasswordDialog';
import { ConfidentialityDialog, WechatPanel } from './WechatLogin';

interface LoginValues {
  name: string;
  password: string;
  verifyCode: string;
}

type Mode = 'password' | 'reminder' | 'wechat';

/** The login screen (spec 01 sections 2, 4, 5 and 8). */
export function LoginPage() {
  const api = useApi();
  const { message, modal, notification } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { config } = useHostConfig();
  const [form] = Form.useForm<LoginValues>();
  const [stamp, setStamp] = useState(() => Date.now());
  const [remember, setRemember] = useState(() => readRememberedUserName() !== '');
  const [submitting, setSubmitting] = useState(false);
  const [mode, setMode] = useState<Mode>('password');
  const [weak, setWeak] = useState<{ account: string; oldPassword: string } | null>(null);
  /** The pending mandatory change; after a reload the typed password is gone and the dialog asks for it. */
  const [change, setChange] = useState<{ userId: number; oldPassword: string | null } | null>(() => {
    const pending = mustChangePassword() ? readSessionUser() : null;
    return pending ? { userId: pending.id, oldPassword: typedPasswordForChange() } : null;
  });

  const refreshCaptcha = () => setStamp((previous) => nextStamp(previous));

  const refuse = (text: string) => {
    void message.error(text);
    refreshCaptcha();
    form.setFieldValue('verifyCode', '');
  };

  const showLicenceNotice = (user: ReturnType<typeof saveSession>) => {
    loadLicenceNotice(api, user)
      .then((text) => {
        if (text) {
          // Never closes by itself (spec 01 section 9); the user closes it, and it lies under drawers and dialogs so
          // it never covers their buttons (styles.css, .licence-notice).
          notification.warning({
            key: 'licenceNotice',
            title: '充装许可证提醒',
            description: text,
            placement: 'bottomRight',
            duration: 0,
            closable: { 'aria-label': '关闭许可证提醒' },
            className: 'licence-notice',
          });
        }
      })
      .catch(() => undefined);
  };

  /**
   * A successful login's answer, whichever way the user logged in: the session, then the mandatory password change
   * (the password typed here, if any, fills its first field), the external site or the landing route.
   */
  const finishLogin = (answer: LoginResponse, typedPassword: string | null, account = '') => {
    clearPermissionState(queryClient);
    const user = saveSession(answer);
    if (typedPassword !== null && isWeakLogin(answer, typedPassword)) {
      void endWeakSession();
      setWeak({ account, oldPassword: typedPassword });
      return;
    }
    const next = afterLogin(user, config, searchParams.get('redirect'), new Date());
    if (next.kind === 'changePassword') {
      setMustChangePassword(true);
      rememberTypedPassword(typedPassword);
      setChange({ userId: user.id, oldPassword: typedPassword });
      return;
    }
    showLicenceNotice(user);
    if (next.kind === 'external') window.location.assign(next.url);
    else navigate(next.to, { replace: true });
  };

  /**
   * Weak is learnt only once the server accepted the password (docs/decisions/identity-and-access.md): the server's
   * stored verdict, or the policy applied to the password just typed. A wrong password reads the server's refusal.
   */
  const isWeakLogin = (answer: LoginResponse, typedPassword: string) =>
    answer.passwordChangeReason === 'weak' || !isStrongPassword(typedPassword, config.passwordPolicy);

  /** The session a weak password opened ends at once; the weak-password dialog proves the account again. */
  const endWeakSession = async () => {
    try {
      await api.auth.logout();
    } catch {
      // The session is forgotten here whatever the server answers; it allows nothing but the password change.
    }
    endSession(queryClient);
  };

  const login = async (values: LoginValues) => {
    const name = values.name.trim();
    writeRememberedUserName(remember ? name : null);
    setSubmitting(true);
    try {
      const answer = await api.auth.login({
        Code: name,
        password: sm3Hex(values.password),
        verifyCode: values.verifyCode.trim(),
      });
      if (!answer.succeded) {
        refuse(answer.errorMessage || messages.loginFailed);
        return;
      }
      finishLogin(answer, values.password, name);
    } catch (error) {
      refuse(error instanceof Error ? error.message : messages.serverError);
    } finally {
      setSubmitting(false);
    }
  };

  /** A WeChat login that did not log in: the QR closes, the union id is forgotten, the address is /Login again. */
  const wechatFailed = (reason: string, endPreviousSession: boolean) => {
    setUnionId(null);
    if (endPreviousSession) endSession(queryClient);
    setMode('password');
    navigate('/Login', { replace: true });
    void modal.error({ title: '微信登录失败', content: reason, okText: '确定' });
  };

  const wechatReturning = useWechatLoginCallback({
    onAnswer: (answer) => {
      if (!answer.succeded) {
        wechatFailed(answer.errorMessage || messages.wechatUnbound, false);
        return;
      }
      setMode('password');
      navigate('/Login', { replace: true });
      finishLogin(answer, null);
    },
    // Spec 01 section 8: a failed WeChat information call clears the session and returns to the login page.
    onFailed: (reason) => wechatFailed(reason, true),
  });

  const afterPasswordChanged = async () => {
    try {
      await api.auth.logout();
    } catch {
      // The new password is set; the session ends here whatever the server answers.
    }
    endSession(queryClient);
    rememberTypedPassword(null);
    setChange(null);
    form.setFieldsValue({ password: '', verifyCode: '' });
    refreshCaptcha();
    navigate('/Login', { replace: true });
  };

  const toggleRemember = (checked: boolean) => {
    if (checked && !String(form.getFieldValue('name') ?? '').trim()) {
      void message.warning(messages.rememberNeedsUserName);
      return;
    }
    setRemember(checked);
    if (!checked) writeRememberedUserName(null);
  };

  const background = config.background ? { backgroundImage: `url("${config.background}")` } : undefined;
  const publicHref = config.publicLink || '/PublicSearch';

  return (
    <div className="login">
      <aside className={`login__art${background ? ' login__art--image' : ''}`} style={background}>
        <div className="login__art-text">
          <h1 className="login__title">{config.title}</h1>
          {config.applicationName !== config.title ? <p className="login__subtitle">{config.applicationName}</p> : null}
        </div>
      </aside>
      <main className="login__panel">
        <div className="login__card">
          <div className="login__card-head">
            <h2>{mode === 'wechat' ? '微信扫码登录' : '账号密码登录'}</h2>
            <Button
              type="link"
              icon={<QrcodeOutlined aria-hidden />}
              onClick={() => setMode(mode === 'password' ? 'reminder' : 'password')}
            >
              {mode === 'password' ? '微信扫码登录' : '账号密码登录'}
            </Button>
          </div>
          {wechatReturning ? (
            <div className="login-wechat login-wechat--returning">
              <Spin description="正在使用微信登录…" />
            </div>
          ) : mode === 'wechat' ? (
            <WechatPanel enabled={config.wechatLogin} onBack={() => setMode('password')} />
          ) : (
            <Form
              form={form}
              name="login"
              layout="vertical"
              requiredMark={false}
              initialValues={{ name: readRememberedUserName(), password: '', verifyCode: '' }}
              onFinish={(values) => void login(values)}
            >
              <Form.Item label="用户名" name="name" rules={[memberRule(loginBody.shape.Code, asText)]}>
                <Input prefix={<UserOutlined />} placeholder={messages.enterUserName} autoComplete="username" />
              </Form.Item>
              <Form.Item label="密码" name="password" rules={[{ required: true, message: messages.enterPassword }]}>
                <Input.Password
                  prefix={<LockOutlined />}
                  placeholder={messages.enterPassword}
                  autoComplete="current-password"
                />
              </Form.Item>
              <Form.Item label="验证码" required>
                <div className="captcha-row">
                  <Form.Item name="verifyCode" noStyle rules={[memberRule(loginBody.shape.verifyCode, asText)]}>
                    <Input
                      id="login_verifyCode"
                      aria-label="验证码"
                      prefix={<SafetyOutlined />}
                      placeholder={messages.enterVerifyCode}
                      autoComplete="off"
                      maxLength={16}
                    />
                  </Form.Item>
                  <CaptchaImage stamp={stamp} onRefresh={refreshCaptcha} />
                </div>
              </Form.Item>
              <div className="login__options">
                <Checkbox checked={remember} onChange={(event) => toggleRemember(event.target.checked)}>
                  记住我
                </Checkbox>
                {config.enterpriseUrl ? <a href={config.enterpriseUrl}>企业登录</a> : null}
              </div>
              <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
                登录
              </Button>
            </Form>
          )}
          <div className="login__links">
            <a href={publicHref} target="_blank" rel="noopener noreferrer">
              公开查询
            </a>
          </div>
        </div>
        {config.hideWarningLine ? null : (
          <p className="login__warning" role="note">
            {messages.warningLine}
          </p>
        )}
        {config.footerLinks.length > 0 ? (
          <footer className="login__footer">
            {config.footerLinks.map((link) => (
              <a key={`${link.title}-${link.url}`} href={link.url} target="_blank" rel="noopener noreferrer">
                {link.title}
              </a>
            ))}
          </footer>
        ) : null}
      </main>
      <ConfidentialityDialog open={mode === 'reminder'} onAcknowledge={() => setMode('wechat')} />
      {weak ? (
        <WeakPasswordDialog
          open
          account={weak.account}
          oldPassword={weak.oldPassword}
          policy={config.passwordPolicy}
          onClose={(changed) => {
            setWeak(null);
            refreshCaptcha();
            form.setFieldValue('verifyCode', '');
            if (changed) form.setFieldValue('password', '');
          }}
        />
      ) : null}
      {change ? (
        <ChangePasswordDialog
          userId={change.userId}
          oldPassword={change.oldPassword}
          policy={config.passwordPolicy}
          onChanged={() => void afterPasswordChanged()}
        />
      ) : null}
    </div>
  );
}
