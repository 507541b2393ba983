// Messages (/messages), for every role. Exposed as mf_chat/MessagesPage.
import BellOutlined from '@ant-design/icons/BellOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { notifyError, realtime, useCurrentUser, useIsMobile, useReadError, useSearchParams } from 'shell/sdk';
import { PageHeader } from 'shell/sdk/ui';

import { useT } from '../messages';
import { enableNotifications, notificationState, type NotificationState } from './browserNotifications';
import { ContactList } from './ContactList';
import { Composer } from './Composer';
import { Conversation } from './Conversation';
import { uniqueContacts, useGetContactQuery, useGetContactsInfiniteQuery, useMarkConversationReadMutation, useSendMessageMutation } from './messagesApi';
import { useChatRealtime } from './useChatRealtime';
import { usePageVisible } from './usePageVisible';

/** The conversation's person is in the address (?with=<userId>), so Back and reloads keep it. */
const WITH_PARAM = 'with';

const styles = {
  panes: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 320px) 1fr',
    height: 'calc(100vh - 190px)',
    minHeight: 420,
    border: '1px solid #e7e5e4',
    borderRadius: 8,
    background: '#fff',
    overflow: 'hidden',
  },
  pane: { display: 'flex', flexDirection: 'column' as const, minHeight: 0, minWidth: 0 },
  placeholder: { margin: 'auto', padding: 24, textAlign: 'center' as const },
} as const;

function NotificationsButton() {
  const { t } = useT();
  const [state, setState] = useState<NotificationState>(() => notificationState());
  if (state === 'granted') {
    return (
      <Button icon={<BellOutlined aria-hidden />} disabled>
        {t('messages.notificationsEnabled')}
      </Button>
    );
  }
  return (
    <Button icon={<BellOutlined aria-hidden />} onClick={async () => setState(await enableNotifications())}>
      {t('messages.enableNotifications')}
    </Button>
  );
}

export default function MessagesPage() {
  const { t } = useT();
  const { user } = useCurrentUser();
  const currentUserId = user?.id ?? '';
  // Under 768 px (the sdk's mobile breakpoint) the list and the conversation take turns.
  const narrow = useIsMobile();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const contactsQuery = useGetContactsInfiniteQuery(search);
  const contacts = uniqueContacts(contactsQuery.data?.pages);
  const [sendMessage, { isLoading: sending }] = useSendMessageMutation();
  const [markRead] = useMarkConversationReadMutation();
  useChatRealtime(user?.id);

  const selectedId = searchParams.get(WITH_PARAM);
  const listed = contacts.find((contact) => contact.user.id === selectedId);
  // The person in the address may be on no loaded page (a later page, or outside the search).
  const single = useGetContactQuery(selectedId ?? '', { skip: !selectedId || Boolean(listed) });
  const selected = listed ?? (single.currentData?.user.id === selectedId ? single.currentData : null) ?? null;
  const contactsError = useReadError(t('messages.loadError'), contactsQuery);
  const openUserId = selected?.user.id ?? null;
  const unread = selected?.unreadCount ?? 0;
  const pageVisible = usePageVisible();

  // Opening a conversation (or a message arriving in the open one while it shows) marks it read.
  useEffect(() => {
    if (openUserId && unread > 0 && pageVisible) void markRead(openUserId);
  }, [openUserId, unread, pageVisible, markRead]);

  const select = (userId: string | null) => setSearchParams(userId ? { [WITH_PARAM]: userId } : {});

  const send = async (text: string): Promise<boolean> => {
    if (!selected) return false;
    try {
      await sendMessage({ recipientId: selected.user.id, message: text }).unwrap();
      // A hint on the socket of whom we wrote to. The server reads no client frame: the refreshes
      // come from its own `chat` pushes to both people after the POST.
      realtime.send({ type: 'chat', userId: selected.user.id });
      return true;
    } catch (error) {
      notifyError(error, t('messages.sendFailed'));
      return false;
    }
  };

  const showList = !narrow || !selected;
  const showConversation = !narrow || selected !== null;

  return (
    <div>
      <PageHeader title={t('messages.title')} actions={<NotificationsButton />} />
      {contactsError && <Alert type="error" showIcon title={t('messages.error')} description={contactsError} style={{ marginBottom: 16 }} />}
      <div style={{ ...styles.panes, ...(narrow ? { gridTemplateColumns: '1fr', height: 'calc(100dvh - 170px)' } : {}) }}>
        {showList && (
          <section style={{ ...styles.pane, borderRight: narrow ? 'none' : '1px solid #f0f0f0' }} aria-label={t('messages.teamPane')}>
            <ContactList
              contacts={contacts}
              loading={contactsQuery.isLoading}
              search={search}
              onSearch={setSearch}
              hasMore={contactsQuery.hasNextPage}
              loadingMore={contactsQuery.isFetchingNextPage}
              onLoadMore={() => void contactsQuery.fetchNextPage()}
              currentUserId={currentUserId}
              selectedId={selected?.user.id ?? null}
              onSelect={select}
            />
          </section>
        )}
        {showConversation && (
          <section style={styles.pane} aria-label={t('messages.conversationPane')}>
            {selected ? (
              <Conversation key={selected.user.id} contact={selected} currentUserId={currentUserId} onBack={narrow ? () => select(null) : undefined} />
            ) : (
              <Typography.Paragraph type="secondary" style={styles.placeholder}>
                {t('messages.selectPrompt')}
              </Typography.Paragraph>
            )}
            <Composer key={selected?.user.id ?? 'none'} recipientId={selected?.user.id ?? null} sending={sending} onSend={send} />
          </section>
        )}
      </div>
    </div>
  );
}
