import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="page-centered">
      <Result
        status="404"
        title="页面不存在"
        subTitle="您访问的页面不存在或已被移除，请检查地址是否正确。"
        extra={
          <Link to="/Login">
            <Button type="primary">返回登录页</Button>
          </Link>
        }
      />
    </div>
  );
}
