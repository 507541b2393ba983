// An error box drawn like antd's error Alert with a title and a description (.error-notice in
// index.html), for screens that show no antd on first load (the dashboard).
import type { CSSProperties } from 'react';

import { sdkMessages } from './messages';

export function ErrorNotice({ title, description, style }: { title?: string; description: string; style?: CSSProperties }) {
  const { t } = sdkMessages.useT();
  return (
    <div className="error-notice" role="alert" style={style}>
      <div className="error-notice-title">{title ?? t('error.title')}</div>
      <div>{description}</div>
    </div>
  );
}
