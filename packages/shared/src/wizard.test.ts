import { describe, expect, it } from 'vitest';
import { BUSINESS_UNITS } from './business-units.ts';
import { missingSelfCheckItems, selfCheckItems } from './self-check.ts';
import { COLLECTION_OF, COLLECTIONS, FILTER_FIELDS, wizardSteps } from './wizard.ts';
import { belongsToDiseaseGroup, stepsOutsideDiseaseGroup } from './wizard-narrowing.ts';

const stepsOf = (unit: (typeof BUSINESS_UNITS)[number]) =>
  wizardSteps(unit).map((step) =>
    step.label === step.key ? step.key : `${step.key}:${step.label}`,
  );

describe('the post-creation wizard of each unit (SPEC.md section 2)', () => {
  it('cimgibu uses the plain names and every step', () => {
    expect(stepsOf('cimgibu')).toEqual([
      'diseaseGroup',
      'occupationGroup',
      'workplace',
      'occupation',
      'disease',
      'productGroup',
      'competitiveProduct',
      'category',
      'activity',
    ]);
  });

  it('cimrdbu calls the disease group franchise and has no product-group step', () => {
    expect(stepsOf('cimrdbu')).toEqual([
      'diseaseGroup:franchise',
      'occupationGroup',
      'workplace',
      'occupation',
      'disease',
      'competitiveProduct',
      'category',
      'activity',
    ]);
  });

  it('cimjobu calls the disease group product, the product group information category, and category and activity CI-activity items', () => {
    expect(stepsOf('cimjobu')).toEqual([
      'diseaseGroup:product',
      'occupationGroup',
      'workplace',
      'occupation',
      'disease',
      'productGroup:informationCategory',
      'competitiveProduct',
      'category:ciActivityCategory',
      'activity:ciActivity',
    ]);
  });

  it('cimjpbu1 renames four steps and has no activity step', () => {
    expect(stepsOf('cimjpbu1')).toEqual([
      'diseaseGroup:franchise',
      'occupationGroup:jobType',
      'workplace',
      'occupation:doctorCategory',
      'disease',
      'productGroup:informationType',
      'competitiveProduct',
      'category',
    ]);
  });

  it('lets only the competitive product and the activity be skipped', () => {
    for (const unit of BUSINESS_UNITS) {
      expect(
        wizardSteps(unit)
          .filter((step) => step.optional)
          .map((step) => step.key),
      ).toEqual(
        expect.arrayContaining(
          wizardSteps(unit)
            .filter((s) => ['competitiveProduct', 'activity'].includes(s.key))
            .map((s) => s.key),
        ),
      );
      expect(
        wizardSteps(unit)
          .filter((step) => step.optional)
          .every((step) => ['competitiveProduct', 'activity'].includes(step.key)),
      ).toBe(true);
    }
  });

  it('maps every key to one of the nine collections and one filter field', () => {
    expect(new Set(Object.values(COLLECTION_OF))).toEqual(new Set(COLLECTIONS));
    expect(FILTER_FIELDS).toEqual([
      'occupationGroupId',
      'workplaceId',
      'occupationId',
      'diseaseGroupId',
      'diseaseId',
      'productGroupId',
      'competitiveProductId',
      'categoryId',
      'activityId',
    ]);
  });
});

describe('narrowing by the disease group (SPEC.md section 2)', () => {
  const tcb = 1;
  const vaccine = 2;
  const travelClinic = { id: 30, diseaseGroupIds: [vaccine] };
  const internist = { id: 31, diseaseGroupIds: [] };
  const ppi = { id: 40, diseaseGroupIds: [tcb] };

  it('keeps an item of the chosen group or of every group, and drops one of another group', () => {
    expect(belongsToDiseaseGroup(ppi, tcb)).toBe(true);
    expect(belongsToDiseaseGroup(internist, tcb)).toBe(true);
    expect(belongsToDiseaseGroup(travelClinic, tcb)).toBe(false);
    expect(belongsToDiseaseGroup(travelClinic, null)).toBe(true);
  });

  it('names the segment and category steps outside the chosen group, in wizard order', () => {
    const steps = wizardSteps('cimjpbu1');
    expect(
      stepsOutsideDiseaseGroup(
        steps,
        {
          diseaseGroup: { id: tcb, diseaseGroupIds: [] },
          occupation: travelClinic,
          workplace: internist,
          productGroup: ppi,
          competitiveProduct: null,
          category: { id: 50, diseaseGroupIds: [vaccine] },
        },
        tcb,
      ),
    ).toEqual(['occupation', 'category']);
    expect(stepsOutsideDiseaseGroup(steps, { occupation: travelClinic }, vaccine)).toEqual([]);
  });
});

describe('the self-check (SPEC.md section 5)', () => {
  it.each([
    ['post', 'noSimilarContent'],
    ['reply', 'relatesToPost'],
    ['quote', 'relatesToQuotedPost'],
  ] as const)('a %s has the six common items and %s', (kind, extra) => {
    expect(selfCheckItems(kind)).toEqual([
      'competitorMarketOnly',
      'noOwnCompany',
      'noIdentification',
      'noDefamation',
      'noAdverseEvents',
      'principleBased',
      extra,
    ]);
  });

  it('names what is missing, and nothing when all are confirmed', () => {
    expect(missingSelfCheckItems('reply', ['noOwnCompany', 'relatesToPost'])).toEqual([
      'competitorMarketOnly',
      'noIdentification',
      'noDefamation',
      'noAdverseEvents',
      'principleBased',
    ]);
    expect(missingSelfCheckItems('post', selfCheckItems('post'))).toEqual([]);
    expect(missingSelfCheckItems('quote', selfCheckItems('post'))).toEqual(['relatesToQuotedPost']);
  });
});
