import { describe, expect, it } from 'vitest';
import {
  synonymHolder,
  suggestClassification,
  suggestionVocabulary,
  termsOf,
  type SuggestibleItem,
  type SuggestedKey,
} from './classification-suggest.ts';

const item = (
  id: number,
  nameJa: string,
  nameEn: string,
  diseaseGroupIds: number[] = [],
  synonyms: string[] = [],
): SuggestibleItem => ({ id, nameJa, nameEn, diseaseGroupIds, synonyms });

// A small unit: IBD (1), SBS (2), TCB (3).
const IBD = item(1, 'IBD（炎症性腸疾患）', 'IBD (Inflammatory bowel disease)');
const SBS = item(2, 'SBS（短腸症候群）', 'SBS (Short bowel syndrome)');
const TCB = item(3, 'TCB（酸関連疾患）', 'TCB (Acid-related disorders)');
const UC = item(10, '潰瘍性大腸炎', 'Ulcerative colitis', [1], ['UC']);
const CD = item(11, 'クローン病', "Crohn's disease", [1], ['CD']);
const RE = item(12, '逆流性食道炎', 'Reflux esophagitis', [3], ['GERD']);
const ANTI_TNF = item(20, '抗TNFα抗体', 'Anti-TNFα antibody', [1]);
const PPI = item(21, 'プロトンポンプ阻害薬', 'Proton pump inhibitor', [3], ['PPI']);
const HUMIRA = item(30, 'ヒュミラ（アダリムマブ）', 'Humira (adalimumab)', [1]);
const REMICADE = item(31, 'レミケード', 'Remicade', [1], ['インフリキシマブ', 'infliximab']);
const NEXIUM = item(32, 'ネキシウム（エソメプラゾール）', 'Nexium (esomeprazole)', [3]);
const GLEPA = item(33, 'グレパグルチド（開発品）', 'Glepaglutide (investigational)', [2]);
const APRA = item(34, 'アプラグルチド（開発品）', 'Apraglutide (investigational)', [2]);
const KEYTRUDA = item(35, 'キイトルーダ', 'Keytruda', [1, 3]);
const TREND = item(40, '処方動向', 'Prescribing trend', [], ['切り替え', 'switch']);
const LECTURE = item(50, '講演会・Web講演会', 'Lecture or web seminar', [], ['講演会']);

const vocabulary = suggestionVocabulary({
  diseaseGroup: [IBD, SBS, TCB],
  disease: [UC, CD, RE],
  productGroup: [ANTI_TNF, PPI],
  competitiveProduct: [HUMIRA, REMICADE, NEXIUM, GLEPA, APRA, KEYTRUDA],
  category: [TREND],
  activity: [LECTURE],
});

const ids = (suggestion: Partial<Record<SuggestedKey, SuggestibleItem>>) =>
  Object.fromEntries(Object.entries(suggestion).map(([key, found]) => [key, found.id]));
const suggest = (text: string, diseaseGroupId?: number) =>
  ids(suggestClassification(text, vocabulary, { diseaseGroupId }));

describe('termsOf', () => {
  it('folds names and takes the short names outside and inside brackets', () => {
    expect(termsOf(HUMIRA)).toEqual(
      expect.arrayContaining(['ヒュミラ', 'アダリムマブ', 'humira', 'adalimumab']),
    );
    expect(termsOf(IBD)).toContain('ibd');
  });
  it('leaves out terms of one character', () => {
    expect(termsOf(item(1, 'A', 'B', [], ['x', 'ok']))).toEqual(['ok']);
  });
});

describe('synonymHolder (issue 42: the dialog and the import ask the same)', () => {
  const owners = new Map([
    ['ppi', 'A'],
    ['ネキシウム', 'B'],
  ]);
  const ownerOf = (term: string) => owners.get(term);

  it('names the item one of the synonym’s terms finds, folded', () => {
    expect(synonymHolder('ＰＰＩ', ownerOf)).toBe('A');
    expect(synonymHolder('ネキシウム(エソメプラゾール)', ownerOf)).toBe('B');
    expect(synonymHolder('エソメプラゾール', ownerOf)).toBeUndefined();
  });

  it('passes over the item itself, to another owner of a later term', () => {
    expect(synonymHolder('PPI', ownerOf, (code) => code === 'A')).toBeUndefined();
    expect(synonymHolder('PPI(ネキシウム)', ownerOf, (code) => code === 'A')).toBe('B');
  });
});

describe('suggestClassification (issue 23)', () => {
  it.each<[string, string, Record<string, number>]>([
    [
      'a Japanese brand name',
      'A病院でヒュミラの処方が増えている',
      { competitiveProduct: 30, diseaseGroup: 1 },
    ],
    [
      'an English brand name in any case',
      'HUMIRA is prescribed more',
      { competitiveProduct: 30, diseaseGroup: 1 },
    ],
    ['a full-width Latin name', 'ＨＵＭＩＲＡの話', { competitiveProduct: 30, diseaseGroup: 1 }],
    ['half-width katakana', 'ﾋｭﾐﾗの話', { competitiveProduct: 30, diseaseGroup: 1 }],
    [
      'the generic name inside the brand name',
      'アダリムマブのBS',
      { competitiveProduct: 30, diseaseGroup: 1 },
    ],
    [
      'a generic name added as a synonym',
      'インフリキシマブの増量',
      { competitiveProduct: 31, diseaseGroup: 1 },
    ],
    [
      'an English synonym',
      'switching from infliximab',
      { competitiveProduct: 31, diseaseGroup: 1 },
    ],
    [
      'a disease, which implies its disease group',
      '潰瘍性大腸炎の患者',
      { disease: 10, diseaseGroup: 1 },
    ],
    ['a disease group by its short name', 'IBD領域で', { diseaseGroup: 1 }],
    [
      'a product, a disease, a category and an activity',
      'クローン病にヒュミラからの切り替えが講演会で話題',
      { disease: 11, competitiveProduct: 30, category: 40, activity: 50, diseaseGroup: 1 },
    ],
    [
      'a product group by its synonym',
      'PPIからの切り替え',
      { productGroup: 21, category: 40, diseaseGroup: 3 },
    ],
  ])('finds %s', (_, text, expected) => {
    expect(suggest(text)).toEqual(expected);
  });

  it('takes an abbreviation only as a whole word', () => {
    expect(suggest('the CD was abcde')).toEqual({ disease: 11, diseaseGroup: 1 });
    expect(suggest('abcde only')).toEqual({});
    expect(suggest('UC患者')).toEqual({ disease: 10, diseaseGroup: 1 });
  });

  it('prefers the longest match where two terms overlap', () => {
    const longest = suggestionVocabulary({
      competitiveProduct: [
        item(1, 'プレベナー', 'Prevenar'),
        item(2, 'プレベナー20', 'Prevenar 20'),
      ],
    });
    expect(ids(suggestClassification('プレベナー20の接種', longest))).toEqual({
      competitiveProduct: 2,
    });
    expect(ids(suggestClassification('プレベナーの接種', longest))).toEqual({
      competitiveProduct: 1,
    });
  });

  it('suggests nothing for a step whose items the text names two of', () => {
    expect(suggest('ヒュミラとレミケードの比較')).toEqual({ diseaseGroup: 1 });
    expect(suggest('潰瘍性大腸炎とクローン病')).toEqual({ diseaseGroup: 1 });
  });

  it('ignores a short name that two items of a step share', () => {
    expect(suggest('開発品の治験')).toEqual({});
    expect(suggest('グレパグルチド（開発品）')).toEqual({
      competitiveProduct: 33,
      diseaseGroup: 2,
    });
  });

  it('derives the disease group only when the items found agree on one', () => {
    expect(suggest('キイトルーダの話')).toEqual({ competitiveProduct: 35 });
    expect(suggest('キイトルーダと逆流性食道炎')).toEqual({
      competitiveProduct: 35,
      disease: 12,
      diseaseGroup: 3,
    });
  });

  it('never suggests a combination the wizard would not allow', () => {
    // A named disease group wins; the items outside it are not suggested.
    expect(suggest('IBDの会でネキシウムの話')).toEqual({ diseaseGroup: 1 });
    // Two disease groups named: neither, and items of disjoint groups are left out.
    expect(suggest('IBDとTCB')).toEqual({});
    expect(suggest('ヒュミラと逆流性食道炎、切り替え')).toEqual({ category: 40 });
  });

  it('stays within the disease group the writer chose', () => {
    expect(suggest('ヒュミラとネキシウム', 3)).toEqual({ competitiveProduct: 32 });
    expect(suggest('ヒュミラ', 3)).toEqual({});
  });

  it('finds nothing in a text that names nothing', () => {
    expect(suggest('')).toEqual({});
    expect(suggest('先生から新しい資材の話を聞いた')).toEqual({});
  });
});
