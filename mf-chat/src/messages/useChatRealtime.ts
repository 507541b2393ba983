// The Messages page's /ws subscriptions (spec 7): `chat` refreshes the messages it names,
// `new-message` from someone else raises a browser notification.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { api, realtime } from 'shell/sdk';

import { showMessageNotification } from './browserNotifications';
import { chatRefreshTags } from './messagesApi';

export function useChatRealtime(currentUserId: string | undefined): void {
  const dispatch = useDispatch();
  useEffect(() => {
    const stopChat = realtime.subscribe('chat', (event) => {
      dispatch(api.util.invalidateTags(chatRefreshTags(event)));
    });
    const stopNewMessage = realtime.subscribe('new-message', (event) => {
      const message = event.message as { senderId?: unknown; message?: unknown } | undefined;
      if (!message || message.senderId === currentUserId) return;
      showMessageNotification(typeof event.senderName === 'string' ? event.senderName : '', typeof message.message === 'string' ? message.message : '');
    });
    return () => {
      stopChat();
      stopNewMessage();
    };
  }, [dispatch, currentUserId]);
}
