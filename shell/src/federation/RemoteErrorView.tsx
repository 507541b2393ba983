// What a page that failed to load shows (antd Result): its own chunk, loaded only on a failure.
import Button from 'antd/es/button';
import Result from 'antd/es/result';

import AntdTheme from '../AntdTheme';

export default function RemoteErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <AntdTheme>
      <Result
        status="warning"
        title="This section could not be loaded"
        subTitle={message}
        extra={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </AntdTheme>
  );
}
