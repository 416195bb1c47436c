import { useState, type CompositionEvent, type KeyboardEvent } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * True for a key press that an input method is using, such as the Enter that confirms a kana to
 * kanji conversion: it must never submit. Chrome and Firefox mark it `isComposing`; Safari sends it
 * after `compositionend`, with the legacy key code 229 ("processed by the IME").
 */
function isImeKeyPress(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/**
 * A field's `onKeyDown` where Enter submits (a form's single-line field): an Enter that confirms a
 * conversion does not submit the form.
 */
export function keepImeEnterFromSubmitting(event: KeyboardEvent): void {
  if (event.key === 'Enter' && isImeKeyPress(event)) event.preventDefault();
}

/** Handlers for the text field whose text a search or a check follows. */
export interface CompositionHandlers {
  onCompositionStart: (event: CompositionEvent) => void;
  onCompositionEnd: (event: CompositionEvent) => void;
}

/**
 * The text a search or a check that runs while someone types should look at (docs/architecture.md,
 * "Text typed through an input method"): `text` once it has stopped changing for `delayMs`, where
 * text in the middle of an input-method composition does not count as a change. Typing しょほう
 * and converting it to 処方 settles on 処方 alone, `delayMs` after the composition ends; the kana
 * on the way are never searched for.
 *
 * Give the field `handlers` (composition events bubble, so a wrapper element may take them). The
 * order of `compositionend` and the last `input` event differs between browsers and versions; both
 * orders give the same settled text, because while no composition is open the settled text follows
 * `text` itself, whenever it arrives.
 */
export function useCommittedText(
  text: string,
  delayMs: number,
): { settled: string; isComposing: boolean; handlers: CompositionHandlers } {
  // The text as it was when the composition started: what counts until it ends.
  const [beforeComposition, setBeforeComposition] = useState<string | null>(null);
  const isComposing = beforeComposition !== null;
  const settled = useDebouncedValue(isComposing ? beforeComposition : text, delayMs);
  return {
    settled,
    isComposing,
    handlers: {
      onCompositionStart: () => setBeforeComposition(text),
      onCompositionEnd: () => setBeforeComposition(null),
    },
  };
}
