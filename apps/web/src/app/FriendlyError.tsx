import { Button, Result } from 'antd';

/** Shown when a page fails to render. */
export function FriendlyError({ onRetry }: { onRetry?: () => void }) {
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle="很抱歉，页面加载时发生了意外错误。请刷新页面重试，如问题持续存在请联系系统管理员。"
      extra={[
        onRetry ? (
          <Button key="retry" type="primary" onClick={onRetry}>
            重试
          </Button>
        ) : null,
        <Button key="reload" onClick={() => window.location.reload()}>
          刷新页面
        </Button>,
        <Button key="home" href="/Login">
          返回登录页
        </Button>,
      ]}
    />
  );
}
