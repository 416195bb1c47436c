import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { initI18n, loadAdminScreenStrings, loadScreenStrings, switchLanguage } from './i18n.ts';
import { ja } from './ja.ts';
import { jaAdminScreens } from './ja-admin-screens.ts';
import { jaScreens } from './ja-screens.ts';
import { jaSignIn } from './ja-sign-in.ts';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}>>`),
  );
}

describe('translations', () => {
  it('has every key in both Japanese and English, none empty', () => {
    expect(keysOf(en).sort()).toEqual(
      [...keysOf(ja), ...keysOf(jaScreens), ...keysOf(jaSignIn), ...keysOf(jaAdminScreens)].sort(),
    );
    for (const language of [ja, jaScreens, jaSignIn, jaAdminScreens, en]) {
      for (const key of keysOf(language)) {
        const value = key
          .split('>>')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        expect(value, key).not.toBe('');
      }
    }
  });

  it("resolves nested keys with '>>' and keeps dotted text intact", () => {
    const i18n = initI18n('en', { en });
    expect(i18n.t('error>>title')).toBe('A problem has occurred');
    expect(i18n.t('translation||error>>title')).toBe('A problem has occurred');
    expect(i18n.t('terms>>rules>>noDefamation')).toBe(en.terms.rules.noDefamation);
  });

  it('counts the filters in use as conditions, not as results (issue 39)', () => {
    const ja = initI18n('ja');
    expect(ja.t('lists>>filters', { count: 0 })).toBe('絞り込み（条件なし）');
    expect(ja.t('lists>>filters', { count: 1 })).toBe('絞り込み（1条件）');
    const en1 = initI18n('en', { en });
    expect(en1.t('lists>>filters', { count: 0 })).toBe('Filters (none)');
    expect(en1.t('lists>>filters', { count: 1 })).toBe('Filters (1 condition)');
    expect(en1.t('lists>>filters', { count: 3 })).toBe('Filters (3 conditions)');
  });

  it('defaults to Japanese and falls back to it', () => {
    expect(initI18n().t('auth>>signingIn')).toBe('サインインしています…');
    expect(initI18n('fr' as 'ja').t('nav>>home')).toBe('ホーム');
  });

  it('adds the screens’ Japanese strings to every instance, before and after they load', async () => {
    const before = initI18n('ja');
    expect(before.exists('inquiries>>openTitle')).toBe(false);
    expect(before.t('composer>>compose')).toBe(ja.composer.compose);
    await loadScreenStrings();
    expect(before.t('inquiries>>openTitle')).toBe(jaScreens.inquiries.openTitle);
    // The shell's part of a split group survives the merge.
    expect(before.t('composer>>compose')).toBe(ja.composer.compose);
    expect(before.t('composer>>title')).toBe(jaScreens.composer.title);
    expect(initI18n('ja').t('tasks>>tabs>>active')).toBe(jaScreens.tasks.tabs.active);
  });

  it('adds the admins’ and the PMO’s screens’ strings when those screens load, beside the entries’', async () => {
    const before = initI18n('ja');
    await loadScreenStrings();
    expect(before.t('admin>>title')).toBe(jaScreens.admin.title);
    expect(before.exists('admin>>sections>>audit')).toBe(false);
    await loadAdminScreenStrings();
    expect(before.t('admin>>sections>>audit')).toBe(jaAdminScreens.admin.sections.audit);
    expect(before.t('admin>>title')).toBe(jaScreens.admin.title);
    expect(initI18n('ja').t('insights>>period')).toBe(jaAdminScreens.insights.period);
  });

  it('loads English when it is chosen', async () => {
    const i18n = initI18n('ja');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await switchLanguage(i18n, 'en');
    expect(i18n.t('nav>>home')).toBe('Home');
  });
});
