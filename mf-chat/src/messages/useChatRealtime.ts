// The Messages page's /ws subscription: `new-message` from someone else raises a browser
// notification. (`chat` events refresh the cached messages in the shell's /ws client, whatever
// page is shown.)
import { useEffect } from 'react';
import { realtime } from 'shell/sdk';

import { showMessageNotification } from './browserNotifications';

export function useChatRealtime(currentUserId: string | undefined): void {
  useEffect(
    () =>
      realtime.subscribe('new-message', (event) => {
        if (event.message.senderId === currentUserId) return;
        showMessageNotification(event.senderName, event.message.message);
      }),
    [currentUserId],
  );
}
