import { WechatOutlined } from '@ant-design/icons';
import { Button, Modal, Result } from 'antd';
import { messages } from '@gcs/contracts';
import { WechatQr } from '../../components/wechat/WechatQr';

/** The confidentiality reminder shown before the WeChat QR login (spec 01 section 2). */
export function ConfidentialityDialog({ open, onAcknowledge }: { open: boolean; onAcknowledge: () => void }) {
  return (
    <Modal
      open={open}
      title={messages.confidentialityTitle}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onAcknowledge}>
          {messages.acknowledge}
        </Button>
      }
    >
      <p>{messages.warningLine}。</p>
      <p>请妥善保管账号，不得将账号借给他人使用；离开电脑时请退出登录。</p>
    </Modal>
  );
}

/**
 * The WeChat side of the login card: WeChat's QR page when the deployment has a WeChat application, otherwise the
 * notice that it has none.
 */
export function WechatPanel({ enabled, onBack }: { enabled: boolean; onBack: () => void }) {
  // With the QR on show, the card's heading link leads back to the password form.
  if (enabled) {
    return (
      <section aria-label="微信扫码登录" className="login-wechat">
        <p className="login-wechat__hint">请使用微信扫描二维码登录（账号须先在个人设置中绑定微信）</p>
        <WechatQr purpose="login" />
      </section>
    );
  }
  return (
    <section aria-label="微信扫码登录" className="login-wechat">
      <Result
        icon={<WechatOutlined className="login-wechat__icon" />}
        title="微信扫码登录"
        subTitle="本平台尚未配置微信登录，请使用账号密码登录。"
        extra={
          <Button type="primary" onClick={onBack}>
            账号密码登录
          </Button>
        }
      />
    </section>
  );
}
