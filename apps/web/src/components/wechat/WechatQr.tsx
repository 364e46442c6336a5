import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { WechatPurpose } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { embeddedQrUrl, wechatQrSandbox } from './wechatCallback';

/**
 * WeChat's QR page for a login or a binding, embedded as WeChat's website-login script does. Asking for it binds a
 * fresh state to this browser (an HttpOnly cookie); after the scan WeChat sends the whole window back to the page the
 * purpose returns to, with a code and that state.
 */
export function WechatQr({ purpose }: { purpose: WechatPurpose }) {
  const api = useApi();
  const qr = useQuery({
    queryKey: ['wechat', 'qrConnect', purpose],
    queryFn: () => api.wechat.qrConnect({ query: { purpose } }),
    // Every showing gets its own state; a state lives ten minutes on the server.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  if (qr.isPending) {
    return (
      <div className="wechat-qr wechat-qr--loading">
        <Spin description="正在获取微信二维码…" />
      </div>
    );
  }
  if (qr.isError) {
    return (
      <div className="wechat-qr">
        <Alert type="error" showIcon title="微信二维码获取失败" description={qr.error.message} />
        <Button icon={<ReloadOutlined />} onClick={() => void qr.refetch()}>
          重新获取
        </Button>
      </div>
    );
  }
  return (
    <div className="wechat-qr">
      <iframe
        className="wechat-qr__frame"
        title="微信扫码"
        src={embeddedQrUrl(qr.data.data.url)}
        sandbox={wechatQrSandbox}
        width={300}
        height={400}
      />
      <Button type="link" icon={<ReloadOutlined />} onClick={() => void qr.refetch()} loading={qr.isFetching}>
        二维码失效？刷新
      </Button>
    </div>
  );
}
