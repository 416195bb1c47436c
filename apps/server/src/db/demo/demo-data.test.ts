import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApprovalDelegationSchema,
  BUSINESS_UNITS,
  CLASSIFICATION_KEYS,
  PostListResponseSchema,
  type BusinessUnit,
  type Classification,
} from '@kizuki/shared';
import { BUILT_IN_EVENT_MODEL } from '@kizuki/shared/event-model';
import { findingsThatBlock, preScreen, synonymsSchema, termsOf } from '@kizuki/shared';
import { checkClassification } from '../../modules/posts/submission-checks.ts';
import type { UserRecord } from '../../modules/users/users.repository.ts';
import { acceptCurrentTerms, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  contentReports,
  masterItems,
  notifications,
  posts,
  reactions,
  safetyCases,
  tasks,
  users,
} from '../schema.ts';
import { OCCUPATION_GROUP_OF, PRODUCT_CLASS_OF } from './demo-classes.ts';
import { DEMO_MASTER_ITEMS } from './demo-master-data.ts';
import { DEMO_POSTS_PER_UNIT, productNameIn } from './demo-posts.ts';
import { SCENES } from './demo-observations.ts';
import { DEMO_SAFETY_CONTACT, DEMO_SECOND_APPROVER, demoEmail } from './demo-users.ts';
import { seedDemoData } from './seed-demo.ts';

/**
 * Facts a reader from a pharmaceutical company checks at a glance: the drug class a generic name
 * belongs to (by its international stem or its name), and the vaccines' classes.
 */
const CLASS_FACTS: [RegExp, string[]][] = [
  [/prazole$/, ['ppi']],
  [/^famotidine$/, ['h2']],
  [/citinib$|tinib$/, ['jak', 'alk-tki', 'vegfr-tki']],
  [/^(adalimumab|infliximab)$/, ['anti-tnf']],
  [/^(ustekinumab|risankizumab|mirikizumab)$/, ['anti-il23']],
  [/^etrasimod$/, ['s1p']],
  [/glutide$/, ['glp2']],
  [/^emicizumab$/, ['bispecific']],
  [/^(cetuximab)$/, ['anti-egfr']],
  [/^daratumumab$/, ['anti-cd38']],
  [/^(pembrolizumab|nivolumab)$/, ['checkpoint']],
  [/^olaparib$/, ['parp']],
  [/^regorafenib$/, ['vegfr-tki']],
  [/zomib$/, ['proteasome']],
  [/^trifluridine\/tipiracil$/, ['cytotoxic']],
  [/^(agalsidase beta|imiglucerase|pabinafusp alfa)$/, ['ert']],
  [/^migalastat$/, ['chaperone']],
  [/^berotralstat$/, ['kallikrein']],
  [/^efanesoctocog alfa$/, ['factor-viii']],
  // Plasma-derived products go by their brand names.
  [/^berinert p$/, ['c1-inh']],
  [/^(hizentra|venoglobulin ih)$/, ['ig']],
];
const VACCINE_CLASSES = ['recombinant', 'conjugate'];

const masterOf = (unit: BusinessUnit, collection: string) =>
  DEMO_MASTER_ITEMS.filter((row) => row.unit === unit && row.collection === collection);

describe('the demo master data holds to the facts', () => {
  it.each(BUSINESS_UNITS)('%s: every competitive product has its real drug class', (unit) => {
    const classes = new Map(masterOf(unit, 'productGroups').map((row) => [row.code, row]));
    for (const product of masterOf(unit, 'competitiveProducts')) {
      const classCode = PRODUCT_CLASS_OF[unit][product.code];
      expect(classCode, product.code).toBeDefined();
      const productClass = classes.get(classCode!);
      expect(productClass, `${product.code} → ${classCode}`).toBeDefined();
      // The class is one of the product's disease groups (or of every group).
      const classGroups = productClass!.diseaseGroupCodes;
      expect(
        classGroups.length === 0 ||
          product.diseaseGroupCodes.every((code) => classGroups.includes(code)),
        `${product.code} in ${product.diseaseGroupCodes.join()} but ${classCode} in ${classGroups.join()}`,
      ).toBe(true);
      const generic = productNameIn(product, 'en').toLowerCase();
      if (product.diseaseGroupCodes.includes('Vaccine')) {
        expect(VACCINE_CLASSES, product.code).toContain(classCode);
        continue;
      }
      expect(VACCINE_CLASSES, product.code).not.toContain(classCode);
      const fact = CLASS_FACTS.find(([stem]) => stem.test(generic));
      expect(fact, `no fact for ${generic}`).toBeDefined();
      expect(fact![1], `${generic} is not a ${classCode}`).toContain(classCode);
    }
    // The example of issue 18: esomeprazole is a proton-pump inhibitor, wherever it is sold.
    const nexium = masterOf(unit, 'competitiveProducts').find((row) => row.code === 'nexium');
    if (nexium) expect(PRODUCT_CLASS_OF[unit].nexium).toBe('ppi');
  });

  it.each(BUSINESS_UNITS)('%s: every occupation belongs to an occupation group', (unit) => {
    const groups = new Set(masterOf(unit, 'occupationGroups').map((row) => row.code));
    for (const occupation of masterOf(unit, 'occupations')) {
      const group = OCCUPATION_GROUP_OF[unit][occupation.code];
      expect(group, occupation.code).toBeDefined();
      expect(groups.has(group!), `${occupation.code} → ${group}`).toBe(true);
      // A doctor is a physician, a pharmacist a pharmacist: the name says which.
      if (/医$|医師$/.test(occupation.nameJa)) expect(group, occupation.code).toBe('physician');
      if (/薬剤師$/.test(occupation.nameJa)) expect(group, occupation.code).toBe('pharmacist');
      if (/看護師$/.test(occupation.nameJa)) expect(group, occupation.code).toBe('nurse');
    }
  });

  it.each(BUSINESS_UNITS)('%s: every scene names a disease of its disease group', (unit) => {
    const diseases = new Map(masterOf(unit, 'diseases').map((row) => [row.code, row]));
    for (const scene of SCENES[unit]) {
      expect(diseases.get(scene.disease)?.diseaseGroupCodes, scene.text).toContain(
        scene.diseaseGroup,
      );
    }
  });

  it('has synonyms an admin could have saved, none naming two items of a step of its unit (issue 23)', () => {
    for (const item of DEMO_MASTER_ITEMS) {
      const synonyms = item.synonyms ?? [];
      expect(synonymsSchema.parse(synonyms), `${item.unit} ${item.code}`).toEqual(synonyms);
    }
    for (const unit of BUSINESS_UNITS) {
      const owners = new Map<string, string>();
      for (const item of DEMO_MASTER_ITEMS.filter((one) => one.unit === unit)) {
        const terms = termsOf({ id: 0, diseaseGroupIds: [], synonyms: [], ...item });
        for (const synonym of item.synonyms ?? []) {
          const [term] = termsOf({
            id: 0,
            nameJa: synonym,
            nameEn: synonym,
            synonyms: [],
            diseaseGroupIds: [],
          });
          if (!term || !terms.includes(term)) continue;
          const key = `${item.collection} ${term}`;
          expect(owners.get(key) ?? item.code, `${unit} ${key}`).toBe(item.code);
          owners.set(key, item.code);
        }
      }
    }
  });
});

describe('the demo posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await acceptCurrentTerms(t.database.db);
  });
  afterAll(() => t.close());

  const publishedOf = (unit: BusinessUnit, kind: 'post' | 'reply' | 'quote') =>
    t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.unit, unit), eq(posts.kind, kind), eq(posts.status, 'published')));

  it.each(BUSINESS_UNITS)(
    '%s: at least fifty published posts, with reactions, replies and quotes, counted right',
    async (unit) => {
      const unitPosts = await publishedOf(unit, 'post');
      expect(unitPosts.length).toBeGreaterThanOrEqual(50);
      expect(unitPosts.length).toBeGreaterThanOrEqual(DEMO_POSTS_PER_UNIT);
      expect(new Set(unitPosts.map((post) => post.body)).size).toBe(unitPosts.length);
      const replies = await publishedOf(unit, 'reply');
      const quotes = await publishedOf(unit, 'quote');
      expect(replies.length).toBeGreaterThan(10);
      expect(quotes.length).toBeGreaterThan(3);
      const reactionRows = await t.database.db.select().from(reactions);
      for (const post of unitPosts) {
        const mine = reactionRows.filter((reaction) => reaction.postId === post.id);
        expect(post.likeCount).toBe(mine.filter((r) => r.kind === 'like').length);
        expect(post.sameCount).toBe(mine.filter((r) => r.kind === 'same').length);
        expect(post.moreCount).toBe(mine.filter((r) => r.kind === 'more').length);
        expect(mine.some((r) => r.userId === post.authorUserId)).toBe(false);
        expect(post.commentCount).toBe(replies.filter((r) => r.parentId === post.id).length);
        expect(post.quoteCount).toBe(quotes.filter((q) => q.quotedId === post.id).length);
        expect(post.publishedAt!.getTime()).toBeLessThan(Date.now());
      }
      expect(unitPosts.some((post) => /[ぁ-ん]/.test(post.body))).toBe(true);
      expect(unitPosts.some((post) => /^[\x20-\x7e’]+$/.test(post.body))).toBe(true);
    },
  );

  it.each(BUSINESS_UNITS)(
    '%s: every post is classified as the wizard allows, with its product’s class and its occupation’s group',
    async (unit) => {
      const items = new Map(
        (await t.database.db.select().from(masterItems).where(eq(masterItems.unit, unit))).map(
          (item) => [item.id, item],
        ),
      );
      const codeOf = (id: number | null) => (id === null ? null : items.get(id)!.code);
      const author = { unit, role: 'mr' } as UserRecord;
      for (const post of [
        ...(await publishedOf(unit, 'post')),
        ...(await publishedOf(unit, 'quote')),
      ]) {
        const classification = Object.fromEntries(
          CLASSIFICATION_KEYS.map((key) => [`${key}Id`, post[`${key}Id`]]),
        ) as Classification;
        // The server's own check of a submission: each required step, the unit's items, and the
        // disease group's narrowing of every other step.
        await expect(
          checkClassification(t.database.db, author, classification, { complete: true }),
          post.body,
        ).resolves.toBeUndefined();
        const product = codeOf(post.competitiveProductId);
        expect(product, post.body).not.toBeNull();
        if (post.productGroupId !== null) {
          expect(codeOf(post.productGroupId), post.body).toBe(PRODUCT_CLASS_OF[unit][product!]);
        }
        expect(codeOf(post.occupationGroupId), post.body).toBe(
          OCCUPATION_GROUP_OF[unit][codeOf(post.occupationId)!],
        );
        // A post's text names the product it is classified with (a quote's comments on it).
        if (post.kind === 'quote') continue;
        const productItem = items.get(post.competitiveProductId!)!;
        expect(
          [productNameIn(productItem, 'ja'), productNameIn(productItem, 'en')].some((name) =>
            post.body.includes(name),
          ),
          post.body,
        ).toBe(true);
      }
    },
  );

  it.each(BUSINESS_UNITS)(
    '%s: every demo text passes the compliance pre-screen, as a submission must',
    async (unit) => {
      const texts = await t.database.db
        .select({ body: posts.body, kind: posts.kind })
        .from(posts)
        .where(eq(posts.unit, unit));
      const flagged = texts
        .map(({ body, kind }) => ({
          body,
          // As the server screens a submission: the shipped rules and the event model.
          findings: findingsThatBlock(
            kind,
            preScreen(body, kind, undefined, 'ja', { events: BUILT_IN_EVENT_MODEL }),
          ),
        }))
        .filter(({ findings }) => findings.length > 0)
        .map(({ body, findings }) => `${findings.map((f) => f.ruleId).join(',')}: ${body}`);
      expect(flagged).toEqual([]);
    },
  );

  it.each(BUSINESS_UNITS)('%s: each sort shows a different first post', async (unit) => {
    const firstBy = async (sort: string) => {
      const response = await t.app.inject({
        url: `/api/posts?limit=1&sort=${sort}`,
        headers: await t.authAs(`rm@${unit}.example.com`),
      });
      expect(response.statusCode, response.body).toBe(200);
      return PostListResponseSchema.parse(response.json()).data[0]!;
    };
    const newest = await firstBy('publishedAt');
    const mostLiked = await firstBy('numberOfLikeReactions');
    const mostSame = await firstBy('numberOfSameReactions');
    expect(new Set([newest.id, mostLiked.id, mostSame.id]).size).toBe(3);
    expect(mostLiked.counts.likes).toBeGreaterThan(mostSame.counts.likes);
    expect(mostSame.counts.same).toBeGreaterThan(mostLiked.counts.same);
  });
});

describe('the demo of npm start has what the README tour tries (issue 39)', () => {
  let t: TestApp;
  /** The seed's clock: a fixed instant, never today. */
  const now = new Date('2026-12-09T01:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await seedDemoData(t.database.db, { clock: { now: () => now }, tour: true });
    await acceptCurrentTerms(t.database.db);
  });
  afterAll(() => t.close());

  const idOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const openTasksOf = (assigneeUserId: number, type: 'approval' | 'report' | 'safety-case') =>
    t.database.db
      .select()
      .from(tasks)
      .where(
        and(
          eq(tasks.assigneeUserId, assigneeUserId),
          eq(tasks.type, type),
          eq(tasks.status, 'to-do'),
        ),
      );

  it.each(BUSINESS_UNITS)(
    '%s: a delegate to name, an escalated approval, an open report and a safety case',
    async (unit) => {
      const db = t.database.db;
      // The mr-approver can name the second mr-approver of their office.
      const delegation = await t.app.inject({
        url: '/api/approval-delegation',
        headers: await t.authAs(demoEmail('mr-approver', unit)),
      });
      expect(delegation.statusCode, delegation.body).toBe(200);
      expect(
        ApprovalDelegationSchema.parse(delegation.json()).candidates.map((one) => one.id),
      ).toEqual([await idOf(DEMO_SECOND_APPROVER(unit))]);

      // An overdue approval escalated by the reminder job to the pmo-approver, the mr-approver
      // told so; the escalated task is due on the seed's day.
      const escalated = await db
        .select()
        .from(tasks)
        .where(
          and(
            eq(tasks.unit, unit),
            eq(tasks.assigneeUserId, await idOf(demoEmail('pmo-approver', unit))),
            eq(tasks.status, 'to-do'),
            isNotNull(tasks.escalatedAt),
          ),
        );
      expect(escalated).toHaveLength(1);
      expect(escalated[0]!.dueOn).toBe('2026-12-09');
      const approver = await idOf(demoEmail('mr-approver', unit));
      const told = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, approver),
            eq(notifications.kind, 'approvalEscalatedFromYou'),
          ),
        );
      expect(told).toHaveLength(1);

      // An open report waiting in the admin's tray.
      const [report] = await db
        .select()
        .from(contentReports)
        .where(and(eq(contentReports.unit, unit), eq(contentReports.status, 'open')));
      expect(report).toBeDefined();
      const reportTasks = await openTasksOf(await idOf(demoEmail('hq', unit)), 'report');
      expect(reportTasks.map((task) => task.reportId)).toEqual([report!.id]);

      // A safety case waiting in the safety contact's tray.
      const [safetyCase] = await db.select().from(safetyCases).where(eq(safetyCases.unit, unit));
      expect(safetyCase).toBeDefined();
      const caseTasks = await openTasksOf(await idOf(DEMO_SAFETY_CONTACT(unit)), 'safety-case');
      expect(caseTasks.map((task) => task.safetyCaseId)).toEqual([safetyCase!.id]);
    },
  );
});
