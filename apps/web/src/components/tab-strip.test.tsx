import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabStrip } from './tab-strip.tsx';

const TABS = [
  { value: 'active', label: '未対応' },
  { value: 'finished', label: '完了' },
  { value: 'all', label: 'すべて' },
] as const;

afterEach(cleanup);

describe('TabStrip (issue 40: tabs without measuring the page)', () => {
  it('is a named tab list whose chosen tab alone is selected and in the tab order', () => {
    render(
      <TabStrip label="タスク" value="finished" tabs={[...TABS]} onSelect={() => undefined} />,
    );
    expect(screen.getByRole('tablist', { name: 'タスク' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('chooses a tab when it is pressed', () => {
    const onSelect = vi.fn();
    render(<TabStrip label="タスク" value="active" tabs={[...TABS]} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('tab', { name: 'すべて' }));
    expect(onSelect).toHaveBeenCalledWith('all');
  });

  it('moves the focus with the arrow keys, Home and End, round the ends', () => {
    render(<TabStrip label="タスク" value="active" tabs={[...TABS]} onSelect={() => undefined} />);
    const [first, second, third] = screen.getAllByRole('tab');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });

  it('makes each tab a link that replaces the history entry when it has an address', () => {
    render(
      <MemoryRouter initialEntries={['/posts']}>
        <TabStrip
          label="投稿"
          value="all"
          tabs={[
            { value: 'all', label: 'すべて', to: '/posts' },
            { value: 'mine', label: '自分の投稿', to: '/posts?view=mine' },
          ]}
        />
      </MemoryRouter>,
    );
    const mine = screen.getByRole('tab', { name: '自分の投稿' });
    expect(mine.getAttribute('href')).toBe('/posts?view=mine');
    expect(screen.getByRole('tab', { name: 'すべて' }).getAttribute('aria-current')).toBe('page');
  });
});
