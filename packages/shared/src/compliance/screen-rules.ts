import type { ScreenRule, ScreenRules } from '../schemas/compliance.ts';
import { FICTION_CONTEXT } from './screen-rule-cases.ts';
import { AE_RULES_EN } from './screen-rules-ae-en.ts';
import { AE_RULES_JA } from './screen-rules-ae-ja.ts';
import { FRAME_RULES } from './screen-rules-frames.ts';
import { IDENTIFIER_RULES } from './screen-rules-identifiers.ts';

/**
 * The event rules whose words made-up, hypothetical and instructed cases set off (measured over
 * every labelled set and review 19's sentences: the rules FICTION_CONTEXT silenced there, and
 * ae.user.en beside ae.user.ja). Not every event rule: each copy of the context adds about 4 KB
 * to the table (2 KB to a Japanese rule, which carries the Japanese half only since v25), which an
 * admin saves whole (1 MiB at most); a rule left out flags such a case, the safer side.
 */
const SILENT_IN_FICTION = new Set([
  'ae.term.ja',
  'ae.after-use.ja',
  'ae.symptom.ja',
  'ae.symptom-strong.ja',
  'ae.body.ja',
  'ae.condition.ja',
  'ae.user.ja',
  'ae.complaint.ja',
  'ae.pregnancy.ja',
  'ae.overdose.ja',
  'ae.error.ja',
  'ae.term.en',
  'ae.after-use.en',
  'ae.symptom.en',
  'ae.symptom-after.en',
  'ae.symptom-2.en',
  'ae.symptom-after-2.en',
  'ae.pregnancy.en',
  'ae.user.en',
  'ae.overdose.en',
  'ae.error.en',
  'ae.lab.ja',
  'ae.error-frame.en',
]);

/**
 * Such a rule is silent where the case is made up, hypothetical or an instruction for if it
 * happens (FICTION_CONTEXT, v19): whatever the event words, nobody had it. Identifier rules are
 * not: a made-up case may still name a real pharmacist.
 */
function silencedInFiction(rule: ScreenRule): ScreenRule {
  if (!SILENT_IN_FICTION.has(rule.id)) return rule;
  return { ...rule, exceptions: [...(rule.exceptions ?? []), ...FICTION_CONTEXT] };
}

/** Whether an exception phrase is Japanese: its opening words are (no English phrase's are). */
export const isJapanesePhrase = (source: string) =>
  /[\u3040-\u30ff\u4e00-\u9fff]/.test(source.slice(0, 120));

/** The event frames (labs, quality, errors): values written alike in both languages. */
const FRAME_RULE_IDS = new Set(FRAME_RULES.map((rule) => rule.id));

/**
 * A Japanese rule (its id ends .ja) keeps the Japanese sentence-scope exception phrases only
 * (v25): the contexts are pairs, one phrase per language, and every rule carried both; v24's
 * table reached 1,039 KB of the 1 MiB an admin may save. This takes about 104 KB off (v25's
 * table is 982 KB) with the same findings on every labelled set. An English phrase silenced a
 * Japanese rule only in a mixed sentence; there the rule is now silenced by its own language's
 * context or not at all, the safer side. Kept whole: the English rules (their abbreviations, HbA1c 8.1→6.9, SJS/TEN, are matched
 * inside Japanese sentences, whose Japanese context must still silence them), the frames (CRP
 * 98 → 22 reads the same in an English sentence) and the lecture invitation (text scope: an
 * invitation in one language may name a venue in the other).
 */
function inItsLanguage(rule: ScreenRule): ScreenRule {
  const kept =
    !rule.id.endsWith('.ja') || rule.exceptionScope === 'text' || FRAME_RULE_IDS.has(rule.id);
  if (kept || !rule.exceptions) return rule;
  return { ...rule, exceptions: rule.exceptions.filter(isJapanesePhrase) };
}

/*
 * The default pre-screen table (issue 19). Rules are data: an admin-maintained table of the same
 * shape (ScreenRulesSchema) replaces this one, so each rule id is stable once published (findings
 * are logged by table version and rule id, never with the text): change a rule's pattern under
 * the same id, retire an id rather than reuse it. Patterns run over NFKC-normalised text
 * (full-width ＡＢＣ/１２３ and half-width ｶﾀｶﾅ already folded), so they need only half-width
 * ASCII and full-width kana. Ids: ae.* adverse events, id.* identifiers; .ja/.en the language. The rules live
 * in three files by kind and language; their order here is the order they run in.
 */
export const DEFAULT_SCREEN_RULES: ScreenRules = {
  version: 25,
  rules: [...AE_RULES_JA, ...AE_RULES_EN, ...FRAME_RULES]
    .map(silencedInFiction)
    .concat(IDENTIFIER_RULES)
    .map(inItsLanguage),
};
