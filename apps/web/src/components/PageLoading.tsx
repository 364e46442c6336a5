import { Spin } from 'antd';
import { messages } from '@gcs/contracts';

export function PageLoading() {
  return (
    <div className="page-centered" role="status">
      <Spin size="large" description={messages.loading} />
    </div>
  );
}
