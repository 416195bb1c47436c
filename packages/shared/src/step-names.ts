import type { StepLabel } from './wizard.ts';
import { STEP_NAMES_EN } from './step-names-en.ts';
import { STEP_NAMES_JA } from './step-names-ja.ts';

export { STEP_NAMES_EN, STEP_NAMES_JA };

/**
 * The names of the wizard's steps (SPEC.md section 2: a unit may call a step otherwise) in each
 * language: the web app's `wizard>>steps` strings and the header row of a CSV export alike.
 */
export const STEP_NAMES: Record<'ja' | 'en', Record<StepLabel, string>> = {
  ja: STEP_NAMES_JA,
  en: STEP_NAMES_EN,
};
