import { useTranslation } from 'react-i18next';
import type { Translation } from '../i18n/translation.ts';

/**
 * The saved searches' strings, in both languages, loaded with the dialog and the profile's list
 * that use them rather than with every screen's (the first sign-in's bundle budget): each of those
 * components calls useSavedSearchStrings before it translates.
 */
const ja = {
  title: '保存した検索条件',
  saveTitle: '検索条件を保存',
  saveIntro:
    'タイムラインのキーワードと絞り込みを名前を付けて保存します（{{max}}件まで）。プロフィールから開けます。',
  name: '名前',
  notify: '条件に合う投稿が公開されたら通知する',
  save: '保存する',
  saved: '検索条件を保存しました',
  renamed: '名前を変更しました',
  deleted: '検索条件を削除しました',
  empty: '保存した検索条件はありません',
  emptyBody: 'タイムラインの検索欄の保存ボタンから保存できます。',
  keyword: '「{{keyword}}」',
  filterCount_one: '絞り込み{{count}}条件',
  filterCount_other: '絞り込み{{count}}条件',
  notifyOf: '「{{name}}」の通知',
  actionsOf: '「{{name}}」の操作',
  rename: '名前を変更',
  delete: '削除',
  deleteTitle: 'この検索条件を削除しますか？',
  deleteBody: '「{{name}}」を削除します。通知も届かなくなります。',
};

const en: Translation<typeof ja> = {
  title: 'Saved searches',
  saveTitle: 'Save this search',
  saveIntro:
    'Saves the timeline’s keyword and filters under a name (up to {{max}}). Open it again from your profile.',
  name: 'Name',
  notify: 'Notify me when a new post matches',
  save: 'Save',
  saved: 'Search saved',
  renamed: 'Renamed',
  deleted: 'Saved search deleted',
  empty: 'No saved searches',
  emptyBody: 'Save one with the save button next to the timeline’s search box.',
  keyword: '“{{keyword}}”',
  filterCount_one: '{{count}} filter',
  filterCount_other: '{{count}} filters',
  notifyOf: 'Notices for “{{name}}”',
  actionsOf: 'Actions for “{{name}}”',
  rename: 'Rename',
  delete: 'Delete',
  deleteTitle: 'Delete this saved search?',
  deleteBody: '“{{name}}” will be deleted, and its notices stop.',
};

export const savedSearchStrings = { ja, en };

/** Adds the strings to the languages the i18n instance holds (English only once it is loaded). */
export function useSavedSearchStrings() {
  const { i18n } = useTranslation();
  for (const language of ['ja', 'en'] as const) {
    if (
      i18n.hasResourceBundle(language, 'translation') &&
      !i18n.getResource(language, 'translation', 'savedSearches')
    ) {
      i18n.addResourceBundle(
        language,
        'translation',
        { savedSearches: savedSearchStrings[language] },
        true,
        false,
      );
    }
  }
}
