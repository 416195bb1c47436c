import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { errorMessageKey } from '../../lib/error-messages.ts';
import { outboxItems } from '../../lib/outbox/outbox-signal.ts';
import { postKeys } from '../../lib/query-keys.ts';
import { useToast } from '../../lib/toast.tsx';
import {
  onOtherTabsChange,
  outboxChanged,
  outboxStore,
  refreshOutbox,
} from '../../lib/outbox/outbox.ts';
import { postOutboxItem, sendWaiting, withSendLock } from '../../lib/outbox/outbox-sender.ts';

/** While items wait, how often sending is tried again (besides the `online` event). */
const OUTBOX_RETRY_MS = 30_000;

/**
 * Sends the signed-in user's waiting items (issue 23): at once when it starts (the app opened, or
 * the first screen settled), when the browser says the connection is back, and every
 * OUTBOX_RETRY_MS while something waits (a connection that `online` did not announce, a server
 * that was down). One tab sends at a time; each item says how it went in a toast.
 */
export function OutboxHost() {
  const user = useCurrentUser();
  const showToast = useToast();
  const queryClient = useQueryClient();
  useEffect(() => {
    let running = false;
    const round = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      let sent = false;
      try {
        await withSendLock(() =>
          sendWaiting({
            store: outboxStore(),
            userId: user.id,
            send: postOutboxItem,
            changed: outboxChanged,
            onSent: (_item, post) => {
              sent = true;
              showToast(
                post.status === 'draft'
                  ? 'outbox>>sentAsDraft'
                  : post.status === 'review'
                    ? 'outbox>>sentForReview'
                    : 'outbox>>sent',
              );
            },
            onRefused: (_item, code) =>
              showToast('outbox>>refused', 'error', { reason: errorMessageKey(code) }),
          }),
        );
      } catch (error) {
        console.error('the outbox could not be sent', error);
      } finally {
        running = false;
      }
      // This tab's screens and the other tabs' (theirs would show sent items until they read again).
      await outboxChanged().catch(() => undefined);
      if (sent) await queryClient.invalidateQueries({ queryKey: postKeys.all });
    };
    const start = async () => {
      await refreshOutbox();
      await round();
    };
    void start().catch((error: unknown) => console.error('the outbox could not be read', error));
    const onOnline = () => void round();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => {
      if (outboxItems().some((item) => item.userId === user.id && item.state !== 'refused')) {
        void round();
      }
    }, OUTBOX_RETRY_MS);
    const stopListening = onOtherTabsChange(() => void refreshOutbox());
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
      stopListening();
    };
  }, [user.id, showToast, queryClient]);
  return null;
}
