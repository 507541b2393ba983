// What a page that failed to load shows (antd Result): its own chunk, loaded only on a failure.
import Button from 'antd/es/button';
import Result from 'antd/es/result';

import AntdTheme from '../AntdTheme';
import { useT } from '../messages';
import { describeRemoteFailure } from './remoteFailure';

export default function RemoteErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  const { title, detail, needsReload } = describeRemoteFailure(message);
  return (
    <AntdTheme>
      <Result
        status="warning"
        title={title}
        subTitle={detail}
        extra={
          needsReload ? (
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('remoteError.reload')}
            </Button>
          ) : (
            <Button type="primary" onClick={onRetry}>
              {t('remoteError.retry')}
            </Button>
          )
        }
      />
    </AntdTheme>
  );
}
