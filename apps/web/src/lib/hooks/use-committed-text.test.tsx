import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepImeEnterFromSubmitting, useCommittedText } from './use-committed-text.ts';

/** A search box as the lists have it: what it settles on is shown, Enter submits. */
function SearchBox({ onSubmit }: { onSubmit: () => void }) {
  const [text, setText] = useState('');
  const { settled, handlers } = useCommittedText(text, 300);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input
        aria-label="keyword"
        value={text}
        onChange={(event) => setText(event.target.value)}
        {...handlers}
        onKeyDown={keepImeEnterFromSubmitting}
      />
      <output>{settled}</output>
    </form>
  );
}

const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'keyword' });
const settled = () => document.querySelector('output')!.textContent;
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const pause = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('useCommittedText', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('settles on typed text after the pause', () => {
    render(<SearchBox onSubmit={() => {}} />);
    type('web');
    pause(299);
    expect(settled()).toBe('');
    pause(1);
    expect(settled()).toBe('web');
  });

  it('does not settle on kana being converted, however long the pause', () => {
    render(<SearchBox onSubmit={() => {}} />);
    fireEvent.compositionStart(box());
    for (const kana of ['し', 'しょ', 'しょほ', 'しょほう']) {
      type(kana);
      pause(1_000);
      expect(settled()).toBe('');
    }
    type('処方');
    fireEvent.compositionEnd(box());
    pause(299);
    expect(settled()).toBe('');
    pause(1);
    expect(settled()).toBe('処方');
  });

  it('settles on the converted text when compositionend comes before the last input', () => {
    render(<SearchBox onSubmit={() => {}} />);
    type('薬 ');
    pause(300);
    fireEvent.compositionStart(box());
    type('薬 しょほう');
    pause(1_000);
    expect(settled()).toBe('薬 ');
    fireEvent.compositionEnd(box());
    type('薬 処方');
    pause(300);
    expect(settled()).toBe('薬 処方');
  });

  it('keeps an Enter that confirms a conversion from submitting, not a plain Enter', () => {
    const submitted = vi.fn();
    render(<SearchBox onSubmit={submitted} />);
    const confirming = fireEvent.keyDown(box(), { key: 'Enter', keyCode: 229 });
    expect(confirming).toBe(false);
    const composing = new KeyboardEvent('keydown', {
      key: 'Enter',
      isComposing: true,
      bubbles: true,
      cancelable: true,
    });
    box().dispatchEvent(composing);
    expect(composing.defaultPrevented).toBe(true);
    const plain = fireEvent.keyDown(box(), { key: 'Enter', keyCode: 13 });
    expect(plain).toBe(true);
  });
});
