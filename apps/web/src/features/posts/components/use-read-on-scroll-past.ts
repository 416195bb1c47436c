import type { Post } from '@kizuki/shared';
import { useEffect, useRef } from 'react';
import { useMarkRead } from '../api/posts-queries.ts';

/** Reads are sent in batches: at most one request a second however fast the list scrolls. */
const READ_BATCH_DELAY_MS = 1_000;

/**
 * PRODUCT.md: a post is read once opened or scrolled past. Unread cards that leave the top of the
 * screen are collected and marked read together.
 */
export function useReadOnScrollPast(posts: Post[]) {
  const listRef = useRef<HTMLDivElement>(null);
  const markRead = useMarkRead();
  const pending = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { mutate } = markRead;

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const flush = () => {
      timer.current = null;
      const ids = [...pending.current];
      pending.current.clear();
      if (ids.length > 0) mutate(ids);
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const top = entry.rootBounds?.top ?? 0;
        if (!entry.isIntersecting && entry.boundingClientRect.bottom <= top) {
          const id = Number((entry.target as HTMLElement).dataset.postId);
          pending.current.add(id);
          observer.unobserve(entry.target);
        }
      }
      if (pending.current.size > 0 && !timer.current) {
        timer.current = setTimeout(flush, READ_BATCH_DELAY_MS);
      }
    });
    const unreadIds = new Set(posts.filter((post) => !post.isRead).map((post) => post.id));
    for (const card of list.querySelectorAll<HTMLElement>('[data-post-id]')) {
      if (unreadIds.has(Number(card.dataset.postId))) observer.observe(card);
    }
    return () => {
      observer.disconnect();
      if (timer.current) {
        clearTimeout(timer.current);
        flush();
      }
    };
  }, [posts, mutate]);

  return listRef;
}
