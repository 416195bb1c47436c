import { FRESH_VACCINES } from './fresh-vaccines.ts';
import { FRESH_RARE_BIOLOGICS } from './fresh-rare-biologics.ts';
import { FRESH_UROLOGY_AGEING } from './fresh-urology-ageing.ts';
import { FRESH_GASTRO_LIVER } from './fresh-gastro-liver.ts';
import { FRESH_RESPIRATORY } from './fresh-respiratory.ts';
import { FRESH_WEEKLY } from './fresh-weekly.ts';
import { FRESH_FORMULARY } from './fresh-formulary.ts';
import { FRESH_MIND_SLEEP } from './fresh-mind-sleep.ts';
import { FRESH_SEMINARS } from './fresh-seminars.ts';
import { FRESH_DRUGSTORE } from './fresh-drugstore.ts';
import { FRESH_WORKPLACE } from './fresh-workplace.ts';
import { FRESH_TEAM_CHAT } from './fresh-team-chat.ts';
import { FRESH_RHEUM_ORTHO } from './fresh-rheum-ortho.ts';
import { FRESH_NIGHT_DUTY } from './fresh-night-duty.ts';
import { FRESH_ISLANDS } from './fresh-islands.ts';
import { FRESH_ONCOLOGY_OUTPATIENT } from './fresh-oncology-outpatient.ts';
import { FRESH_WARD_HANDOVER } from './fresh-ward-handover.ts';
import { FRESH_SKIN_CLINICS } from './fresh-skin-clinics.ts';
import type { Row } from './types.ts';

/**
 * Issue 43's fresh sets from round 14 on (fresh-sets.ts lists them after the earlier ones): each
 * written by a helper who had seen neither the rules nor the earlier sets, measured once.
 */
export const LATER_FRESH_SETS: readonly { title: string; rows: readonly Row[] }[] = [
  {
    title:
      'fresh set, vaccines, infections and travel clinics (corpus/fresh-vaccines.ts; issue 43 round 14, written after rules v19 landed, measured once with rules v19 and model nb-a5d645b9)',
    rows: FRESH_VACCINES,
  },
  {
    title:
      'fresh set, rare diseases, biologics and home infusion (corpus/fresh-rare-biologics.ts; issue 43 round 14, written after rules v19 landed, measured once with rules v19 and model nb-a5d645b9)',
    rows: FRESH_RARE_BIOLOGICS,
  },
  {
    title:
      "fresh set, urology, men's health and the ageing patient (corpus/fresh-urology-ageing.ts; issue 43 round 14, written after rules v19 landed, measured once with rules v19 and model nb-a5d645b9)",
    rows: FRESH_UROLOGY_AGEING,
  },
  {
    title:
      'fresh set, gastroenterology, IBD and liver clinics (corpus/fresh-gastro-liver.ts; issue 43 round 15, written after rules v21 landed, measured once with rules v21 and model nb-3408195a)',
    rows: FRESH_GASTRO_LIVER,
  },
  {
    title:
      'fresh set, asthma, COPD, inhalers and the allergy season (corpus/fresh-respiratory.ts; issue 43 round 15, written after rules v21 landed, measured once with rules v21 and model nb-3408195a)',
    rows: FRESH_RESPIRATORY,
  },
  {
    title:
      'fresh set, Friday weekly summaries (corpus/fresh-weekly.ts; issue 43 round 15, written after rules v21 landed, measured once with rules v21 and model nb-3408195a)',
    rows: FRESH_WEEKLY,
  },
  {
    title:
      'fresh set, hospital pharmacies, formularies and wholesalers (corpus/fresh-formulary.ts; issue 43 round 16, written after rules v22 landed, measured once with rules v22 and model nb-8a2f6e73)',
    rows: FRESH_FORMULARY,
  },
  {
    title:
      'fresh set, psychiatry, sleep, dementia and pain, dictated in the car (corpus/fresh-mind-sleep.ts; issue 43 round 16, written after rules v22 landed, measured once with rules v22 and model nb-8a2f6e73)',
    rows: FRESH_MIND_SLEEP,
  },
  {
    title:
      'fresh set, conferences, seminars and advisory boards (corpus/fresh-seminars.ts; issue 43 round 16, written after rules v22 landed, measured once with rules v22 and model nb-8a2f6e73)',
    rows: FRESH_SEMINARS,
  },
  {
    title:
      'fresh set, drugstores, OTC and Kampo (corpus/fresh-drugstore.ts; issue 43 round 17, written after rules v23 landed, measured once with rules v23 and model nb-32289340)',
    rows: FRESH_DRUGSTORE,
  },
  {
    title:
      'fresh set, occupational health and sports medicine (corpus/fresh-workplace.ts; issue 43 round 17, written after rules v23 landed, measured once with rules v23 and model nb-32289340)',
    rows: FRESH_WORKPLACE,
  },
  {
    title:
      'fresh set, dialysis and transplant in the team chat (corpus/fresh-team-chat.ts; issue 43 round 17, written after rules v23 landed, measured once with rules v23 and model nb-32289340)',
    rows: FRESH_TEAM_CHAT,
  },
  {
    title:
      'fresh set, rheumatology, orthopaedics and rehabilitation (corpus/fresh-rheum-ortho.ts; issue 43 round 18, written after rules v24 landed, measured once with rules v24 and model nb-29da2f6f)',
    rows: FRESH_RHEUM_ORTHO,
  },
  {
    title:
      'fresh set, nights, holidays and duty pharmacies (corpus/fresh-night-duty.ts; issue 43 round 18, written after rules v24 landed, measured once with rules v24 and model nb-29da2f6f)',
    rows: FRESH_NIGHT_DUTY,
  },
  {
    title:
      'fresh set, remote islands and villages (corpus/fresh-islands.ts; issue 43 round 18, written after rules v24 landed, measured once with rules v24 and model nb-29da2f6f)',
    rows: FRESH_ISLANDS,
  },
  {
    title:
      'fresh set, outpatient chemotherapy and supportive care (corpus/fresh-oncology-outpatient.ts; issue 43 round 19, written after rules v25 landed, measured once with rules v25 and model nb-0d35f802)',
    rows: FRESH_ONCOLOGY_OUTPATIENT,
  },
  {
    title:
      'fresh set, hospital wards at handover (corpus/fresh-ward-handover.ts; issue 43 round 19, written after rules v25 landed, measured once with rules v25 and model nb-0d35f802)',
    rows: FRESH_WARD_HANDOVER,
  },
  {
    title:
      'fresh set, dermatology and aesthetic clinics (corpus/fresh-skin-clinics.ts; issue 43 round 19, written after rules v25 landed, measured once with rules v25 and model nb-0d35f802)',
    rows: FRESH_SKIN_CLINICS,
  },
];
