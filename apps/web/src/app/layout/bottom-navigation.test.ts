import { describe, expect, it } from 'vitest';
import { activeTabOf, selectedTabOf, TABS } from './bottom-navigation.tsx';

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
    ['/comments', '/posts'],
    ['/tasks/3', '/tasks'],
    ['/notifications', '/notifications'],
    ['/profile', '/profile'],
    ['/inquiries', '/tasks'],
    ['/inquiries/3', '/tasks'],
    ['/postsabc', false],
  ])('highlights %s as %s', (pathname, expected) => {
    expect(activeTabOf(pathname)).toBe(expected);
  });

  describe('the selected tab of a history entry', () => {
    const post = { key: 'k2', pathname: '/posts/7' };

    it('keeps the tab a post was opened from', () => {
      expect(selectedTabOf(post, '/', new Map())).toBe('/');
      expect(selectedTabOf(post, '/notifications', new Map())).toBe('/notifications');
      expect(selectedTabOf({ key: 'k3', pathname: '/posts/8' }, '/tasks', new Map())).toBe(
        '/tasks',
      );
    });

    it("selects a tab's own screen whatever came before", () => {
      expect(selectedTabOf({ key: 'k4', pathname: '/comments' }, '/', new Map())).toBe('/posts');
      const origins = new Map([['k5', '/']]);
      expect(selectedTabOf({ key: 'k5', pathname: '/profile' }, '/', origins)).toBe('/profile');
    });

    it('remembers the origin of an entry gone back to, and falls back on a direct link', () => {
      expect(selectedTabOf(post, '/profile', new Map([['k2', '/']]))).toBe('/');
      // The first screen of the page: nothing came before it.
      expect(selectedTabOf({ key: 'default', pathname: '/posts/7' }, false, new Map())).toBe(
        '/posts',
      );
    });
  });
});
