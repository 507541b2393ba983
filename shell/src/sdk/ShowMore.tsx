// The foot of a list the server pages: how many are shown (of how many, when counted) and a
// "Show more" that loads the next page. Every paged list ends the same way.
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';

export interface ShowMoreProps {
  /** Rows on screen. */
  shown: number;
  /** Rows in the whole list; left out when the list is not counted. */
  total?: number;
  /** The next page is on its way. */
  loading: boolean;
  onShowMore: () => void;
  /** What is listed, completing the button's accessible name: 'shifts on Monday, Jan 5'. */
  what: string;
}

export function ShowMore({ shown, total, loading, onShowMore, what }: ShowMoreProps) {
  return (
    <div style={{ marginTop: 8, display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      {total !== undefined && (
        <Typography.Text type="secondary">
          Showing {shown} of {total}
        </Typography.Text>
      )}
      <Button size="small" loading={loading} onClick={onShowMore} aria-label={`Show more ${what}`}>
        Show more
      </Button>
    </div>
  );
}
