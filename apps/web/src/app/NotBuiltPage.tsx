import { Button, Result } from 'antd';
import { messages } from '@gcs/contracts';
import { Link } from 'react-router-dom';

/** Stand-in for a page that is not built yet: never a blank screen (`embedded` inside the logged-in layout). */
export function NotBuiltPage({ title, embedded = false }: { title: string; embedded?: boolean }) {
  if (embedded) return <Result status="info" title={title} subTitle={messages.notBuilt} />;
  return (
    <div className="page-centered">
      <Result
        status="info"
        title={title}
        subTitle={messages.notBuilt}
        extra={[
          <Link key="login" to="/Login">
            <Button type="primary">返回登录页</Button>
          </Link>,
          <Link key="public" to="/PublicSearch">
            <Button>气瓶档案公开查询</Button>
          </Link>,
        ]}
      />
    </div>
  );
}
