import type {
  Classification,
  ClassificationKey,
  MasterItem,
  SelfCheckItem,
  SuggestedKey,
  WizardStep,
} from '@kizuki/shared';
import {
  belongsToDiseaseGroup,
  SUGGESTED_KEYS,
  stepsOutsideDiseaseGroup,
} from '@kizuki/shared/rules';

export interface ComposerState {
  /** 0..steps.length-1 are the selection steps; steps.length is the confirm step. */
  stepIndex: number;
  /** A chosen item, or null for an optional step answered "not applicable". */
  selected: Partial<Record<ClassificationKey, MasterItem | null>>;
  text: string;
  checked: SelfCheckItem[];
  /**
   * Issue 23: the steps whose choice the text suggested and the writer has not yet confirmed (by
   * "next") or changed. Submitting waits until there are none: nothing is chosen silently.
   */
  suggested: ClassificationKey[];
  /** The writer is writing the text first (issue 23), before the steps. */
  writingFirst: boolean;
  /** The writer chose to start from the text once: the suggestions run from then on. */
  startedFromText: boolean;
}

export type ComposerAction =
  | { type: 'choose'; key: ClassificationKey; item: MasterItem }
  | { type: 'skip'; key: ClassificationKey }
  | { type: 'goTo'; stepIndex: number }
  | { type: 'back' }
  | { type: 'next' }
  | { type: 'setText'; text: string }
  | { type: 'toggleCheck'; item: SelfCheckItem }
  | { type: 'startWithText' }
  | { type: 'textWritten' }
  | { type: 'suggest'; suggestion: Partial<Record<SuggestedKey, MasterItem>> }
  /** Issue 39: the work kept on the device from an earlier session of the same composer. */
  | { type: 'restore'; state: ComposerState };

export const initialComposerState: ComposerState = {
  stepIndex: 0,
  selected: {},
  text: '',
  checked: [],
  suggested: [],
  writingFirst: false,
  startedFromText: false,
};

/** The writer's own answer to a step: it is no longer a suggestion. */
const answered = (state: ComposerState, key: ClassificationKey) =>
  state.suggested.filter((suggested) => suggested !== key);

/**
 * Issue 23: the text's suggestion on the steps the writer has not answered themselves (none chosen,
 * or a suggestion not yet confirmed); a step the writer answered keeps its answer. A suggestion
 * the writer's disease group does not list is not made.
 */
function applySuggestion(
  steps: WizardStep[],
  state: ComposerState,
  suggestion: Partial<Record<SuggestedKey, MasterItem>>,
): ComposerState {
  const selected = { ...state.selected };
  let suggested = [...state.suggested];
  const open = (key: ClassificationKey) => !(key in selected) || suggested.includes(key);
  for (const step of steps) {
    const key = step.key;
    if (!(SUGGESTED_KEYS as readonly string[]).includes(key) || !open(key)) continue;
    const item = suggestion[key as SuggestedKey];
    if (item) {
      selected[key] = item;
      if (!suggested.includes(key)) suggested.push(key);
    } else if (suggested.includes(key)) {
      delete selected[key];
      suggested = suggested.filter((other) => other !== key);
    }
  }
  const outside = stepsOutsideDiseaseGroup(steps, selected, selected.diseaseGroup?.id);
  for (const key of outside.filter((key) => suggested.includes(key))) {
    delete selected[key];
    suggested = suggested.filter((other) => other !== key);
  }
  const unchanged =
    suggested.length === state.suggested.length &&
    steps.every((step) => selected[step.key] === state.selected[step.key]);
  return unchanged ? state : { ...state, selected, suggested };
}

/**
 * The wizard's rules: choosing moves on; back and forward keep the choices; a new disease group
 * clears the choices it no longer lists.
 */
export function composerReducer(steps: WizardStep[]) {
  return (state: ComposerState, action: ComposerAction): ComposerState => {
    const confirmIndex = steps.length;
    switch (action.type) {
      case 'choose': {
        let selected = { ...state.selected, [action.key]: action.item };
        if (action.key === 'diseaseGroup') {
          selected = Object.fromEntries(
            Object.entries(selected).filter(
              ([key, item]) =>
                key === 'diseaseGroup' || !item || belongsToDiseaseGroup(item, action.item.id),
            ),
          );
        }
        return {
          ...state,
          selected,
          suggested: answered(state, action.key).filter((key) => key in selected),
          stepIndex: Math.min(state.stepIndex + 1, confirmIndex),
        };
      }
      case 'skip':
        return {
          ...state,
          selected: { ...state.selected, [action.key]: null },
          suggested: answered(state, action.key),
          stepIndex: Math.min(state.stepIndex + 1, confirmIndex),
        };
      case 'goTo':
        return { ...state, stepIndex: Math.max(0, Math.min(action.stepIndex, confirmIndex)) };
      case 'back':
        // Back from the text (issue 39: it was a dead end) leads to the steps, the text kept; a
        // post started from its text goes back from the first step to the text.
        if (state.writingFirst) return { ...state, writingFirst: false };
        if (state.stepIndex === 0 && state.startedFromText) return { ...state, writingFirst: true };
        return { ...state, stepIndex: Math.max(0, state.stepIndex - 1) };
      case 'next': {
        // "Next" on a suggested choice is the writer confirming it.
        const key = steps[state.stepIndex]?.key;
        return {
          ...state,
          suggested: key ? answered(state, key) : state.suggested,
          stepIndex: Math.min(state.stepIndex + 1, confirmIndex),
        };
      }
      case 'startWithText':
        return { ...state, writingFirst: true, startedFromText: true };
      case 'textWritten':
        return { ...state, writingFirst: false, stepIndex: 0 };
      case 'suggest':
        return applySuggestion(steps, state, action.suggestion);
      case 'restore':
        return { ...action.state, stepIndex: Math.min(action.state.stepIndex, confirmIndex) };
      case 'setText':
        return { ...state, text: action.text };
      case 'toggleCheck':
        return {
          ...state,
          checked: state.checked.includes(action.item)
            ? state.checked.filter((item) => item !== action.item)
            : [...state.checked, action.item],
        };
    }
  };
}

/** Every step answered: required ones with an item, optional ones with an item or "not applicable". */
export function isClassificationComplete(steps: WizardStep[], state: ComposerState) {
  return steps.every((step) =>
    step.optional ? step.key in state.selected : Boolean(state.selected[step.key]),
  );
}

/**
 * Issue 23: Post waits until every step is answered and no suggestion is left unconfirmed: nothing
 * is chosen silently.
 */
export function isReadyToSubmit(steps: WizardStep[], state: ComposerState) {
  return state.suggested.length === 0 && isClassificationComplete(steps, state);
}

/**
 * The classification a save sends. A draft keeps none of the suggestions the writer has not
 * confirmed (issue 23): reopened, the draft would show them as the writer's own choices. Such a
 * step is saved empty, as a step the writer had not reached is.
 */
export function classificationToSave(steps: WizardStep[], state: ComposerState): Classification {
  return Object.fromEntries(
    steps.map((step) => [
      `${step.key}Id`,
      state.suggested.includes(step.key) ? null : (state.selected[step.key]?.id ?? null),
    ]),
  );
}

/**
 * The choices of an existing classification (a draft's, or the quoted post's for a quote), as far
 * as they still hold: an id whose item is no longer in the unit's master data (`items` lacks it),
 * or whose item is not one of the chosen disease group's, is left for the writer to choose again.
 * An optional step left empty counts as answered "not applicable".
 */
export function selectionFromClassification(
  steps: WizardStep[],
  classification: Classification,
  items: ReadonlyMap<number, MasterItem>,
): ComposerState['selected'] {
  const selected: ComposerState['selected'] = {};
  for (const step of steps) {
    const id = classification[`${step.key}Id`];
    const item = id == null ? undefined : items.get(id);
    // A retired item (issue 20) is no longer offered, and a submission naming it is refused: its
    // step is left unanswered, for the writer to choose again (see retiredChoices).
    if (item && item.active !== false) selected[step.key] = item;
    else if (step.optional && id == null) selected[step.key] = null;
  }
  for (const key of stepsOutsideDiseaseGroup(steps, selected, selected.diseaseGroup?.id)) {
    delete selected[key];
  }
  return selected;
}

/**
 * The choices of a classification whose items an admin has retired since (issue 20): the wizard
 * says so on their steps, which selectionFromClassification leaves unanswered.
 */
export function retiredChoices(
  steps: WizardStep[],
  classification: Classification,
  items: ReadonlyMap<number, MasterItem>,
): RetiredChoices {
  const retired: RetiredChoices = {};
  for (const step of steps) {
    const id = classification[`${step.key}Id`];
    const item = id == null ? undefined : items.get(id);
    if (item?.active === false) retired[step.key] = item;
  }
  return retired;
}
export type RetiredChoices = Partial<Record<ClassificationKey, MasterItem>>;

/** The first required step without a choice, or the confirm step when every one has one. */
export function firstUnansweredStep(steps: WizardStep[], selected: ComposerState['selected']) {
  const index = steps.findIndex((step) =>
    step.optional ? !(step.key in selected) : !selected[step.key],
  );
  return index === -1 ? steps.length : index;
}
