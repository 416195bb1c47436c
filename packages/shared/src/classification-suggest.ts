import { foldText } from './text-fold.ts';
import type { ClassificationKey } from './wizard.ts';
import { belongsToDiseaseGroup } from './wizard-narrowing.ts';

/**
 * Issue 23: the steps the composer pre-selects from the post's text. The source of the information
 * (occupation group, workplace, occupation) is left to the writer: a text names the person's
 * institution anonymously, rarely their job in the master data's words.
 */
export const SUGGESTED_KEYS = [
  'diseaseGroup',
  'disease',
  'productGroup',
  'competitiveProduct',
  'category',
  'activity',
] as const satisfies readonly ClassificationKey[];
export type SuggestedKey = (typeof SUGGESTED_KEYS)[number];

/** What the matcher reads of a master-data item (MasterItem has it all). */
export interface SuggestibleItem {
  id: number;
  nameJa: string;
  nameEn: string;
  /** Other names an admin added: generic names, abbreviations, spellings (issue 23). */
  synonyms: readonly string[];
  diseaseGroupIds: readonly number[];
}

/** The folded terms that name items, each with the items it names, per step. */
export interface SuggestionVocabulary<Item extends SuggestibleItem> {
  terms: Map<string, { key: SuggestedKey; item: Item }[]>;
  diseaseGroups: Map<number, Item>;
}

/** Shorter folded terms say too little ("re", "ア") to be taken for an item's name. */
export const MIN_TERM_LENGTH = 2;
/**
 * The character an import file's synonyms cell separates an item's synonyms with: a synonym may
 * not hold it, or an export imported again would make it two.
 */
export const SYNONYM_SEPARATOR = '|';
const LATIN_OR_DIGIT = /[a-z0-9]/;

/**
 * The names an item is found by, folded (foldText: full-width and half-width, case alike): its
 * Japanese and English names, their short names (the names' parts outside and inside brackets:
 * "ヒュミラ（アダリムマブ）" is also "ヒュミラ" and "アダリムマブ", "IBD (Inflammatory bowel
 * disease)" also "IBD"), and its synonyms.
 */
export function termsOf(item: SuggestibleItem): string[] {
  return [
    ...new Set([item.nameJa, item.nameEn, ...item.synonyms].flatMap((name) => termsOfName(name))),
  ];
}

/** The terms one name gives (see termsOf): the name folded, and its parts around brackets. */
export function termsOfName(name: string): string[] {
  const folded = foldText(name).trim();
  // NFKC has turned full-width brackets into "(" and ")".
  const terms = new Set([folded, ...folded.split(/[()]/).map((part) => part.trim())]);
  return [...terms].filter((term) => term.length >= MIN_TERM_LENGTH);
}

/**
 * Who already has a synonym (issue 23): the owner `ownerOf` names for the first of its terms that
 * has one other than the item itself. A synonym another item is found by is refused, by the admin's
 * dialog and by the import alike: two items sharing a term would be suggested for neither.
 */
export function synonymHolder<Owner>(
  synonym: string,
  ownerOf: (term: string) => Owner | undefined,
  isSelf: (owner: Owner) => boolean = () => false,
): Owner | undefined {
  for (const term of termsOfName(synonym)) {
    const owner = ownerOf(term);
    if (owner !== undefined && !isSelf(owner)) return owner;
  }
  return undefined;
}

/**
 * The vocabulary of a unit's master data for the steps given (only the steps of the unit's wizard,
 * only the items it offers). A term that names two items of one step tells them apart from
 * nothing (a generic name of two brands, "開発品"), so it names neither.
 */
export function suggestionVocabulary<Item extends SuggestibleItem>(
  itemsByKey: Partial<Record<SuggestedKey, readonly Item[]>>,
): SuggestionVocabulary<Item> {
  const terms = new Map<string, { key: SuggestedKey; item: Item }[]>();
  const shared = new Set<string>();
  for (const key of SUGGESTED_KEYS) {
    const owners = new Map<string, Item>();
    for (const item of itemsByKey[key] ?? []) {
      for (const term of termsOf(item)) {
        const owner = owners.get(term);
        if (owner && owner.id !== item.id) shared.add(`${key}\u0001${term}`);
        else owners.set(term, item);
      }
    }
    for (const [term, item] of owners) {
      if (shared.has(`${key}\u0001${term}`)) continue;
      terms.set(term, [...(terms.get(term) ?? []), { key, item }]);
    }
  }
  return {
    terms,
    diseaseGroups: new Map((itemsByKey.diseaseGroup ?? []).map((item) => [item.id, item])),
  };
}

interface Found<Item> {
  start: number;
  end: number;
  named: { key: SuggestedKey; item: Item }[];
}

/** A term made of Latin letters or digits at an edge is a word there: "cd" is not in "abcde". */
function isWholeWordAt(text: string, term: string, start: number): boolean {
  const end = start + term.length;
  const before = text[start - 1];
  const after = text[end];
  if (LATIN_OR_DIGIT.test(term[0]!) && before !== undefined && LATIN_OR_DIGIT.test(before)) {
    return false;
  }
  if (LATIN_OR_DIGIT.test(term.at(-1)!) && after !== undefined && LATIN_OR_DIGIT.test(after)) {
    return false;
  }
  return true;
}

/** Every term in the text, the longest first where two overlap ("血友病A" over "血友病"). */
function findTerms<Item>(
  folded: string,
  terms: Map<string, { key: SuggestedKey; item: Item }[]>,
): Found<Item>[] {
  const candidates: Found<Item>[] = [];
  for (const [term, named] of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      if (isWholeWordAt(folded, term, at)) {
        candidates.push({ start: at, end: at + term.length, named });
      }
    }
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Found<Item>[] = [];
  for (const found of candidates) {
    if (kept.every((other) => found.end <= other.start || found.start >= other.end)) {
      kept.push(found);
    }
  }
  return kept;
}

/** The disease groups every item allows (an item linked to none allows all: undefined). */
function commonDiseaseGroups(items: readonly SuggestibleItem[]): Set<number> | undefined {
  let common: Set<number> | undefined;
  for (const item of items) {
    if (item.diseaseGroupIds.length === 0) continue;
    const groups: Set<number> = new Set(item.diseaseGroupIds);
    common = common ? new Set([...common].filter((id) => groups.has(id))) : groups;
  }
  return common;
}

/**
 * Issue 23: the classification the text names, one item per step at most, for the composer to
 * pre-select (the writer confirms or changes each). A step is suggested only when the text names
 * exactly one of its items (after the disease group's narrowing); the disease group is the one
 * the text names, or else the only one that every item found belongs to (a disease implies its
 * disease group). Every suggestion belongs to the suggested (or the given, writer-chosen) disease
 * group: never a combination the wizard would not allow (belongsToDiseaseGroup).
 */
export function suggestClassification<Item extends SuggestibleItem>(
  text: string,
  vocabulary: SuggestionVocabulary<Item>,
  /** The disease group the writer chose themselves: suggestions stay within it. */
  { diseaseGroupId }: { diseaseGroupId?: number | null } = {},
): Partial<Record<SuggestedKey, Item>> {
  const foundByKey = new Map<SuggestedKey, Map<number, Item>>();
  for (const found of findTerms(foldText(text), vocabulary.terms)) {
    for (const { key, item } of found.named) {
      const items = foundByKey.get(key) ?? new Map<number, Item>();
      items.set(item.id, item);
      foundByKey.set(key, items);
    }
  }
  const only = (items: Iterable<Item>): Item | undefined => {
    const list = [...items];
    return list.length === 1 ? list[0] : undefined;
  };

  const suggested: Partial<Record<SuggestedKey, Item>> = {};
  let groupId = diseaseGroupId ?? undefined;
  if (groupId === undefined) {
    const named = only(foundByKey.get('diseaseGroup')?.values() ?? []);
    if (named) groupId = named.id;
    else if (!foundByKey.has('diseaseGroup')) {
      const common = commonDiseaseGroups(
        [...foundByKey.values()].flatMap((items) => [...items.values()]),
      );
      const implied = common && common.size === 1 ? [...common][0] : undefined;
      if (implied !== undefined && vocabulary.diseaseGroups.has(implied)) groupId = implied;
    }
    const group = groupId === undefined ? undefined : vocabulary.diseaseGroups.get(groupId);
    if (group) suggested.diseaseGroup = group;
  }

  for (const key of SUGGESTED_KEYS) {
    if (key === 'diseaseGroup') continue;
    const item = only(
      [...(foundByKey.get(key)?.values() ?? [])].filter((found) =>
        belongsToDiseaseGroup(found, groupId),
      ),
    );
    if (item) suggested[key] = item;
  }
  // No disease group to hold them together: items of disjoint groups cannot all stand, and which
  // the writer meant is theirs to say.
  if (groupId === undefined) {
    const common = commonDiseaseGroups(Object.values(suggested));
    if (common && common.size === 0) {
      for (const key of SUGGESTED_KEYS) {
        if (suggested[key] && suggested[key].diseaseGroupIds.length > 0) delete suggested[key];
      }
    }
  }
  return suggested;
}
