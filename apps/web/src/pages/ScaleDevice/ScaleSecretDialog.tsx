import { Alert, App, Button, Descriptions, Modal, Space, Typography } from 'antd';
import { deviceAuthorization, scaleDeviceMessages, type IssuedScaleCredential } from '@gcs/contracts';

/** A value to copy into the scale's settings, with its own copy button. */
function CopyValue({ label, value }: { label: string; value: string }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      void message.success(`已复制${label}`);
    } catch {
      void message.error('复制失败，请手动选中后复制');
    }
  };
  return (
    <Space align="start">
      <Typography.Text code style={{ wordBreak: 'break-all' }} aria-label={label}>
        {value}
      </Typography.Text>
      <Button size="small" onClick={() => void copy()} aria-label={`复制${label}`}>
        复制
      </Button>
    </Space>
  );
}

/**
 * The secret just issued to a scale, shown this once: its device GUID, the secret and the whole Authorization header
 * value a scale sends, each with a copy button. The platform keeps only the secret's hash, so closing loses it.
 */
export function ScaleSecretDialog({ issued, onClose }: { issued: IssuedScaleCredential; onClose: () => void }) {
  return (
    <Modal
      open
      title={`充装秤 ${issued.deviceNumber} 的密钥`}
      onCancel={onClose}
      mask={{ closable: false }}
      width={720}
      footer={
        <Button type="primary" onClick={onClose}>
          我已配置，关闭
        </Button>
      }
    >
      <Alert type="warning" showIcon title={scaleDeviceMessages.secretOnce} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 150 } }}>
        <Descriptions.Item label="设备GUID">
          <CopyValue label="设备GUID" value={issued.deviceGuid} />
        </Descriptions.Item>
        <Descriptions.Item label="密钥">
          <CopyValue label="密钥" value={issued.secret} />
        </Descriptions.Item>
        <Descriptions.Item label="Authorization 请求头">
          <CopyValue label="Authorization 请求头" value={deviceAuthorization(issued.deviceGuid, issued.secret)} />
        </Descriptions.Item>
        <Descriptions.Item label="签发时间">{issued.issuedAt}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
