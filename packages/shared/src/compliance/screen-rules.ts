import type { ScreenRule, ScreenRules } from '../schemas/compliance.ts';
import { FICTION_CONTEXT } from './screen-rule-cases.ts';
import { AE_RULES_EN } from './screen-rules-ae-en.ts';
import { AE_RULES_JA } from './screen-rules-ae-ja.ts';
import { FRAME_RULES } from './screen-rules-frames.ts';
import { IDENTIFIER_RULES } from './screen-rules-identifiers.ts';

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
  version: 21,
  rules: [...AE_RULES_JA, ...AE_RULES_EN, ...FRAME_RULES]
    .map(silencedInFiction)
    .concat(IDENTIFIER_RULES),
};

/**
 * An event rule is silent where the case is made up, hypothetical or an instruction for if it
 * happens (FICTION_CONTEXT, v19): whatever the event words, nobody had it. Identifier rules are
 * not: a made-up case may still name a real pharmacist.
 */
function silencedInFiction(rule: ScreenRule): ScreenRule {
  return { ...rule, exceptions: [...(rule.exceptions ?? []), ...FICTION_CONTEXT] };
}
