import { useEffect } from 'react';

/**
 * PRODUCT.md: opening something unread (a post, a notice) marks it read, once it has loaded and
 * only if it is unread.
 */
export function useMarkReadOnOpen(unread: boolean | undefined, markRead: () => void) {
  useEffect(() => {
    if (unread) markRead();
    // markRead is a new closure on every render; whether it is unread decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread]);
}
