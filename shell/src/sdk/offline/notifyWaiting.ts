// The notice after a write the outbox kept instead of sending: said the same way on every screen.
import { sdkMessages } from '../messages';
import { notify } from '../notify';

export function notifyWaiting(): void {
  void notify({ title: sdkMessages.t('outbox.savedTitle'), description: sdkMessages.t('outbox.savedText') });
}
