import { WechatOutlined } from '@ant-design/icons';
import { Button, Modal, Result } from 'antd';
import { messages } from '@gcs/contracts';

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

/** Stands where the WeChat QR code goes until a WeChat application is configured for the deployment. */
export function WechatPanel({ onBack }: { onBack: () => void }) {
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
