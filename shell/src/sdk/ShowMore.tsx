// The foot of a list the server pages: how many are shown (of how many, when counted) and a
// "Show more" that loads the next page. Every paged list ends the same way. Plain markup drawn
// like antd's small Button (.btn in index.html): the admin's dashboard shows one on its first screen.
import { localeTag } from './i18n';
import { sdkMessages } from './messages';

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

export function ShowMore({ shown, total, hasMore = true, loading, onShowMore, what }: ShowMoreProps) {
  const { t, language } = sdkMessages.useT();
  if (total === undefined && !hasMore) return null;
  const count = (value: number) => value.toLocaleString(localeTag(language));
  return (
    <div style={{ marginTop: 8, display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      {total !== undefined && (
        // Polite-live: a screen-reader user hears the new count when a page arrives.
        <span className="text-secondary" aria-live="polite">
          {t('showMore.showing', { shown: count(shown), total: count(total) })}
        </span>
      )}
      {hasMore && (
        <button
          type="button"
          className="btn btn-sm"
          aria-busy={loading}
          onClick={loading ? undefined : onShowMore}
          aria-label={t('showMore.buttonLabel', { what })}
        >
          {t('showMore.button')}
        </button>
      )}
    </div>
  );
}
