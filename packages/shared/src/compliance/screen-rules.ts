import type { ScreenRule, ScreenRules } from '../schemas/compliance.ts';
import { FICTION_CONTEXT } from './screen-rule-cases.ts';
import { AE_RULES_EN } from './screen-rules-ae-en.ts';
import { AE_RULES_JA } from './screen-rules-ae-ja.ts';
import { FRAME_RULES } from './screen-rules-frames.ts';
import { IDENTIFIER_RULES } from './screen-rules-identifiers.ts';

/**
 * The event rules whose words made-up, hypothetical and instructed cases set off (measured over
 * every labelled set and review 19's sentences: the rules FICTION_CONTEXT silenced there, and
 * ae.user.en beside ae.user.ja). Not every event rule: each copy of the context adds about 5 KB
 * to the table, which an admin saves whole (1 MiB at most); a rule left out flags such a case,
 * the safer side.
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
  version: 24,
  rules: [...AE_RULES_JA, ...AE_RULES_EN, ...FRAME_RULES]
    .map(silencedInFiction)
    .concat(IDENTIFIER_RULES),
};
