import { describe, expect, it } from 'vitest';
import { activeTabOf, TABS } from './bottom-navigation.tsx';

describe('the bottom navigation', () => {
  it('has the five tabs of SPEC.md section 2 in order', () => {
    expect(TABS.map((tab) => tab.path)).toEqual([
      '/',
      '/posts',
      '/tasks',
      '/notifications',
      '/profile',
    ]);
  });

  it.each([
    ['/', '/'],
    ['/search', '/'],
    ['/posts', '/posts'],
    ['/posts/12', '/posts'],
    ['/tasks/3', '/tasks'],
    ['/notifications', '/notifications'],
    ['/profile', '/profile'],
    ['/inquiries', false],
    ['/postsabc', false],
  ])('highlights %s as %s', (pathname, expected) => {
    expect(activeTabOf(pathname)).toBe(expected);
  });
});
