import { FRESH_BEDSIDE } from './fresh-bedside.ts';
import { FRESH_CANCER_PAIN } from './fresh-cancer-pain.ts';
import { FRESH_CHAT } from './fresh-chat.ts';
import { FRESH_COUNTER } from './fresh-counter.ts';
import { FRESH_DIABETES_THYROID } from './fresh-diabetes-thyroid.ts';
import { FRESH_ER_ICU } from './fresh-er-icu.ts';
import { FRESH_EVENING } from './fresh-evening.ts';
import { FRESH_EYES_EARS } from './fresh-eyes-ears.ts';
import { FRESH_FAMILIES } from './fresh-families.ts';
import { FRESH_HARDEST } from './fresh-hardest.ts';
import { FRESH_HEARTS_KIDNEYS } from './fresh-hearts-kidneys.ts';
import { FRESH_HQ_ANSWERS } from './fresh-hq-answers.ts';
import { FRESH_HOME_CARE } from './fresh-home-care.ts';
import { FRESH_HURRIED } from './fresh-hurried.ts';
import { FRESH_INJECTIONS } from './fresh-injections.ts';
import { FRESH_LUNGS_GUTS } from './fresh-lungs-guts.ts';
import { FRESH_MINDS } from './fresh-minds.ts';
import { FRESH_MONTH } from './fresh-month.ts';
import { FRESH_MOTHERS_CHILDREN } from './fresh-mothers-children.ts';
import { FRESH_ORDINARY_WEEK } from './fresh-ordinary-week.ts';
import { FRESH_PHARMACIST_DESK } from './fresh-pharmacist-desk.ts';
import { FRESH_REGIONAL } from './fresh-regional.ts';
import { FRESH_RURAL_HOME } from './fresh-rural-home.ts';
import { FRESH_SERIOUS } from './fresh-serious.ts';
import { FRESH_SERIOUS_HURRIED } from './fresh-serious-hurried.ts';
import { FRESH_SKIN_BONES } from './fresh-skin-bones.ts';
import { FRESH_SPECIALTY } from './fresh-specialty.ts';
import { FRESH_SPRING } from './fresh-spring.ts';
import { FRESH_THREADS } from './fresh-threads.ts';
import { FRESH_TRAINER } from './fresh-trainer.ts';
import { FRESH_TRICKY } from './fresh-tricky.ts';
import { FRESH_UNIT_WEEK } from './fresh-unit-week.ts';
import { FRESH_VISITS } from './fresh-visits.ts';
import { FRESH_VOICE } from './fresh-voice.ts';
import { LATER_FRESH_SETS } from './fresh-sets-later.ts';
import type { Row } from './types.ts';

/**
 * Issue 43's fresh sets, each written by a helper who had seen neither the rules nor the earlier
 * sets, in the order they were written, with what their figure means (docs/compliance.md, "Issue
 * 43"). screen:metrics reports each apart; the tests keep them apart from the corpus, at least 150
 * sentences each, no sentence twice across them.
 */
export const FRESH_SETS: readonly { title: string; rows: readonly Row[] }[] = [
  {
    title:
      'fresh set, hurried field notes (corpus/fresh-hurried.ts; issue 43 round 0, measured once with rules v3, misses read)',
    rows: FRESH_HURRIED,
  },
  {
    title:
      'fresh set, serious and English (corpus/fresh-serious.ts; issue 43 round 0, measured once with rules v3, misses read)',
    rows: FRESH_SERIOUS,
  },
  {
    title:
      'fresh set, visit notes (corpus/fresh-visits.ts; issue 43 round 1, measured once with rules v3 and v4, misses read)',
    rows: FRESH_VISITS,
  },
  {
    title:
      'fresh set, an ordinary week (corpus/fresh-ordinary-week.ts; issue 43 round 1, measured once with rules v3 and v4, misses read)',
    rows: FRESH_ORDINARY_WEEK,
  },
  {
    title:
      'fresh set, specialty areas (corpus/fresh-specialty.ts; issue 43 round 2, a development set measured once with rules v5 as they stood, misses read)',
    rows: FRESH_SPECIALTY,
  },
  {
    title:
      'fresh set, told in passing (corpus/fresh-bedside.ts; issue 43 round 2, a development set measured once with rules v5 as they stood, misses read)',
    rows: FRESH_BEDSIDE,
  },
  {
    title:
      'fresh set, tricky clean and indirect events (corpus/fresh-tricky.ts; issue 43 round 2, kept unread until rules v5 landed, measured once with v5)',
    rows: FRESH_TRICKY,
  },
  {
    title:
      'fresh set, team chat (corpus/fresh-chat.ts; issue 43 round 2, kept unread until rules v5 landed, measured once with v5)',
    rows: FRESH_CHAT,
  },
  {
    title:
      'fresh set, serious events in a hurry (corpus/fresh-serious-hurried.ts; issue 43 round 3, written after rules v6, measured once with v6)',
    rows: FRESH_SERIOUS_HURRIED,
  },
  {
    title:
      "fresh set, a unit's week (corpus/fresh-unit-week.ts; issue 43 round 3, written after rules v6, measured once with v6)",
    rows: FRESH_UNIT_WEEK,
  },
  {
    title:
      'fresh set, regional visits in a hurry (corpus/fresh-regional.ts; issue 43 round 4, written after rules v7, measured once with v7)',
    rows: FRESH_REGIONAL,
  },
  {
    title:
      'fresh set, the hardest cases (corpus/fresh-hardest.ts; issue 43 round 4, written after rules v7, measured once with v7)',
    rows: FRESH_HARDEST,
  },
  {
    title:
      'fresh set, an evening write-up (corpus/fresh-evening.ts; issue 43 round 5, written after rules v8, measured once with v8)',
    rows: FRESH_EVENING,
  },
  {
    title:
      'fresh set, comment threads (corpus/fresh-threads.ts; issue 43 round 5, written after rules v8, measured once with v8)',
    rows: FRESH_THREADS,
  },
  {
    title:
      'fresh set, dictated by voice (corpus/fresh-voice.ts; issue 43 round 6, kept unread until rules v10 landed, measured once with v10)',
    rows: FRESH_VOICE,
  },
  {
    title:
      "fresh set, a trainer's near misses (corpus/fresh-trainer.ts; issue 43 round 6, kept unread until rules v10 landed, measured once with v10)",
    rows: FRESH_TRAINER,
  },
  {
    title:
      "fresh set, a company's month (corpus/fresh-month.ts; issue 43 round 7, written after rules v11, measured once with v11)",
    rows: FRESH_MONTH,
  },
  {
    title:
      'fresh set, home care (corpus/fresh-home-care.ts; issue 43 round 7, written after rules v11, measured once with v11)',
    rows: FRESH_HOME_CARE,
  },
  {
    title:
      "fresh set, the hospital pharmacist's desk (corpus/fresh-pharmacist-desk.ts; issue 43 round 8, kept unread until rules v14 landed, measured once with v14)",
    rows: FRESH_PHARMACIST_DESK,
  },
  {
    title:
      'fresh set, mothers, children and the very old (corpus/fresh-families.ts; issue 43 round 8, kept unread until rules v14 landed, measured once with v14)',
    rows: FRESH_FAMILIES,
  },
  {
    title:
      'fresh set, infusion chairs and injection pens (corpus/fresh-injections.ts; issue 43 round 8, kept unread until rules v14 landed, measured once with v14)',
    rows: FRESH_INJECTIONS,
  },
  {
    title:
      'fresh set, minds and nerves (corpus/fresh-minds.ts; issue 43 round 9, kept unread until rules v16 landed, measured once with v16)',
    rows: FRESH_MINDS,
  },
  {
    title:
      'fresh set, spring in the clinics (corpus/fresh-spring.ts; issue 43 round 9, kept unread until rules v16 landed, measured once with v16)',
    rows: FRESH_SPRING,
  },
  {
    title:
      'fresh set, eyes, ears and mouths (corpus/fresh-eyes-ears.ts; issue 43 round 10, written after rules v16 landed, measured once with v16 and the prototype classifier)',
    rows: FRESH_EYES_EARS,
  },
  {
    title:
      'fresh set, the counter and the warehouse (corpus/fresh-counter.ts; issue 43 round 10, written after rules v16 landed, measured once with v16 and the prototype classifier)',
    rows: FRESH_COUNTER,
  },
  {
    title:
      'fresh set, skin, bones and joints (corpus/fresh-skin-bones.ts; issue 43 round 11, written after the event classifier landed, measured once with rules v16 and the model of d6be7a1)',
    rows: FRESH_SKIN_BONES,
  },
  {
    title:
      'fresh set, hearts, kidneys and blood (corpus/fresh-hearts-kidneys.ts; issue 43 round 11, written after the event classifier landed, measured once with rules v16 and the model of d6be7a1)',
    rows: FRESH_HEARTS_KIDNEYS,
  },
  {
    title:
      'fresh set, lungs, guts and infections (corpus/fresh-lungs-guts.ts; issue 43 round 11, written after the event classifier landed, measured once with rules v16 and the model of d6be7a1)',
    rows: FRESH_LUNGS_GUTS,
  },
  {
    title:
      'fresh set, women, mothers and the very young (corpus/fresh-mothers-children.ts; issue 43 round 12, written after rules v17 and model nb-bef6423f landed, measured once with them)',
    rows: FRESH_MOTHERS_CHILDREN,
  },
  {
    title:
      'fresh set, cancer wards and pain (corpus/fresh-cancer-pain.ts; issue 43 round 12, written after rules v17 and model nb-bef6423f landed, measured once with them)',
    rows: FRESH_CANCER_PAIN,
  },
  {
    title:
      'fresh set, rural practices and the elderly at home (corpus/fresh-rural-home.ts; issue 43 round 12, written after rules v17 and model nb-bef6423f landed, measured once with them)',
    rows: FRESH_RURAL_HOME,
  },
  {
    title:
      'fresh set, emergency rooms, intensive care and the operating theatre (corpus/fresh-er-icu.ts; issue 43 round 13, written after rules v18 and model nb-59cbf539 landed, measured once with them)',
    rows: FRESH_ER_ICU,
  },
  {
    title:
      'fresh set, diabetes, thyroid and lifestyle clinics (corpus/fresh-diabetes-thyroid.ts; issue 43 round 13, written after rules v18 and model nb-59cbf539 landed, measured once with them)',
    rows: FRESH_DIABETES_THYROID,
  },
  {
    title:
      'fresh set, answers to headquarters and competitor watch (corpus/fresh-hq-answers.ts; issue 43 round 13, written after rules v18 and model nb-59cbf539 landed, measured once with them)',
    rows: FRESH_HQ_ANSWERS,
  },
  ...LATER_FRESH_SETS,
];
