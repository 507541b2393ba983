// The team-member list: everyone the user may message (the server applies each role's
// audience), recent conversations first; searched by name on the server, a page at a time (the
// sdk's "Show more").
import Badge from 'antd/es/badge';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { fullNameOf, RoleBadge, SearchInput, ShowMore, UserAvatar } from 'shell/sdk/ui';

import { useT } from '../messages';
import type { Contact } from './messagesApi';

const styles = {
  list: { listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto' as const, flex: 1 },
  item: {
    display: 'flex',
    gap: 12,
    alignItems: 'center',
    width: '100%',
    padding: '10px 12px',
    border: 'none',
    borderBottom: '1px solid #f0f0f0',
    background: 'transparent',
    textAlign: 'left' as const,
    cursor: 'pointer',
    font: 'inherit',
  },
  selected: { background: '#fff7ed' },
  text: { flex: 1, minWidth: 0 },
  nameLine: { display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' as const },
  preview: { display: 'block', whiteSpace: 'nowrap' as const, overflow: 'hidden', textOverflow: 'ellipsis' },
} as const;

export function ContactList({
  contacts,
  loading,
  search,
  onSearch,
  hasMore,
  loadingMore,
  onLoadMore,
  currentUserId,
  selectedId,
  onSelect,
}: {
  contacts: Contact[];
  loading: boolean;
  /** The search in force (trimmed): the box starts from it when the list is shown again (phones). */
  search: string;
  /** A new search, after a pause in typing (the server searches it). */
  onSearch: (text: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  currentUserId: string;
  selectedId: string | null;
  onSelect: (userId: string) => void;
}) {
  const { t } = useT();
  return (
    <>
      <div style={{ padding: 12, borderBottom: '1px solid #f0f0f0' }}>
        <SearchInput aria-label={t('contacts.searchLabel')} placeholder={t('contacts.searchPlaceholder')} defaultValue={search} onSearch={onSearch} />
      </div>
      {loading ? (
        <div style={{ padding: 12 }}>
          <Skeleton avatar active paragraph={{ rows: 1 }} />
          <Skeleton avatar active paragraph={{ rows: 1 }} />
        </div>
      ) : contacts.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ padding: 16, margin: 0 }}>
          {t('contacts.empty')}
        </Typography.Paragraph>
      ) : (
        <ul style={styles.list} aria-label={t('contacts.listLabel')}>
          {contacts.map((contact) => {
            const name = fullNameOf(contact.user);
            const selected = contact.user.id === selectedId;
            const last = contact.lastMessage;
            const preview = last ? (last.senderId === currentUserId ? t('contacts.ownPreview', { text: last.preview }) : last.preview) : null;
            return (
              <li key={contact.user.id}>
                <button
                  type="button"
                  style={{ ...styles.item, ...(selected ? styles.selected : {}) }}
                  aria-current={selected ? 'true' : undefined}
                  aria-label={contact.unreadCount ? t('contacts.unreadLabel', { name, count: contact.unreadCount }) : name}
                  onClick={() => onSelect(contact.user.id)}
                  data-testid="contact"
                >
                  <UserAvatar person={contact.user} />
                  <span style={styles.text}>
                    <span style={styles.nameLine}>
                      <Typography.Text strong>{name}</Typography.Text>
                      <RoleBadge role={contact.user.role} />
                    </span>
                    {preview !== null && (
                      <Typography.Text type="secondary" style={styles.preview}>
                        {preview}
                      </Typography.Text>
                    )}
                  </span>
                  {contact.unreadCount > 0 && <Badge count={contact.unreadCount} overflowCount={99} data-testid="unread-count" />}
                </button>
              </li>
            );
          })}
          {hasMore && (
            // Inside the scrolling list: reached by scrolling to its end. Not counted on the server.
            <li style={{ padding: '0 12px 12px', display: 'flex', justifyContent: 'center' }}>
              <ShowMore shown={contacts.length} loading={loadingMore} onShowMore={onLoadMore} what={t('contacts.showMoreWhat')} />
            </li>
          )}
        </ul>
      )}
    </>
  );
}
