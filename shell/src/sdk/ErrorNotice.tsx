// An error box drawn like antd's error Alert with a title and a description (.error-notice in
// index.html), for screens that show no antd on first load (the dashboard).
import type { CSSProperties } from 'react';

export function ErrorNotice({ title = 'Error', description, style }: { title?: string; description: string; style?: CSSProperties }) {
  return (
    <div className="error-notice" role="alert" style={style}>
      <div className="error-notice-title">{title}</div>
      <div>{description}</div>
    </div>
  );
}
