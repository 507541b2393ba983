// What a list shows until its first answer arrives: grey rows, never its empty text ("No vendor
// prices yet" before the prices came would be a wrong answer). Plain markup drawn by index.html's
// CSS, so it costs no antd. Once there is an answer (rows, none, or an error) the list shows it.
import { sdkMessages } from './messages';

export interface ListSkeletonProps {
  /** Placeholder rows, each as tall as a two-line list row. */
  rows?: number;
  /** The status's accessible name ('Loading' in the reader's language by default). */
  label?: string;
}

export function ListSkeleton({ rows = 3, label }: ListSkeletonProps) {
  const { t } = sdkMessages.useT();
  return (
    <div className="surface-loading" role="status" aria-label={label ?? t('loading.label')}>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="surface-loading-row">
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}
