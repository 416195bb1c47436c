import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  delegationPeriodProblem,
  hasSavedSearchCondition,
  learntAtProblem,
  LEARNT_AT_CLOCK_SKEW_MS,
  LEARNT_AT_OLDEST_DAYS,
} from '../rules.ts';
import * as limits from '../rules.ts';
import { FILTER_FIELDS } from '../wizard.ts';
import { AuditLogQuerySchema } from './audit.ts';
import {
  CreateRedactionBodySchema,
  CreateReportBodySchema,
  CreateSafetyCaseBodySchema,
  ScreenRequestSchema,
  ScreenRuleSchema,
  TestBenchBodySchema,
} from './compliance.ts';
import {
  CreateMasterItemBodySchema,
  itemCodeSchema,
  MasterItemListQuerySchema,
} from './master-data.ts';
import { NotificationListQuerySchema } from './notifications.ts';
import { CreateSavedSearchBodySchema } from './saved-searches.ts';
import { OpenInquiryBodySchema, RejectTaskBodySchema, TaskListQuerySchema } from './tasks.ts';
import { PublishTermsBodySchema } from './terms.ts';
import { CreateOrganizationBodySchema, CreateUserBodySchema, UserListQuerySchema } from './user.ts';

/**
 * One source for each limit (issue 42): the screens read the zod-free limits (`@kizuki/shared/rules`)
 * and the schemas must hold the same, so that a form never lets through what the server refuses,
 * nor refuses what it takes. Each schema takes a text of the limit's length and refuses one longer.
 */
const LENGTH_LIMITS: [string, z.ZodType, number][] = [
  ['a rule’s id', ScreenRuleSchema.shape.id, limits.RULE_ID_MAX],
  ['a rule’s message', ScreenRuleSchema.shape.message.shape.ja, limits.RULE_MESSAGE_MAX],
  ['a rule’s pattern', ScreenRuleSchema.shape.pattern, limits.RULE_PATTERN_MAX],
  ['a rule’s term', ScreenRuleSchema.shape.terms.unwrap().element, limits.RULE_TERM_MAX],
  ['an exception', ScreenRuleSchema.shape.exceptions.unwrap().element, limits.RULE_PATTERN_MAX],
  ['a text screened', ScreenRequestSchema.shape.text, limits.MAX_POST_LENGTH],
  ['the test bench’s text', TestBenchBodySchema.shape.text, limits.MAX_POST_LENGTH],
  [
    'a safety case’s product',
    CreateSafetyCaseBodySchema.shape.product,
    limits.SAFETY_CASE_PRODUCT_MAX,
  ],
  ['what happened', CreateSafetyCaseBodySchema.shape.whatHappened, limits.SAFETY_CASE_TEXT_MAX],
  ['a report’s comment', CreateReportBodySchema.shape.comment, limits.REPORT_COMMENT_MAX],
  ['a redaction’s reason', CreateRedactionBodySchema.shape.reason, limits.REDACTION_REASON_MAX],
  ['a redacted passage', CreateRedactionBodySchema.shape.passage, limits.MAX_POST_LENGTH],
  ['a reason to return content', RejectTaskBodySchema.shape.reason, limits.REJECT_REASON_MAX],
  ['an inquiry’s question', OpenInquiryBodySchema.shape.question, limits.INQUIRY_QUESTION_MAX],
  ['the tray’s keyword', TaskListQuerySchema.shape.keyword, limits.MAX_KEYWORD_LENGTH],
  ['the notices’ keyword', NotificationListQuerySchema.shape.keyword, limits.MAX_KEYWORD_LENGTH],
  ['an item’s name', CreateMasterItemBodySchema.shape.nameJa, limits.MASTER_NAME_MAX],
  ['an item’s code', itemCodeSchema, limits.ITEM_CODE_MAX],
  ['a wizard step’s search', MasterItemListQuerySchema.shape.q, limits.MAX_MASTER_SEARCH_LENGTH],
  ['an organization’s name', CreateOrganizationBodySchema.shape.name, limits.MASTER_NAME_MAX],
  ['a person’s name', CreateUserBodySchema.shape.firstName, limits.PERSON_NAME_MAX],
  ['the people search', UserListQuerySchema.shape.q, limits.PEOPLE_SEARCH_MAX],
  ['the terms', PublishTermsBodySchema.shape.textJa, limits.MAX_TERMS_TEXT_LENGTH],
  ['an audited object’s id', AuditLogQuerySchema.shape.objectId, limits.AUDIT_OBJECT_ID_MAX],
];

/** A text of `length` characters that every one of these fields takes in form (a code's too). */
const textOf = (length: number) => 'a'.repeat(length);

describe('each schema holds the limit the screens read', () => {
  it.each(LENGTH_LIMITS)('%s: takes its limit and refuses one more', (_name, schema, max) => {
    expect(schema.safeParse(textOf(max)).success).toBe(true);
    expect(schema.safeParse(textOf(max + 1)).success).toBe(false);
  });

  it('an e-mail: takes the longest address and refuses one more', () => {
    // Labels of 60 characters at most, as a domain's may be, to the length asked for.
    const address = (length: number) => {
      const labels: string[] = [];
      let rest = length - 'a@'.length - '.jp'.length;
      while (rest > 0) {
        const dot = labels.length > 0 ? 1 : 0;
        const label = Math.min(60, rest - dot);
        labels.push('b'.repeat(label));
        rest -= label + dot;
      }
      return `a@${labels.join('.')}.jp`;
    };
    const { email: schema } = CreateUserBodySchema.shape;
    expect(address(limits.EMAIL_MAX)).toHaveLength(limits.EMAIL_MAX);
    expect(schema.safeParse(address(limits.EMAIL_MAX)).success).toBe(true);
    expect(schema.safeParse(address(limits.EMAIL_MAX + 1)).success).toBe(false);
  });

  it.each([
    [
      'a rule’s id',
      ScreenRuleSchema.shape.id,
      limits.RULE_ID_PATTERN,
      ['a', 'jp.name-1', 'A', '-a', 'a b', 'あ'],
    ],
    [
      'a rule’s flags',
      ScreenRuleSchema.shape.flags,
      limits.RULE_FLAGS_PATTERN,
      ['', 'iu', 'imsu', 'ii', 'g', 'x'],
    ],
    [
      'an item’s code',
      itemCodeSchema,
      limits.ITEM_CODE_PATTERN,
      ['A1', 'a_b.c-d', '_a', 'a b', 'コード'],
    ],
    [
      'a colour',
      CreateMasterItemBodySchema.shape.color,
      limits.COLOR_PATTERN,
      ['#1e88e5', '#ABCDEF', '1e88e5', '#12345', '#ggggggg'],
    ],
  ] as const)(
    '%s: the schema takes what the pattern takes, and only that',
    (_name, schema, pattern, samples) => {
      for (const sample of samples) {
        expect([sample, schema.safeParse(sample).success]).toEqual([sample, pattern.test(sample)]);
      }
    },
  );

  it('a saved search: the schema and the save button ask for a keyword or a filter alike', () => {
    const cases = [
      { keyword: 'PPI', filters: {} },
      { keyword: undefined, filters: { [FILTER_FIELDS[0]!]: [1] } },
      { keyword: undefined, filters: {} },
      { keyword: '', filters: {} },
    ];
    for (const { keyword, filters } of cases) {
      const parsed = CreateSavedSearchBodySchema.safeParse({ name: '名前', keyword, filters });
      expect([keyword, filters, parsed.success]).toEqual([
        keyword,
        filters,
        hasSavedSearchCondition(keyword, Object.keys(filters).length),
      ]);
    }
  });
});

describe('the rules the server and the screens both apply', () => {
  const now = new Date('2027-03-01T03:00:00Z');

  it('a safety case’s day 0: not after now and its grace, not over a year ago', () => {
    const at = (ms: number) => new Date(now.getTime() + ms);
    const day = 24 * 60 * 60 * 1000;
    expect(learntAtProblem(at(LEARNT_AT_CLOCK_SKEW_MS), now)).toBeNull();
    expect(learntAtProblem(at(LEARNT_AT_CLOCK_SKEW_MS + 1), now)).toBe('future');
    expect(learntAtProblem(at(-LEARNT_AT_OLDEST_DAYS * day), now)).toBeNull();
    expect(learntAtProblem(at(-LEARNT_AT_OLDEST_DAYS * day - 1), now)).toBe('tooOld');
    expect(learntAtProblem(new Date('not a date'), now)).toBe('future');
  });

  it('a delegation’s period: ends on or after it starts, and not before today in Tokyo', () => {
    // 03:00 UTC is noon in Tokyo on 1 March.
    expect(delegationPeriodProblem({ from: '2027-03-01', until: '2027-03-01' }, now)).toBeNull();
    expect(delegationPeriodProblem({ from: '2027-03-02', until: '2027-03-01' }, now)).toBe(
      'untilBeforeFrom',
    );
    expect(delegationPeriodProblem({ from: '2027-02-01', until: '2027-02-28' }, now)).toBe(
      'untilPast',
    );
  });
});
