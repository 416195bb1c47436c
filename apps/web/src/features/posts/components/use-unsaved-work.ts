import { useEffect, useRef, useState } from 'react';
import {
  isCurrentWork,
  unsavedWork,
  unsavedWorkKey,
  UNSAVED_WORK_VERSION,
} from '../../../lib/outbox/unsaved-work.ts';
import type { ComposerState } from './composer-state.ts';

/** What the writer did that saving would keep: the text, a choice, a ticked self-check item. */
function workOf(state: ComposerState): string {
  return JSON.stringify([
    state.text.trim(),
    Object.entries(state.selected)
      .map(([key, item]) => [key, item?.id ?? null])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
    [...state.checked].sort(),
  ]);
}

/** Whether the composer holds work that closing it would lose. */
export function hasUnsavedWork(start: ComposerState, state: ComposerState): boolean {
  return workOf(state) !== workOf(start);
}

/** A kept state from this version of the composer (an older shape is not restored). */
function isComposerState(value: unknown): value is ComposerState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<ComposerState>;
  return (
    typeof state.text === 'string' &&
    typeof state.stepIndex === 'number' &&
    typeof state.selected === 'object' &&
    state.selected !== null &&
    Array.isArray(state.checked) &&
    Array.isArray(state.suggested) &&
    typeof state.writingFirst === 'boolean' &&
    typeof state.startedFromText === 'boolean'
  );
}

/**
 * Keeps a composer's unsaved work on the device while it is open (issue 39), and brings it back
 * when the same person opens the same composer again (after a reload, a closed tab, or a close
 * that was neither a save nor a discard). `restore` is called once, with the kept state, unless
 * the writer has already started. `forget` drops what is kept: after a save, or a discard.
 */
export function useUnsavedWork({
  userId,
  subject,
  start,
  state,
  restore,
}: {
  userId: number;
  subject: { draftId?: number; quotedId?: number };
  start: ComposerState;
  state: ComposerState;
  restore: (state: ComposerState) => void;
}) {
  const key = unsavedWorkKey(userId, subject);
  /** The work brought back (workOf), while the writer has not changed it. */
  const [restoredWork, setRestoredWork] = useState<string | null>(null);
  // A device without IndexedDB has nothing to read: loaded at once.
  const [loaded, setLoaded] = useState(() => unsavedWork() === null);
  const forgotten = useRef(false);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  useEffect(() => {
    let current = true;
    const store = unsavedWork();
    if (!store) return;
    store.get(key).then(
      (kept) => {
        if (!current) return;
        const usable =
          kept !== undefined &&
          kept.userId === userId &&
          isCurrentWork(kept, new Date()) &&
          kept.start === workOf(start);
        if (kept && !usable) void store.delete(key).catch(() => undefined);
        const keptState = usable ? kept.state : undefined;
        // The writer may have typed while the device read: their new work wins.
        if (
          isComposerState(keptState) &&
          hasUnsavedWork(start, keptState) &&
          !hasUnsavedWork(start, latest.current)
        ) {
          restore(keptState);
          setRestoredWork(workOf(keptState));
        }
        setLoaded(true);
      },
      () => current && setLoaded(true),
    );
    return () => {
      current = false;
    };
    // Read once per composer: the key names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    const store = unsavedWork();
    // Before the read, writing would replace what is kept with the empty start.
    if (!store || !loaded || forgotten.current) return;
    // IndexedDB runs a store's transactions in order: the last write wins.
    void (
      hasUnsavedWork(start, state)
        ? store.put({
            key,
            version: UNSAVED_WORK_VERSION,
            userId,
            start: workOf(start),
            state,
            savedAt: new Date().toISOString(),
          })
        : store.delete(key)
    ).catch(() => undefined);
  }, [key, userId, start, state, loaded]);

  return {
    /** Whether the composer shows work brought back, unchanged since. */
    restored: restoredWork !== null && restoredWork === workOf(state),
    /**
     * Drops what is kept, in the background (closing never waits for the device's storage). Not
     * before the kept work has been read: closing at once must not delete work never shown.
     */
    forget() {
      if (!loaded) return;
      forgotten.current = true;
      void unsavedWork()
        ?.delete(key)
        .catch(() => undefined);
    },
  };
}
