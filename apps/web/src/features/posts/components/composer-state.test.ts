import { describe, expect, it } from 'vitest';
import type { MasterItem } from '@kizuki/shared';
import { wizardSteps } from '@kizuki/shared/rules';
import {
  composerReducer,
  initialComposerState,
  isClassificationComplete,
} from './composer-state.ts';

const item = (id: number, diseaseGroupIds: number[] = []): MasterItem => ({
  id,
  code: `c${id}`,
  nameJa: `項目${id}`,
  nameEn: `Item ${id}`,
  order: id,
  color: null,
  subGroupId: null,
  diseaseGroupIds,
});

const steps = wizardSteps('cimgibu');
const reduce = composerReducer(steps);

describe('the composer wizard state', () => {
  it('moves on when a choice is made and keeps choices going back and forward', () => {
    let state = reduce(initialComposerState, {
      type: 'choose',
      key: 'diseaseGroup',
      item: item(1),
    });
    state = reduce(state, { type: 'choose', key: 'occupationGroup', item: item(10) });
    expect(state.stepIndex).toBe(2);
    state = reduce(reduce(state, { type: 'back' }), { type: 'back' });
    expect(state.stepIndex).toBe(0);
    expect(state.selected.occupationGroup?.id).toBe(10);
    state = reduce(state, { type: 'next' });
    expect(state.selected.diseaseGroup?.id).toBe(1);
  });

  it('clears, on a new disease group, the choices that do not belong to it', () => {
    let state = reduce(initialComposerState, {
      type: 'choose',
      key: 'diseaseGroup',
      item: item(1),
    });
    state = reduce(state, { type: 'choose', key: 'occupationGroup', item: item(10) }); // every group
    state = reduce(state, { type: 'goTo', stepIndex: 4 });
    state = reduce(state, { type: 'choose', key: 'disease', item: item(20, [1]) });
    state = reduce(state, { type: 'choose', key: 'productGroup', item: item(30, [1, 2]) });
    state = reduce(state, { type: 'goTo', stepIndex: 0 });
    state = reduce(state, { type: 'choose', key: 'diseaseGroup', item: item(2) });
    expect(state.selected.disease).toBeUndefined();
    expect(state.selected.occupationGroup?.id).toBe(10);
    expect(state.selected.productGroup?.id).toBe(30);
  });

  it('is complete when required steps have a choice and optional ones an answer', () => {
    let state = initialComposerState;
    for (const step of steps) {
      expect(isClassificationComplete(steps, state)).toBe(false);
      state = step.optional
        ? reduce(state, { type: 'skip', key: step.key })
        : reduce(state, { type: 'choose', key: step.key, item: item(1) });
    }
    expect(isClassificationComplete(steps, state)).toBe(true);
    expect(state.stepIndex).toBe(steps.length);
  });

  it('toggles self-check items', () => {
    let state = reduce(initialComposerState, { type: 'toggleCheck', item: 'noOwnCompany' });
    expect(state.checked).toEqual(['noOwnCompany']);
    state = reduce(state, { type: 'toggleCheck', item: 'noOwnCompany' });
    expect(state.checked).toEqual([]);
  });
});
