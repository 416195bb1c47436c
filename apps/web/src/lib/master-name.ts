/**
 * A master-data name (an item of a list, or a post's label) in the language of the screen. Its own
 * module, light on purpose: the timeline card uses it on the first screen, the wizard and filters
 * on theirs.
 */
export function itemName(item: { nameJa: string; nameEn: string }, language: string): string {
  return language === 'en' ? item.nameEn : item.nameJa;
}
