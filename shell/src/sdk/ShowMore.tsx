// The foot of a list the server pages: how many are shown (of how many, when counted) and a
// "Show more" that loads the next page. Every paged list ends the same way.
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';

export interface ShowMoreProps {
  /** Rows on screen. */
  shown: number;
  /** Rows in the whole list; left out when the list is not counted. */
  total?: number;
  /** There is a next page to load. Default true; a counted list passes false at its end so the
   *  count stays ("Showing 80 of 80") while the button goes. */
  hasMore?: boolean;
  /** The next page is on its way. */
  loading: boolean;
  onShowMore: () => void;
  /** What is listed, completing the button's accessible name: 'shifts on Monday, Jan 5'. */
  what: string;
}

const count = (value: number) => value.toLocaleString('en-US');

export function ShowMore({ shown, total, hasMore = true, loading, onShowMore, what }: ShowMoreProps) {
  if (total === undefined && !hasMore) return null;
  return (
    <div style={{ marginTop: 8, display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      {total !== undefined && (
        // Polite-live: a screen-reader user hears the new count when a page arrives.
        <Typography.Text type="secondary" aria-live="polite">
          Showing {count(shown)} of {count(total)}
        </Typography.Text>
      )}
      {hasMore && (
        <Button size="small" loading={loading} onClick={onShowMore} aria-label={`Show more ${what}`}>
          Show more
        </Button>
      )}
    </div>
  );
}
