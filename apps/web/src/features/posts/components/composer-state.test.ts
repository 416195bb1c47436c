import { describe, expect, it } from 'vitest';
import type { MasterItem } from '@kizuki/shared';
import { wizardSteps } from '@kizuki/shared/rules';
import {
  classificationToSave,
  composerReducer,
  firstUnansweredStep,
  initialComposerState,
  isClassificationComplete,
  isReadyToSubmit,
  retiredChoices,
  selectionFromClassification,
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
  active: true,
  synonyms: [],
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

  it('pre-selects suggestions only on steps the writer has not answered, and "next" or a choice confirms them (issue 23)', () => {
    let state = reduce(initialComposerState, { type: 'startWithText' });
    expect(state.writingFirst).toBe(true);
    state = reduce(state, {
      type: 'suggest',
      suggestion: {
        diseaseGroup: item(1),
        disease: item(20, [1]),
        competitiveProduct: item(40, [1]),
      },
    });
    expect(state.suggested).toEqual(['diseaseGroup', 'disease', 'competitiveProduct']);
    state = reduce(state, { type: 'textWritten' });
    expect(state).toMatchObject({ writingFirst: false, stepIndex: 0 });
    // "Next" on the suggested disease group confirms it.
    state = reduce(state, { type: 'next' });
    expect(state.suggested).toEqual(['disease', 'competitiveProduct']);
    // The writer changes the disease: theirs now, whatever the text says later.
    state = reduce(state, { type: 'goTo', stepIndex: 4 });
    state = reduce(state, { type: 'choose', key: 'disease', item: item(21, [1]) });
    expect(state.suggested).toEqual(['competitiveProduct']);
    state = reduce(state, {
      type: 'suggest',
      suggestion: { diseaseGroup: item(2), disease: item(22, [2]), category: item(50) },
    });
    expect(state.selected.diseaseGroup?.id).toBe(1);
    expect(state.selected.disease?.id).toBe(21);
    // The product no longer suggested is taken back; the category is new.
    expect(state.selected.competitiveProduct).toBeUndefined();
    expect(state.selected.category?.id).toBe(50);
    expect(state.suggested).toEqual(['category']);
  });

  it('takes back a suggestion the chosen disease group does not list, and one a new group clears', () => {
    let state = reduce(initialComposerState, {
      type: 'choose',
      key: 'diseaseGroup',
      item: item(1),
    });
    state = reduce(state, {
      type: 'suggest',
      suggestion: { competitiveProduct: item(40, [2]), productGroup: item(30, [1]) },
    });
    expect(state.selected.competitiveProduct).toBeUndefined();
    expect(state.suggested).toEqual(['productGroup']);
    state = reduce(state, { type: 'goTo', stepIndex: 0 });
    state = reduce(state, { type: 'choose', key: 'diseaseGroup', item: item(2) });
    expect(state.selected.productGroup).toBeUndefined();
    expect(state.suggested).toEqual([]);
  });

  it('keeps Post disabled while a suggestion waits, and saves a draft without the unconfirmed ones (issue 23)', () => {
    let state = reduce(initialComposerState, { type: 'startWithText' });
    state = reduce(state, {
      type: 'suggest',
      suggestion: { diseaseGroup: item(1), disease: item(20, [1]), category: item(50) },
    });
    state = reduce(state, { type: 'textWritten' });
    // The writer confirms the disease group and answers every other step but the disease and
    // the category, which stay as the text suggested them.
    state = reduce(state, { type: 'next' });
    for (const step of steps.slice(1)) {
      if (step.key === 'disease' || step.key === 'category') continue;
      state = step.optional
        ? reduce(state, { type: 'skip', key: step.key })
        : reduce(state, { type: 'choose', key: step.key, item: item(60, [1]) });
    }
    expect(state.suggested).toEqual(['disease', 'category']);
    expect(isClassificationComplete(steps, state)).toBe(true);
    expect(isReadyToSubmit(steps, state)).toBe(false);

    const saved = classificationToSave(steps, state);
    expect(saved.diseaseGroupId).toBe(1);
    expect(saved.diseaseId).toBeNull();
    expect(saved.categoryId).toBeNull();
    expect(saved.occupationGroupId).toBe(60);
    // Reopened, the draft asks for the steps the writer never confirmed.
    const items = new Map([item(1), item(20, [1]), item(50), item(60, [1])].map((i) => [i.id, i]));
    const reopened = selectionFromClassification(steps, saved, items);
    expect(reopened.disease).toBeUndefined();
    expect(firstUnansweredStep(steps, reopened)).toBe(
      steps.findIndex((step) => step.key === 'disease'),
    );

    // Confirming both readies Post, and the save then carries them.
    state = reduce(state, { type: 'goTo', stepIndex: steps.findIndex((s) => s.key === 'disease') });
    state = reduce(state, { type: 'next' });
    expect(isReadyToSubmit(steps, state)).toBe(false);
    state = reduce(state, {
      type: 'goTo',
      stepIndex: steps.findIndex((s) => s.key === 'category'),
    });
    state = reduce(state, { type: 'next' });
    expect(isReadyToSubmit(steps, state)).toBe(true);
    expect(classificationToSave(steps, state)).toMatchObject({ diseaseId: 20, categoryId: 50 });
  });

  it('goes back from the first step to the text when the post was started from it (issue 23)', () => {
    let state = reduce(initialComposerState, { type: 'startWithText' });
    state = reduce(state, { type: 'setText', text: '他社の新しい資料' });
    state = reduce(state, { type: 'textWritten' });
    expect(state).toMatchObject({ writingFirst: false, stepIndex: 0 });
    state = reduce(state, { type: 'back' });
    expect(state).toMatchObject({ writingFirst: true, text: '他社の新しい資料' });
    // A post started from the steps stays on its first step.
    expect(reduce(initialComposerState, { type: 'back' })).toMatchObject({
      writingFirst: false,
      stepIndex: 0,
    });
  });

  it('toggles self-check items', () => {
    let state = reduce(initialComposerState, { type: 'toggleCheck', item: 'noOwnCompany' });
    expect(state.checked).toEqual(['noOwnCompany']);
    state = reduce(state, { type: 'toggleCheck', item: 'noOwnCompany' });
    expect(state.checked).toEqual([]);
  });
});

describe('starting from an existing classification (a quote, a draft)', () => {
  const items = new Map(
    [item(1), item(10), item(11), item(20, [1]), item(30, [2]), item(40, [1]), item(50)].map(
      (entry) => [entry.id, entry],
    ),
  );

  it('prefills every step whose item still exists and belongs to the disease group', () => {
    const selected = selectionFromClassification(
      steps,
      {
        diseaseGroupId: 1,
        occupationGroupId: 10,
        workplaceId: 11,
        occupationId: 999, // no longer in the unit's master data
        diseaseId: 20,
        productGroupId: 30, // of disease group 2
        competitiveProductId: null, // answered "not applicable"
        categoryId: 50,
        activityId: 40,
      },
      items,
    );
    expect(
      Object.fromEntries(Object.entries(selected).map(([k, v]) => [k, v?.id ?? null])),
    ).toEqual({
      diseaseGroup: 1,
      occupationGroup: 10,
      workplace: 11,
      disease: 20,
      competitiveProduct: null,
      category: 50,
      activity: 40,
    });
    // The writer is taken to the first step left open, and must answer it before submitting.
    expect(steps[firstUnansweredStep(steps, selected)]!.key).toBe('occupation');
    expect(isClassificationComplete(steps, { ...initialComposerState, selected })).toBe(false);
  });

  it('lets the writer change a prefilled step, re-checking the later ones', () => {
    const selected = selectionFromClassification(
      steps,
      { diseaseGroupId: 1, diseaseId: 20, categoryId: 50, activityId: 40 },
      items,
    );
    const state = reduce(
      { ...initialComposerState, selected },
      { type: 'choose', key: 'diseaseGroup', item: item(2) },
    );
    expect(state.stepIndex).toBe(1);
    expect(state.selected.diseaseGroup?.id).toBe(2);
    expect(state.selected.category?.id).toBe(50);
    expect('disease' in state.selected).toBe(false);
    expect('activity' in state.selected).toBe(false);
  });

  it('is the confirm step when every step is answered', () => {
    const selected = Object.fromEntries(steps.map((step) => [step.key, item(1)]));
    expect(firstUnansweredStep(steps, selected)).toBe(steps.length);
  });

  it('leaves a step whose item was retired since unanswered, and names that item', () => {
    const retiredProduct = { ...item(60), active: false };
    const withRetired = new Map([...items, [60, retiredProduct]]);
    const classification = {
      diseaseGroupId: 1,
      occupationGroupId: 10,
      workplaceId: 11,
      occupationId: 11,
      diseaseId: 20,
      productGroupId: 40,
      competitiveProductId: 60,
      categoryId: 50,
      activityId: 40,
    };
    const selected = selectionFromClassification(steps, classification, withRetired);
    expect('competitiveProduct' in selected).toBe(false);
    expect(steps[firstUnansweredStep(steps, selected)]!.key).toBe('competitiveProduct');
    expect(retiredChoices(steps, classification, withRetired)).toEqual({
      competitiveProduct: retiredProduct,
    });
    expect(
      retiredChoices(steps, { ...classification, competitiveProductId: null }, withRetired),
    ).toEqual({});
  });
});
