// One conversation: oldest to newest, own messages on the right, older pages on scroll (or the
// button), kept in place while older messages are added above.
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { useReadError } from 'shell/sdk';
import { fullNameOf, RoleBadge, UserAvatar } from 'shell/sdk/ui';

import { useT } from '../messages';
import { messageTime } from './messageTime';
import { useGetConversationInfiniteQuery, type ChatMessage, type Contact } from './messagesApi';

/** Between the sender and the time: a sign, the same in every language. */
const SEPARATOR = ' · ';

/** Fetch older messages when scrolled this close to the top. */
const LOAD_OLDER_THRESHOLD_PX = 48;

const styles = {
  header: { display: 'flex', alignItems: 'center', gap: 12, padding: '10px 12px', borderBottom: '1px solid #f0f0f0' },
  log: { flex: 1, overflowY: 'auto' as const, padding: 12, display: 'flex', flexDirection: 'column' as const, gap: 8 },
  row: { display: 'flex', flexDirection: 'column' as const, maxWidth: '80%' },
  bubble: { padding: '8px 12px', borderRadius: 12, whiteSpace: 'pre-wrap' as const, overflowWrap: 'anywhere' as const },
  meta: { fontSize: 12, marginBottom: 2 },
} as const;

function MessageBubble({ message, own, senderName }: { message: ChatMessage; own: boolean; senderName: string }) {
  const { t, language } = useT();
  return (
    <div
      style={{ ...styles.row, alignSelf: own ? 'flex-end' : 'flex-start', alignItems: own ? 'flex-end' : 'flex-start' }}
      data-testid={own ? 'own-message' : 'their-message'}
    >
      <Typography.Text type="secondary" style={styles.meta}>
        {own ? t('conversation.you') : senderName}
        {SEPARATOR}
        <time dateTime={message.createdAt}>{messageTime(message.createdAt, language)}</time>
      </Typography.Text>
      {/* Plain text, never HTML: React escapes it. */}
      <div style={{ ...styles.bubble, background: own ? '#c2410c' : '#f5f5f4', color: own ? '#fff' : '#1c1917' }}>{message.message}</div>
    </div>
  );
}

export function Conversation({ contact, currentUserId, onBack }: { contact: Contact; currentUserId: string; onBack?: () => void }) {
  const { t } = useT();
  const conversation = useGetConversationInfiniteQuery(contact.user.id);
  const { data, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage } = conversation;
  const loadError = useReadError(t('messages.loadError'), conversation);
  // Pages come newest first, each page oldest to newest.
  const messages = (data?.pages ?? []).slice().reverse().flat();
  const name = fullNameOf(contact.user);
  const logRef = useRef<HTMLDivElement>(null);
  const fromBottom = useRef<number | null>(null);
  const newestId = messages[messages.length - 1]?.id;
  const oldestId = messages[0]?.id;

  // A new newest message (or a newly opened conversation): show the bottom.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestId, contact.user.id]);

  // Older messages added above: keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && fromBottom.current !== null) {
      log.scrollTop = log.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [oldestId]);

  const loadOlder = () => {
    if (!hasNextPage || isFetchingNextPage) return;
    const log = logRef.current;
    if (log) fromBottom.current = log.scrollHeight - log.scrollTop;
    void fetchNextPage();
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (event.currentTarget.scrollTop < LOAD_OLDER_THRESHOLD_PX) loadOlder();
  };

  return (
    <>
      <div style={styles.header}>
        {onBack && <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label={t('conversation.back')} onClick={onBack} />}
        <UserAvatar person={contact.user} />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }} ellipsis>
            {name}
          </Typography.Title>
          <RoleBadge role={contact.user.role} />
        </div>
      </div>
      <div ref={logRef} style={styles.log} role="log" aria-label={t('conversation.logLabel', { name })} onScroll={onScroll} tabIndex={0}>
        {loadError && <Alert type="error" showIcon title={t('messages.error')} description={loadError} />}
        {hasNextPage && (
          <Button size="small" style={{ alignSelf: 'center' }} onClick={loadOlder} loading={isFetchingNextPage}>
            {t('conversation.loadOlder')}
          </Button>
        )}
        {isLoading ? (
          <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
            <Spin />
          </div>
        ) : (
          !loadError &&
          messages.length === 0 && (
            <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 'auto' }}>
              {t('conversation.empty')}
            </Typography.Paragraph>
          )
        )}
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} own={message.senderId === currentUserId} senderName={name} />
        ))}
      </div>
    </>
  );
}
