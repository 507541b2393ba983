// A card drawn like antd's Card (title bar, body, a shimmer while loading) in plain markup and the
// shell's CSS (.surface in index.html): the stat cards and the dashboard's panels are the first
// screen of every staff member, and antd's Card there cost its CSS-in-JS and its render on every
// data update (blocking time on a slow phone).
import type { CSSProperties, ReactNode } from 'react';

import { sdkMessages } from './messages';

export interface SurfaceCardProps {
  /** Shown in the title bar; a card without one is a single body (the stat cards). */
  title?: ReactNode;
  /** At the right of the title bar (a button), as antd's Card `extra`. */
  extra?: ReactNode;
  /** Rows of shimmer instead of the children, as antd's Card `loading`. */
  loading?: boolean;
  /** A list card's expected rows: its shimmer is as tall as they are, so the page does not shift
   *  when they arrive. Unset: three short lines, as antd's Card. */
  loadingRows?: number;
  /** The compact padding of antd's small card. */
  small?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export function SurfaceCard({ title, extra, loading, loadingRows, small, className, style, children }: SurfaceCardProps) {
  const { t } = sdkMessages.useT();
  return (
    <div className={`surface${className ? ` ${className}` : ''}`} style={style}>
      {title !== undefined && (
        <div className="surface-head">
          <h2 className="surface-title">{title}</h2>
          {extra !== undefined && <div className="surface-extra">{extra}</div>}
        </div>
      )}
      <div className={small ? 'surface-body-small' : 'surface-body'}>
        {loading ? (
          <div className="surface-loading" role="status" aria-label={t('loading.label')}>
            {loadingRows === undefined
              ? [0, 1, 2].map((line) => <span key={line} />)
              : Array.from({ length: loadingRows }, (_, row) => (
                  <div key={row} className="surface-loading-row">
                    <span />
                    <span />
                  </div>
                ))}
          </div>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
