import type {
  Classification,
  ClassificationKey,
  MasterItem,
  SelfCheckItem,
  WizardStep,
} from '@kizuki/shared';
import { belongsToDiseaseGroup, stepsOutsideDiseaseGroup } from '@kizuki/shared/rules';

export interface ComposerState {
  /** 0..steps.length-1 are the selection steps; steps.length is the confirm step. */
  stepIndex: number;
  /** A chosen item, or null for an optional step answered "not applicable". */
  selected: Partial<Record<ClassificationKey, MasterItem | null>>;
  text: string;
  checked: SelfCheckItem[];
}

export type ComposerAction =
  | { type: 'choose'; key: ClassificationKey; item: MasterItem }
  | { type: 'skip'; key: ClassificationKey }
  | { type: 'goTo'; stepIndex: number }
  | { type: 'back' }
  | { type: 'next' }
  | { type: 'setText'; text: string }
  | { type: 'toggleCheck'; item: SelfCheckItem };

export const initialComposerState: ComposerState = {
  stepIndex: 0,
  selected: {},
  text: '',
  checked: [],
};

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
        return { ...state, selected, stepIndex: Math.min(state.stepIndex + 1, confirmIndex) };
      }
      case 'skip':
        return {
          ...state,
          selected: { ...state.selected, [action.key]: null },
          stepIndex: Math.min(state.stepIndex + 1, confirmIndex),
        };
      case 'goTo':
        return { ...state, stepIndex: Math.max(0, Math.min(action.stepIndex, confirmIndex)) };
      case 'back':
        return { ...state, stepIndex: Math.max(0, state.stepIndex - 1) };
      case 'next':
        return { ...state, stepIndex: Math.min(state.stepIndex + 1, confirmIndex) };
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
