/*
 * The symptom and finding vocabulary by organ system (rules v5, issue 43), kept as data.
 *
 * Source: the grouping follows MedDRA's System Organ Classes (the ICH dictionary that safety
 * departments code reports in), so that every organ system has words; the words themselves are
 * lay and clinical expressions written for this project (MedDRA's own terms are licensed and are
 * not copied). Japanese lay words follow how patients and carers speak (くらくらする, 口が渇く);
 * abbreviations are the ones field notes use (AKI, DILI, PRES). Each word is an event only beside a
 * use or a change (screen-rule-parts.ts: SYMPTOM, SYMPTOM_EN_2): 「不眠」 alone raises nothing.
 */
import { EN_BY_SYSTEM } from './symptom-words-en.ts';
import { JA_BY_SYSTEM, NEUTRAL_JA } from './symptom-words-ja.ts';

const alternation = (bySystem: Record<string, readonly string[]>) =>
  Object.values(bySystem).flat().join('|');

/** The Japanese vocabulary as one alternation (plain words, no pattern syntax). */
export const SYMPTOM_VOCABULARY_JA = alternation(JA_BY_SYSTEM);
/** The English vocabulary as one alternation (words, with \w* endings where they vary). */
export const SYMPTOM_VOCABULARY_EN = alternation(EN_BY_SYSTEM);
/** The Japanese experiences (くらくら, 寝込んだ, 咳き込む), an event on their own (ae.lay.ja). */
export const LAY_EXPERIENCE_JA = Object.values(JA_BY_SYSTEM)
  .flat()
  .filter((word) => !NEUTRAL_JA.has(word))
  .join('|');
/** The words by organ system (a test checks both languages cover every system, none empty). */
export const SYMPTOM_WORDS = { ja: JA_BY_SYSTEM, en: EN_BY_SYSTEM };
/**
 * The characters the Japanese experiences start with, as a class: the rule checks one character
 * before trying some two hundred words at every position of a text (a 4,000-character text:
 * a third of the rule's time).
 */
export const LAY_EXPERIENCE_FIRST_JA = `[${[...new Set(LAY_EXPERIENCE_JA.split('|').map((word) => word[0]))].join('')}]`;
