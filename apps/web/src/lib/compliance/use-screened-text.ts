import type { ScreenKind } from '@kizuki/shared';
import { useCommittedText, type CompositionHandlers } from '../hooks/use-committed-text.ts';
import { SCREEN_PAUSE_MS, screenAllowsSubmit, useScreen, type ScreenState } from './use-screen.ts';

/**
 * A composer's text and its pre-screen together: the committed text (nothing mid-composition), its
 * screen, the handlers for the field, and whether the screen lets it be sent. One per field.
 */
export function useScreenedText(
  text: string,
  kind: ScreenKind,
): {
  settled: string;
  composition: CompositionHandlers;
  screen: ScreenState;
  allowsSubmit: boolean;
} {
  const committed = useCommittedText(text, SCREEN_PAUSE_MS);
  const screen = useScreen(text, committed.settled, kind);
  return {
    settled: committed.settled,
    composition: committed.handlers,
    screen,
    allowsSubmit: screenAllowsSubmit(screen),
  };
}
