import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gt, ne } from 'drizzle-orm';
import {
  COLLECTIONS,
  DEFAULT_SCREEN_RULES,
  PERMISSIONS,
  ROLES,
  selfCheckItems,
  type BusinessUnit,
  type Collection,
  type Role,
} from '@kizuki/shared';
import {
  auditLog,
  contentReports,
  masterItems,
  organizations,
  notifications,
  postReads,
  posts,
  pushSubscriptions,
  reactions,
  savedSearches,
  redactions,
  safetyCases,
  screenRuleVersions,
  tasks,
  termsVersions,
  users,
} from '../db/schema.ts';
import { insertPost, validClassification } from '../test/fixtures.ts';
import { browserKeys } from '../test/fake-push-service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createResponseContract, operationsOf, type Operation } from './openapi-contract.ts';

/**
 * The access matrix (issue 9): every endpoint of the OpenAPI document x every role x the caller's
 * own object, a colleague's object and another unit's object. Each cell states the one status the
 * permission table of PRODUCT.md allows, and every answer is also checked for what it must not
 * carry: a field its schema does not declare, or anything of the other unit.
 *
 * The rules the cells follow:
 * - another unit's object answers 404, as an object that does not exist;
 * - a role that may never take an action answers 403 before anything is looked up (it learns
 *   nothing about the object);
 * - objects that are someone's own (tasks, notifications, drafts, inquiries asked) answer 404 to a
 *   colleague: they are not theirs to know about.
 */

const OWN_UNIT: BusinessUnit = 'cimgibu';
/** Whether the caller approves anyone's content (and so may name a delegate). */
const approves = (caller: { role: Role }) => PERMISSIONS[caller.role].approvesContentOf !== null;
const FOREIGN_UNIT: BusinessUnit = 'cimrdbu';
/** Written into every object the matrix makes in the other unit: it must never be answered. */
const FOREIGN_MARKER = 'FOREIGN-UNIT-MARKER-7f3a';

type Scope = 'none' | 'self' | 'colleague' | 'foreign';

interface Person {
  id: number;
  email: string;
  role: Role;
  unit: BusinessUnit;
  isAdmin: boolean;
}

interface CellContext {
  caller: Person;
  scope: Scope;
  /** Whose object the request names: the caller, a colleague in the unit, or someone elsewhere. */
  owner: Person;
}

interface RequestShape {
  url: string;
  payload?: unknown;
}

interface MatrixRow {
  /** `METHOD /openapi/path`, as the OpenAPI document names the operation. */
  route: string;
  /** A label when a route has several rows (a reply and a post are both POST /api/posts). */
  variant?: string;
  scopes: Scope[];
  arrange: (context: CellContext) => Promise<RequestShape>;
  expected: (context: CellContext) => number;
  /** Undoes what a cell changed for everyone after it (a new version of the terms). */
  cleanup?: () => Promise<void>;
}

const PMO_GROUP = new Set<Role>(['pmo', 'pmo-approver', 'hq']);
const SEE_UNIT_INQUIRIES = new Set<Role>(['pmo-approver', 'hq']);
const MAY_CREATE_POST = new Set<Role>(['mr', 'pmo', 'pmo-approver', 'hq']);
const MAY_UNPUBLISH_ANY = new Set<Role>(['pmo-approver', 'hq']);
const MASTER_DATA = COLLECTIONS;

describe('the access matrix: every endpoint x every role x own, colleague and other unit', () => {
  let t: TestApp;
  let operations: Operation[];
  let checkContract: ReturnType<typeof createResponseContract>;
  let people: Person[];
  const authorization = new Map<string, string>();
  /** The figures docs/security.md reports. */
  const tally = { cells: 0, refusals: 0, retried: 0 };
  let foreignTexts: string[];
  let classificationOf: Record<BusinessUnit, Record<string, number>>;
  let diseaseGroupOf: Record<BusinessUnit, number>;

  const person = (unit: BusinessUnit, role: Role) =>
    people.find((candidate) => candidate.unit === unit && candidate.role === role)!;

  function ownerOf(caller: Person, scope: Scope): Person {
    if (scope === 'foreign') return person(FOREIGN_UNIT, caller.role);
    if (scope === 'colleague') return person(OWN_UNIT, caller.role === 'mr' ? 'pmo' : 'mr');
    return caller;
  }

  // Objects are made fresh for every cell: a cell's request may change them (approve, delete).
  const db = () => t.database.db;
  const textFor = (owner: Person, what: string) =>
    owner.unit === FOREIGN_UNIT
      ? `${what} ${FOREIGN_MARKER}`
      : `${what}:競合品の説明会が開かれていた。`;

  async function post(owner: Person, status: 'draft' | 'review' | 'published') {
    return insertPost(db(), owner.email, status, {
      body: textFor(owner, status),
      selfCheck: selfCheckItems('post'),
      ...classificationOf[owner.unit],
    });
  }

  /** Takes back every version of the terms after the app's own, and waits until it is in force. */
  async function withdrawPublishedTerms() {
    await db().delete(termsVersions).where(gt(termsVersions.version, 1));
    // The database announces the change; each process forgets its cached users when it hears it.
    const admin = person(OWN_UNIT, 'hq');
    await expect
      .poll(async () => {
        const answer = await t.app.inject({
          method: 'GET',
          url: '/api/terms/current',
          headers: { authorization: authorization.get(admin.email)! },
        });
        return answer.json().version;
      })
      .toBe(1);
  }

  /** An mr-approver of the unit in no organization, made once: someone to name as a delegate. */
  /** A delegate the mr-approver may name: an mr-approver of their unit and organization. */
  async function standInApprover(approverId: number) {
    const email = 'standin.mr-approver@cimgibu.example.com';
    const [approver] = await db()
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, approverId));
    await db()
      .insert(users)
      .values({
        email,
        firstName: '代理',
        lastName: '承認者',
        role: 'mr-approver',
        unit: OWN_UNIT,
        organizationId: approver!.organizationId,
      })
      .onConflictDoNothing();
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  }

  async function organizationOf(unit: BusinessUnit) {
    const [organization] = await db()
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.unit, unit))
      .orderBy(asc(organizations.id))
      .limit(1);
    return organization!.id;
  }

  async function masterItemOf(unit: BusinessUnit, collection: Collection) {
    const [item] = await db()
      .select({ id: masterItems.id })
      .from(masterItems)
      .where(and(eq(masterItems.unit, unit), eq(masterItems.collection, collection)))
      .orderBy(asc(masterItems.id))
      .limit(1);
    return item!.id;
  }

  async function approvalTaskOf(owner: Person) {
    const inReview = await post(person(owner.unit, 'mr'), 'review');
    const [task] = await db()
      .insert(tasks)
      .values({
        unit: owner.unit,
        assigneeUserId: owner.id,
        type: 'approval',
        dueOn: '2099-01-01',
        title: textFor(owner, 'approval'),
        postId: inReview.id,
        requestedByUserId: person(owner.unit, 'mr').id,
      })
      .returning();
    return task!;
  }

  /** An inquiry about the assignee's published post, asked by the asker. */
  async function inquiry(assignee: Person, asker: Person) {
    const published = await post(assignee, 'published');
    const [task] = await db()
      .insert(tasks)
      .values({
        unit: assignee.unit,
        assigneeUserId: assignee.id,
        type: 'inquiry',
        dueOn: '2099-01-01',
        title: textFor(assignee, 'inquiry'),
        question: textFor(assignee, 'question'),
        postId: published.id,
        requestedByUserId: asker.id,
      })
      .returning();
    return task!;
  }

  /** A reader's report of a published post in the owner's unit, with a report task of the owner's. */
  async function reportFor(owner: Person) {
    const reported = await post(person(owner.unit, 'mr'), 'published');
    const [report] = await db()
      .insert(contentReports)
      .values({
        unit: owner.unit,
        postId: reported.id,
        reporterUserId: person(owner.unit, 'pmo').id,
        reason: 'defamation',
        comment: textFor(owner, 'report'),
      })
      .returning();
    await db().insert(tasks).values({
      unit: owner.unit,
      assigneeUserId: owner.id,
      type: 'report',
      dueOn: '2099-01-01',
      title: '',
      postId: reported.id,
      reportId: report!.id,
    });
    return report!;
  }

  /**
   * A safety case the reporter reported, with a safety-case task of the assignee (by default the
   * unit's pmo-approver, as if an admin had named them).
   */
  async function safetyCaseFor(reporter: Person, assignee = person(reporter.unit, 'pmo-approver')) {
    const [safetyCase] = await db()
      .insert(safetyCases)
      .values({
        unit: reporter.unit,
        reporterUserId: reporter.id,
        product: textFor(reporter, 'product'),
        whatHappened: textFor(reporter, 'what happened'),
        learntAt: new Date(),
        source: 'post',
      })
      .returning();
    const [task] = await db()
      .insert(tasks)
      .values({
        unit: reporter.unit,
        assigneeUserId: assignee.id,
        type: 'safety-case',
        dueOn: '2099-01-01',
        title: '',
        requestedByUserId: reporter.id,
        safetyCaseId: safetyCase!.id,
      })
      .returning();
    return { safetyCase: safetyCase!, task: task! };
  }

  async function notificationOf(owner: Person) {
    const [row] = await db()
      .insert(notifications)
      .values({
        unit: owner.unit,
        userId: owner.id,
        kind: 'reply',
        title: textFor(owner, 'notification'),
        link: '/posts/1',
      })
      .returning();
    return row!;
  }

  async function savedSearchOf(owner: Person) {
    const [row] = await db()
      .insert(savedSearches)
      .values({
        unit: owner.unit,
        userId: owner.id,
        name: textFor(owner, 'saved search'),
        keyword: textFor(owner, 'keyword'),
      })
      .returning();
    return row!;
  }

  const ROWS: MatrixRow[] = [
    // The public endpoints.
    {
      route: 'GET /api/config',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/config' }),
      expected: () => 200,
    },
    {
      route: 'GET /api/health',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/health' }),
      expected: () => 200,
    },
    {
      route: 'GET /api/ready',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/ready' }),
      expected: () => 200,
    },

    // Users: the caller's own record; an admin may look up a colleague; another unit is empty.
    {
      route: 'GET /api/users',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/users?email=${encodeURIComponent(owner.email)}`,
      }),
      expected: () => 200,
    },
    {
      route: 'PATCH /api/users/{id}',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/users/${owner.id}`,
        payload: { agreedAt: new Date().toISOString() },
      }),
      expected: ({ scope }) => ({ self: 200, colleague: 403, foreign: 404 })[scope as 'self'],
    },
    // People (issue 20): an admin lists, creates and changes the unit's people; nobody else does.
    {
      route: 'GET /api/users',
      variant: 'the people of the unit',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/users?q=a&active=true' }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },
    {
      route: 'GET /api/organizations',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/organizations' }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },
    {
      route: 'POST /api/organizations',
      scopes: ['none'],
      arrange: async ({ caller }) => ({
        url: '/api/organizations',
        payload: { code: `matrix-${caller.id}`, name: 'マトリクス営業所' },
      }),
      expected: ({ caller }) => (caller.isAdmin ? 201 : 403),
    },
    {
      route: 'PATCH /api/organizations/{id}',
      scopes: ['self', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/organizations/${await organizationOf(owner.unit)}`,
        payload: { name: 'マトリクスが改名した営業所' },
      }),
      expected: ({ caller, scope }) => (!caller.isAdmin ? 403 : scope === 'foreign' ? 404 : 200),
    },
    {
      route: 'POST /api/users',
      scopes: ['none'],
      arrange: async ({ caller }) => ({
        url: '/api/users',
        payload: {
          email: `matrix-new-${caller.id}@cimgibu.example.com`,
          firstName: '新',
          lastName: '採用',
          role: 'mr',
        },
      }),
      expected: ({ caller }) => (caller.isAdmin ? 201 : 403),
    },
    {
      route: 'PATCH /api/users/{id}',
      variant: "an admin's change",
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/users/${owner.id}`,
        payload: { lastName: owner.email.slice(0, 8) },
      }),
      expected: ({ caller, scope }) => (scope === 'foreign' ? 404 : caller.isAdmin ? 200 : 403),
    },

    // Tasks are the assignee's alone.
    {
      route: 'GET /api/tasks',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/tasks' }),
      expected: () => 200,
    },
    {
      route: 'GET /api/tasks/export.csv',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/tasks/export.csv' }),
      expected: () => 200,
    },
    {
      route: 'GET /api/tasks/{id}',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({ url: `/api/tasks/${(await approvalTaskOf(owner)).id}` }),
      expected: ({ scope }) => (scope === 'self' ? 200 : 404),
    },
    {
      route: 'POST /api/tasks/{id}/approve',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/tasks/${(await approvalTaskOf(owner)).id}/approve`,
      }),
      expected: ({ scope }) => (scope === 'self' ? 200 : 404),
    },
    {
      route: 'POST /api/tasks/{id}/reject',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/tasks/${(await approvalTaskOf(owner)).id}/reject`,
        payload: { reason: '根拠となる資料名を追記してください。' },
      }),
      expected: ({ scope }) => (scope === 'self' ? 200 : 404),
    },
    {
      route: 'POST /api/tasks/{id}/answer',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/tasks/${(await inquiry(owner, person(owner.unit, 'pmo'))).id}/answer`,
        payload: {
          body: '配布資料は院内の掲示板で確認しました。',
          selfCheck: selfCheckItems('reply'),
        },
      }),
      expected: ({ scope }) => (scope === 'self' ? 200 : 404),
    },

    // Insights: the PMO group and admins; another unit's ids narrow the caller's unit to nothing.
    {
      route: 'GET /api/insights',
      scopes: ['none', 'foreign'],
      arrange: async ({ owner }) => {
        const published = await post(owner, 'published');
        await db()
          .update(posts)
          .set({ sameCount: 3, moreCount: 2 })
          .where(eq(posts.id, published.id));
        const day = (daysAgo: number) =>
          new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
        return {
          url: `/api/insights?from=${day(364)}&to=${day(0)}&diseaseGroupId=${diseaseGroupOf[owner.unit]}`,
        };
      },
      expected: ({ caller }) => (PMO_GROUP.has(caller.role) || caller.isAdmin ? 200 : 403),
    },

    // Inquiries: the PMO group only; each asker sees the inquiries they asked.
    {
      route: 'POST /api/inquiries',
      scopes: ['colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: '/api/inquiries',
        payload: {
          postId: (await post(owner, 'published')).id,
          question: '配布先の施設数は分かりますか。',
        },
      }),
      expected: ({ caller, scope }) =>
        !PMO_GROUP.has(caller.role) ? 403 : scope === 'foreign' ? 404 : 201,
    },
    {
      route: 'GET /api/inquiries',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/inquiries' }),
      expected: ({ caller }) => (PMO_GROUP.has(caller.role) ? 200 : 403),
    },
    {
      route: 'GET /api/inquiries',
      variant: "everyone's",
      scopes: ['none'],
      arrange: async () => ({ url: '/api/inquiries?scope=everyone' }),
      expected: ({ caller }) => (SEE_UNIT_INQUIRIES.has(caller.role) ? 200 : 403),
    },
    {
      route: 'GET /api/inquiries/{id}',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/inquiries/${(await inquiry(person(owner.unit, 'mr'), owner)).id}`,
      }),
      // The office's approvers and hq follow every inquiry of the unit (issue 20).
      expected: ({ caller, scope }) =>
        !PMO_GROUP.has(caller.role)
          ? 403
          : scope === 'self' || (scope === 'colleague' && SEE_UNIT_INQUIRIES.has(caller.role))
            ? 200
            : 404,
    },

    // Usage analytics: everyone records their own events; the report is the admins' (issue 22).
    {
      route: 'POST /api/usage-events',
      scopes: ['none'],
      arrange: async () => ({
        url: '/api/usage-events',
        payload: {
          events: [
            {
              id: crypto.randomUUID(),
              action: 'pageView',
              screen: 'home',
            },
          ],
        },
      }),
      expected: () => 200,
    },
    {
      route: 'GET /api/admin/usage',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/admin/usage' }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },
    {
      route: 'GET /api/audit-log',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/audit-log' }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },
    {
      route: 'GET /api/audit-log/export',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/audit-log/export?action=post.create' }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },

    // Master data: the unit's own; another unit's disease group is not found.
    ...MASTER_DATA.map((collection): MatrixRow => ({
      route: `GET /api/${collection}`,
      scopes: ['self', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/${collection}?diseaseGroupId=${diseaseGroupOf[owner.unit]}`,
      }),
      expected: ({ scope }) => (scope === 'foreign' ? 404 : 200),
    })),

    // Master data and the files of the screen's import (issue 20): admins of the unit only. The
    // disease groups are SPEC.md section 3's sub-groups: changed, never added.
    ...MASTER_DATA.flatMap((collection): MatrixRow[] => [
      ...(collection === 'diseaseGroups'
        ? []
        : [
            {
              route: `POST /api/${collection}`,
              scopes: ['none'] as Scope[],
              arrange: async ({ caller }: CellContext) => ({
                url: `/api/${collection}`,
                payload: {
                  code: `matrix-${caller.id}`,
                  nameJa: '新しい項目',
                  nameEn: 'A new item',
                },
              }),
              expected: ({ caller }: CellContext) => (caller.isAdmin ? 201 : 403),
            },
          ]),
      {
        route: `PATCH /api/${collection}/{id}`,
        scopes: ['self', 'foreign'],
        arrange: async ({ owner }) => ({
          url: `/api/${collection}/${await masterItemOf(owner.unit, collection)}`,
          payload: { nameEn: `Renamed by the matrix` },
        }),
        expected: ({ caller, scope }) => (!caller.isAdmin ? 403 : scope === 'foreign' ? 404 : 200),
      },
    ]),
    {
      route: 'POST /api/imports/{kind}',
      scopes: ['self', 'foreign'],
      arrange: async ({ owner }) => ({
        url: '/api/imports/organizations',
        payload: { csv: `unit,code,name\n${owner.unit},MATRIX,マトリクス営業所\n`, dryRun: true },
      }),
      // Another unit's line is a bad line: a report that refuses it, not a change.
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },
    // The terms of use: everyone reads the version in force; admins list and publish (issue 20).
    {
      route: 'GET /api/terms/current',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/terms/current' }),
      expected: () => 200,
    },
    {
      route: 'GET /api/terms',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/terms' }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },
    {
      route: 'POST /api/terms',
      scopes: ['none'],
      arrange: async () => ({
        url: '/api/terms',
        payload: { textJa: '新しい規約', textEn: 'New terms', basedOnVersion: 1 },
      }),
      expected: ({ caller }) => (caller.isAdmin ? 201 : 403),
      // A published version would stop everyone of the unit at the terms dialog: taken back.
      cleanup: withdrawPublishedTerms,
    },
    {
      route: 'GET /api/exports/{kind}',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/exports/competitiveProducts' }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },

    // Posts.
    {
      route: 'POST /api/posts',
      variant: 'a post',
      scopes: ['none'],
      arrange: async ({ caller }) => ({
        url: '/api/posts',
        payload: {
          body: '他社が新しい患者向け冊子を配布していた。',
          classification: classificationOf[caller.unit],
          selfCheck: selfCheckItems('post'),
          submit: true,
        },
      }),
      expected: ({ caller }) => (MAY_CREATE_POST.has(caller.role) ? 201 : 403),
    },
    {
      route: 'POST /api/posts',
      variant: 'a reply',
      scopes: ['colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: '/api/posts',
        payload: {
          body: '同じ冊子を別の施設でも見かけました。',
          parentId: (await post(owner, 'published')).id,
          selfCheck: selfCheckItems('reply'),
          submit: true,
        },
      }),
      expected: ({ scope }) => (scope === 'foreign' ? 404 : 201),
    },
    {
      route: 'POST /api/posts',
      variant: 'a quote',
      scopes: ['colleague', 'foreign'],
      arrange: async ({ caller, owner }) => ({
        url: '/api/posts',
        payload: {
          body: '関連して、同じ地域で説明会も開かれていた。',
          quotedId: (await post(owner, 'published')).id,
          classification: classificationOf[caller.unit],
          selfCheck: selfCheckItems('quote'),
          submit: true,
        },
      }),
      expected: ({ caller, scope }) =>
        !MAY_CREATE_POST.has(caller.role) ? 403 : scope === 'foreign' ? 404 : 201,
    },
    {
      route: 'GET /api/posts',
      scopes: ['none', 'foreign'],
      arrange: async ({ scope, owner }) => ({
        url:
          scope === 'foreign'
            ? `/api/posts?parentId=${(await post(owner, 'published')).id}`
            : '/api/posts?keyword=資料',
      }),
      expected: () => 200,
    },
    // The CSV export (issue 23) holds what the list holds: another unit's thread is empty.
    {
      route: 'GET /api/posts/export.csv',
      scopes: ['none', 'foreign'],
      arrange: async ({ scope, owner }) => ({
        url:
          scope === 'foreign'
            ? `/api/posts/export.csv?parentId=${(await post(owner, 'published')).id}`
            : '/api/posts/export.csv?keyword=資料',
      }),
      expected: () => 200,
    },
    {
      route: 'GET /api/posts/drafts',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/posts/drafts' }),
      expected: () => 200,
    },
    {
      route: 'GET /api/posts/similar',
      scopes: ['none'],
      arrange: async () => ({
        url: `/api/posts/similar?text=${encodeURIComponent(FOREIGN_MARKER)}`,
      }),
      expected: () => 200,
    },
    {
      route: 'GET /api/posts/unread-count',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/posts/unread-count' }),
      expected: () => 200,
    },
    {
      route: 'PUT /api/posts/reads',
      scopes: ['colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: '/api/posts/reads',
        payload: { postIds: [(await post(owner, 'published')).id] },
      }),
      // Ids the caller cannot read are ignored (documented): nothing is told about them.
      expected: () => 200,
    },
    {
      route: 'GET /api/posts/{id}',
      variant: 'published',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({ url: `/api/posts/${(await post(owner, 'published')).id}` }),
      expected: ({ scope }) => (scope === 'foreign' ? 404 : 200),
    },
    {
      route: 'GET /api/posts/{id}',
      variant: 'a draft',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({ url: `/api/posts/${(await post(owner, 'draft')).id}` }),
      // An admin may delete a colleague's draft, so they may read it; to anyone else it is 404.
      expected: ({ caller, scope }) =>
        scope === 'self' || (scope === 'colleague' && caller.isAdmin) ? 200 : 404,
    },
    {
      route: 'PATCH /api/posts/{id}',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/posts/${(await post(owner, 'draft')).id}`,
        payload: { body: '書き直した本文:競合品の説明会が開かれていた。' },
      }),
      // An admin reads a colleague's draft but may not change it (403); others may not read it.
      expected: ({ caller, scope }) =>
        scope === 'self' ? 200 : scope === 'colleague' && caller.isAdmin ? 403 : 404,
    },
    {
      route: 'DELETE /api/posts/{id}',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({ url: `/api/posts/${(await post(owner, 'draft')).id}` }),
      // A colleague's draft is theirs alone (404); an admin may delete it.
      expected: ({ caller, scope }) =>
        scope === 'self' || (scope === 'colleague' && caller.isAdmin) ? 204 : 404,
    },
    {
      route: 'POST /api/posts/{id}/submit',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/posts/${(await post(owner, 'draft')).id}/submit`,
      }),
      // A role that may not post cannot submit a post even of its own (it cannot have made one).
      expected: ({ caller, scope }) =>
        scope === 'self'
          ? MAY_CREATE_POST.has(caller.role)
            ? 200
            : 403
          : scope === 'colleague' && caller.isAdmin
            ? 403
            : 404,
    },
    ...(['unpublish', 'archive'] as const).map((action): MatrixRow => ({
      route: `POST /api/posts/{id}/${action}`,
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/posts/${(await post(owner, 'published')).id}/${action}`,
      }),
      expected: ({ caller, scope }) =>
        scope === 'foreign'
          ? 404
          : scope === 'self' || caller.isAdmin || MAY_UNPUBLISH_ANY.has(caller.role)
            ? 200
            : 403,
    })),
    ...(['PUT', 'DELETE'] as const).map((method): MatrixRow => ({
      route: `${method} /api/posts/{id}/reactions/{kind}`,
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/posts/${(await post(owner, 'published')).id}/reactions/like`,
      }),
      expected: ({ scope }) => (scope === 'foreign' ? 404 : 200),
    })),

    // Reports and redaction (issue 19): any reader reports someone else's published content; a
    // report is read by the unit's admins and its tasks' assignees; admins resolve and redact.
    {
      route: 'POST /api/posts/{id}/reports',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/posts/${(await post(owner, 'published')).id}/reports`,
        payload: { reason: 'defamation', comment: '事実と異なる記述があります。' },
      }),
      expected: ({ scope }) => ({ self: 403, colleague: 201, foreign: 404 })[scope as 'self'],
    },
    {
      route: 'GET /api/reports/{id}',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({ url: `/api/reports/${(await reportFor(owner)).id}` }),
      expected: ({ caller, scope }) =>
        scope === 'self' || (scope === 'colleague' && caller.isAdmin) ? 200 : 404,
    },
    {
      route: 'POST /api/reports/{id}/resolve',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/reports/${(await reportFor(owner)).id}/resolve`,
        payload: { action: 'dismiss' },
      }),
      expected: ({ caller, scope }) => (!caller.isAdmin ? 403 : scope === 'foreign' ? 404 : 200),
    },
    {
      route: 'POST /api/posts/{id}/redactions',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/posts/${(await post(owner, 'published')).id}/redactions`,
        payload: { passage: '説明会', reason: '取引先の識別情報を含むため。' },
      }),
      expected: ({ caller, scope }) => (!caller.isAdmin ? 403 : scope === 'foreign' ? 404 : 201),
    },

    // The pre-screen, safety cases and the rules (issue 19): anyone screens and reports a possible
    // adverse event; a case is read by its reporter and its contacts; the rules are the admins'.
    {
      route: 'POST /api/compliance/screen',
      scopes: ['none'],
      arrange: async () => ({
        url: '/api/compliance/screen',
        payload: { text: '田中先生から話を聞いた。', kind: 'post' },
      }),
      expected: () => 200,
    },
    {
      route: 'POST /api/safety-cases',
      scopes: ['none'],
      arrange: async () => ({
        url: '/api/safety-cases',
        payload: {
          product: '競合品X錠',
          whatHappened: '服用後に発疹が出たとの話を聞いた。',
          source: 'post',
        },
      }),
      expected: () => 201,
    },
    {
      route: 'GET /api/safety-cases/{id}',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/safety-cases/${(await safetyCaseFor(owner)).safetyCase.id}`,
      }),
      // The reporter, and the contact its task went to (the unit's pmo-approver here).
      expected: ({ caller, scope }) =>
        scope === 'self' || (scope === 'colleague' && caller.role === 'pmo-approver') ? 200 : 404,
    },
    {
      route: 'POST /api/tasks/{id}/complete',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/tasks/${(await safetyCaseFor(person(owner.unit, 'mr'), owner)).task.id}/complete`,
      }),
      expected: ({ scope }) => (scope === 'self' ? 200 : 404),
    },
    {
      route: 'GET /api/compliance/rules',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/compliance/rules' }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },
    {
      route: 'GET /api/compliance/rules/built-in',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/compliance/rules/built-in' }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },
    {
      route: 'PUT /api/compliance/rules',
      scopes: ['none'],
      arrange: async () => ({
        url: '/api/compliance/rules',
        payload: { baseVersion: DEFAULT_SCREEN_RULES.version, rules: DEFAULT_SCREEN_RULES.rules },
      }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },
    {
      route: 'POST /api/compliance/test-bench',
      scopes: ['none'],
      arrange: async () => ({
        url: '/api/compliance/test-bench',
        payload: { text: '田中先生から話を聞いた。', kind: 'post' },
      }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },
    {
      route: 'GET /api/compliance/safety-contacts',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/compliance/safety-contacts' }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },
    {
      route: 'PUT /api/compliance/safety-contacts',
      scopes: ['none'],
      arrange: async () => ({
        url: '/api/compliance/safety-contacts',
        payload: { userIds: [person(OWN_UNIT, 'pmo-approver').id] },
      }),
      expected: ({ caller }) => (caller.isAdmin ? 200 : 403),
    },

    // An approver's delegate (issue 23): their own setting; roles that approve nothing are
    // refused before anything is looked up. A colleague of another role is no delegate (400).
    {
      route: 'GET /api/approval-delegation',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/approval-delegation' }),
      expected: ({ caller }) => (approves(caller) ? 200 : 403),
    },
    {
      // The mr-approver names a stand-in (an mr-approver of their organization: a delegate must be
      // one of the approvers of the content); the pmo-approver has no colleague of their role to
      // name (400).
      route: 'PUT /api/approval-delegation',
      scopes: ['none'],
      arrange: async ({ caller }) => ({
        url: '/api/approval-delegation',
        payload: {
          delegateUserId:
            caller.role === 'mr-approver'
              ? await standInApprover(caller.id)
              : person(OWN_UNIT, 'mr').id,
          from: '2030-01-01',
          until: '2030-01-02',
        },
      }),
      expected: ({ caller }) =>
        caller.role === 'mr-approver' ? 200 : approves(caller) ? 400 : 403,
    },
    {
      route: 'DELETE /api/approval-delegation',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/approval-delegation' }),
      expected: ({ caller }) => (approves(caller) ? 204 : 403),
    },

    // Push: the key is public to the signed-in; subscriptions are one's own.
    {
      route: 'GET /api/push/key',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/push/key' }),
      expected: () => 200,
    },
    {
      route: 'POST /api/users/{id}/subscriptions',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner, caller }) => ({
        url: `/api/users/${owner.id}/subscriptions`,
        payload: {
          subscription: JSON.stringify({
            endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${caller.id}-${owner.id}`,
            keys: (({ p256dh, auth }) => ({ p256dh, auth }))(browserKeys()),
          }),
        },
      }),
      expected: ({ scope }) => ({ self: 201, colleague: 403, foreign: 404 })[scope as 'self'],
    },
    {
      route: 'DELETE /api/users/{id}/subscriptions',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/users/${owner.id}/subscriptions`,
        payload: { endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${owner.id}` },
      }),
      expected: ({ scope }) => ({ self: 204, colleague: 403, foreign: 404 })[scope as 'self'],
    },

    // Saved searches are their owner's alone (issue 23).
    {
      route: 'GET /api/saved-searches',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/saved-searches' }),
      expected: () => 200,
    },
    {
      route: 'POST /api/saved-searches',
      scopes: ['none'],
      arrange: async () => ({
        url: '/api/saved-searches',
        payload: { name: 'matrix', keyword: '説明会' },
      }),
      expected: () => 201,
    },
    {
      route: 'PATCH /api/saved-searches/{id}',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/saved-searches/${(await savedSearchOf(owner)).id}`,
        payload: { notify: false },
      }),
      expected: ({ scope }) => (scope === 'self' ? 200 : 404),
    },
    {
      route: 'DELETE /api/saved-searches/{id}',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/saved-searches/${(await savedSearchOf(owner)).id}`,
      }),
      expected: ({ scope }) => (scope === 'self' ? 204 : 404),
    },

    // Notifications are their recipient's alone.
    {
      route: 'GET /api/notifications',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/notifications' }),
      expected: () => 200,
    },
    {
      route: 'GET /api/notifications/{id}',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/notifications/${(await notificationOf(owner)).id}`,
      }),
      expected: ({ scope }) => (scope === 'self' ? 200 : 404),
    },
    {
      route: 'PUT /api/notifications/{id}/read',
      scopes: ['self', 'colleague', 'foreign'],
      arrange: async ({ owner }) => ({
        url: `/api/notifications/${(await notificationOf(owner)).id}/read`,
      }),
      expected: ({ scope }) => (scope === 'self' ? 200 : 404),
    },
    {
      route: 'PUT /api/notifications/read',
      scopes: ['none'],
      arrange: async () => ({ url: '/api/notifications/read' }),
      expected: () => 200,
    },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    operations = operationsOf(t.app);
    checkContract = createResponseContract();
    people = (
      await db()
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          unit: users.unit,
          isAdmin: users.isAdmin,
        })
        .from(users)
        // The demo's safety contacts are users of a role too; the matrix's people are the role users.
        .where(eq(users.isSafetyContact, false))
    ).filter((row) => row.unit === OWN_UNIT || row.unit === FOREIGN_UNIT);
    for (const one of people) {
      authorization.set(one.email, `Bearer ${await t.tokenFor(one.email)}`);
    }
    classificationOf = {} as typeof classificationOf;
    diseaseGroupOf = {} as typeof diseaseGroupOf;
    for (const unit of [OWN_UNIT, FOREIGN_UNIT]) {
      const classification = await validClassification(db(), unit);
      classificationOf[unit] = classification as Record<string, number>;
      diseaseGroupOf[unit] = classification.diseaseGroupId!;
    }
    // What the other unit already holds: its posts' text. None of it may reach our callers.
    const ownTexts = new Set(
      (await db().select({ body: posts.body }).from(posts).where(eq(posts.unit, OWN_UNIT))).map(
        (row) => row.body,
      ),
    );
    foreignTexts = (
      await db().select({ body: posts.body }).from(posts).where(eq(posts.unit, FOREIGN_UNIT))
    )
      .map((row) => row.body)
      .filter((body) => !ownTexts.has(body));
  });
  afterAll(async () => {
    console.info(
      `access matrix: ${operations.length} operations x ${ROLES.length} roles, ${tally.cells} cells, ` +
        `${tally.refusals} refusals without a token or account, ${tally.retried} writes retried`,
    );
    await t.close();
  });

  it('has a row for every operation of the OpenAPI document, and none for a route that is gone', () => {
    const documented = operations.map((operation) => operation.key).sort();
    const covered = [...new Set(ROWS.map((row) => row.route))].sort();
    expect(covered).toEqual(documented);
  });

  it('refuses every signed-in endpoint without a token (401) and to an account Kizuki does not know (403)', async () => {
    const stranger = `Bearer ${await t.tokenFor('stranger@cimgibu.example.com')}`;
    let checked = 0;
    const signedIn = operations.filter((one) => !one.isPublic);
    for (const operation of signedIn) {
      const url = operation.path.replace('{id}', '1').replace('{kind}', 'like');
      const anonymous = await t.app.inject({ method: operation.method as 'GET', url });
      expect(anonymous.statusCode, `${operation.key} without a token`).toBe(401);
      const unknown = await t.app.inject({
        method: operation.method as 'GET',
        url,
        headers: { authorization: stranger },
      });
      // GET /api/users without an e-mail too: only the lookup of one's own e-mail (below) answers.
      expect(unknown.statusCode, `${operation.key} for an unknown account`).toBe(403);
      expect(unknown.json().error.code).toBe('userNotFound');
      checked++;
      tally.refusals += 2;
    }
    // All but the three public ones: config, health and ready.
    expect(checked).toBe(operations.length - 3);
    const lookup = await t.app.inject({
      method: 'GET',
      url: '/api/users?email=stranger@cimgibu.example.com',
      headers: { authorization: stranger },
    });
    expect(lookup.json()).toMatchObject({ data: [], total: 0 });
  });

  for (const role of ROLES) {
    it(`answers ${role} exactly as the permission table says, carrying nothing undeclared or foreign`, async () => {
      const caller = person(OWN_UNIT, role);
      const failures: string[] = [];
      let cells = 0;
      for (const row of ROWS) {
        const operation = operations.find((one) => one.key === row.route)!;
        for (const scope of row.scopes) {
          const context: CellContext = { caller, scope, owner: ownerOf(caller, scope) };
          const request = await row.arrange(context);
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url: request.url,
            headers: { authorization: authorization.get(caller.email)! },
            ...(request.payload === undefined ? {} : { payload: request.payload as object }),
          });
          await row.cleanup?.();
          cells++;
          tally.cells++;
          const cell = `${row.route}${row.variant ? ` (${row.variant})` : ''} as ${role}, ${scope}`;
          const expected = row.expected(context);
          if (response.statusCode !== expected) {
            failures.push(
              `${cell}: ${response.statusCode}, expected ${expected}: ${response.body.slice(0, 200)}`,
            );
            continue;
          }
          // A CSV export is text; its contract is its status (the leak check below reads it too).
          const isJson = String(response.headers['content-type']).startsWith('application/json');
          const body = response.body && isJson ? (JSON.parse(response.body) as unknown) : null;
          const contract = checkContract(operation, response.statusCode, body);
          if (!contract.ok) failures.push(`${cell}: ${contract.problem}`);
          const leaked = [FOREIGN_MARKER, `@${FOREIGN_UNIT}.`, FOREIGN_UNIT, ...foreignTexts].find(
            (text) => response.body.includes(text),
          );
          if (leaked)
            failures.push(`${cell}: the answer carries another unit's "${leaked.slice(0, 40)}"`);
        }
      }
      expect(failures).toEqual([]);
      expect(cells).toBeGreaterThan(ROWS.length);
    });
  }

  it('creates nothing twice when any write is sent again after its answer was lost', async () => {
    const tables = {
      posts,
      tasks,
      notifications,
      reactions,
      auditLog,
      pushSubscriptions,
      postReads,
      contentReports,
      redactions,
      safetyCases,
      screenRuleVersions,
      users,
    };
    const rowCounts = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(tables).map(async ([name, table]) => {
            // A saved search's notice comes from the job queue, whenever its job runs (and once
            // per post and person by its own key): not a write's answer, so not counted here.
            const [row] = await db()
              .select({ n: count() })
              .from(table)
              .where(table === notifications ? ne(notifications.kind, 'savedSearch') : undefined);
            return [name, row!.n] as const;
          }),
        ),
      );
    const writes = ROWS.filter((row) => !row.route.startsWith('GET '));
    const retried: string[] = [];
    for (const row of writes) {
      const operation = operations.find((one) => one.key === row.route)!;
      // The first role and scope this write succeeds for: the write a real client would retry.
      const cell = ROLES.flatMap((role) =>
        row.scopes.map((scope) => {
          const caller = person(OWN_UNIT, role);
          return { caller, scope, owner: ownerOf(caller, scope) };
        }),
      ).find((context) => row.expected(context) < 300)!;
      const request = await row.arrange(cell);
      const send = () =>
        t.app.inject({
          method: operation.method as 'POST',
          url: request.url,
          headers: {
            authorization: authorization.get(cell.caller.email)!,
            'idempotency-key': `retry-${writes.indexOf(row)}`,
          },
          ...(request.payload === undefined ? {} : { payload: request.payload as object }),
        });
      const first = await send();
      const label = `${row.route}${row.variant ? ` (${row.variant})` : ''}`;
      expect(first.statusCode, `${label}: ${first.body}`).toBe(row.expected(cell));
      const before = await rowCounts();
      const again = await send();
      expect(await rowCounts(), `${label} sent again`).toEqual(before);
      await row.cleanup?.();
      // The same answer again, or (a decision, a submission) "already done": never a second one.
      if (again.statusCode === 409) {
        expect(again.json().error.code, label).toBe('invalidTransition');
      } else {
        expect(again.statusCode, label).toBe(first.statusCode);
        if (first.statusCode === 201) expect(again.json(), label).toEqual(first.json());
      }
      retried.push(label);
    }
    expect(retried.length).toBe(writes.length);
    tally.retried = retried.length;
  });

  it('catches an answer that carries a field its schema does not declare', () => {
    const operation = operations.find((one) => one.key === 'GET /api/push/key')!;
    expect(checkContract(operation, 200, { publicKey: 'BASE64' }).ok).toBe(true);
    const withExtra = checkContract(operation, 200, { publicKey: 'BASE64', privateKey: 'SECRET' });
    expect(withExtra).toMatchObject({ ok: false, problem: expect.stringContaining('additional') });
    expect(checkContract(operation, 418, {}).ok).toBe(false);
  });

  it("answers the users lookup by the rule: one's own record, a colleague only to an admin, never another unit", async () => {
    for (const caller of [person(OWN_UNIT, 'mr'), person(OWN_UNIT, 'hq')]) {
      for (const scope of ['self', 'colleague', 'foreign'] as const) {
        const owner = ownerOf(caller, scope);
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/users?email=${encodeURIComponent(owner.email)}`,
          headers: { authorization: authorization.get(caller.email)! },
        });
        const expectedTotal = scope === 'self' || (scope === 'colleague' && caller.isAdmin) ? 1 : 0;
        expect(response.json().total, `${caller.role} looks up ${scope}`).toBe(expectedTotal);
      }
    }
  });
});
