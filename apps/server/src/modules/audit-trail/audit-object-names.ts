import { and, eq, inArray } from 'drizzle-orm';
import {
  IMPORT_KINDS,
  type BusinessUnit,
  type ExportLanguage,
  type ImportKind,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import {
  contentReports,
  masterItems,
  organizations,
  posts,
  safetyCases,
  tasks,
  users,
} from '../../db/schema.ts';
import { AUDIT_WORDS } from './audit-words.ts';
import { FILE_KIND_NAMES, termsVersionName, UNIT_NAMES } from './audit-object-words.ts';

/** What an entry names: its object, and the people and organizations its difference holds by id. */
export interface AuditRowRefs {
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
}

/**
 * The names a page of the trail needs, found in one query per kind of object, in the caller's
 * unit only: an id of another unit's object (or of one that is gone) finds no name.
 */
export interface NameBook {
  lang: ExportLanguage;
  /** An entry's object by name: `${objectType}:${objectId}`. */
  objects: Map<string, string>;
  people: Map<number, string>;
  organizations: Map<number, string>;
}

/** The fields of a difference that hold a person's id (or a list of them). */
export const PERSON_FIELDS = new Set(['assigneeUserId', 'delegateUserId', 'userIds']);
export const ORGANIZATION_FIELDS = new Set(['organizationId']);

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/** The ids of the fields named `fields`, at any depth of a before or an after. */
function collectIds(value: unknown, fields: Set<string>, into: Set<number>, inField = false) {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, fields, into, inField);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      collectIds(item, fields, into, fields.has(key));
    }
  } else if (inField && isId(value)) {
    into.add(value);
  }
}

/** A post's text as the trail names it: its first line, cut short. */
function firstLineOf(body: string): string {
  const line = body.trimStart().split('\n')[0]!.trim();
  return [...line].length > 40 ? `${[...line].slice(0, 40).join('')}…` : line;
}

export async function nameBookOf(
  db: Database,
  unit: BusinessUnit,
  lang: ExportLanguage,
  rows: readonly AuditRowRefs[],
): Promise<NameBook> {
  const idsOf = (type: string) => {
    const ids = new Set<number>();
    for (const row of rows) {
      if (row.objectType === type && /^\d{1,10}$/.test(row.objectId)) {
        const id = Number(row.objectId);
        if (isId(id)) ids.add(id);
      }
    }
    return [...ids];
  };
  const personIds = new Set(idsOf('user'));
  const organizationIds = new Set(idsOf('organization'));
  for (const { before, after } of rows) {
    collectIds([before, after], PERSON_FIELDS, personIds);
    collectIds([before, after], ORGANIZATION_FIELDS, organizationIds);
  }
  const words = AUDIT_WORDS[lang];
  const [people, orgs, postRows, taskRows, itemRows, reportRows, caseRows] = await Promise.all([
    personIds.size === 0
      ? []
      : db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(and(eq(users.unit, unit), inArray(users.id, [...personIds]))),
    organizationIds.size === 0
      ? []
      : db
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(
            and(eq(organizations.unit, unit), inArray(organizations.id, [...organizationIds])),
          ),
    named(idsOf('post'), (ids) =>
      db
        .select({ id: posts.id, body: posts.body })
        .from(posts)
        .where(and(eq(posts.unit, unit), inArray(posts.id, ids))),
    ),
    named(idsOf('task'), (ids) =>
      db
        .select({ id: tasks.id, title: tasks.title, type: tasks.type, body: posts.body })
        .from(tasks)
        .leftJoin(posts, and(eq(posts.id, tasks.postId), eq(posts.unit, unit)))
        .where(and(eq(tasks.unit, unit), inArray(tasks.id, ids))),
    ),
    named(idsOf('masterItem'), (ids) =>
      db
        .select({ id: masterItems.id, nameJa: masterItems.nameJa, nameEn: masterItems.nameEn })
        .from(masterItems)
        .where(and(eq(masterItems.unit, unit), inArray(masterItems.id, ids))),
    ),
    named(idsOf('report'), (ids) =>
      db
        .select({ id: contentReports.id, body: posts.body })
        .from(contentReports)
        .innerJoin(posts, and(eq(posts.id, contentReports.postId), eq(posts.unit, unit)))
        .where(and(eq(contentReports.unit, unit), inArray(contentReports.id, ids))),
    ),
    named(idsOf('safetyCase'), (ids) =>
      db
        .select({ id: safetyCases.id, product: safetyCases.product })
        .from(safetyCases)
        .where(and(eq(safetyCases.unit, unit), inArray(safetyCases.id, ids))),
    ),
  ]);

  const objects = new Map<string, string>();
  const personNames = new Map(people.map((p) => [p.id, `${p.lastName} ${p.firstName}`]));
  const organizationNames = new Map(orgs.map((o) => [o.id, o.name]));
  for (const [id, name] of personNames) objects.set(`user:${id}`, name);
  for (const [id, name] of organizationNames) objects.set(`organization:${id}`, name);
  for (const post of postRows) objects.set(`post:${post.id}`, firstLineOf(post.body));
  for (const task of taskRows) {
    const name =
      task.title.trim() ||
      (task.body ? firstLineOf(task.body) : (words.values[task.type] ?? task.type));
    objects.set(`task:${task.id}`, name);
  }
  for (const item of itemRows) {
    objects.set(`masterItem:${item.id}`, lang === 'ja' ? item.nameJa : item.nameEn);
  }
  for (const report of reportRows) objects.set(`report:${report.id}`, firstLineOf(report.body));
  for (const safetyCase of caseRows) objects.set(`safetyCase:${safetyCase.id}`, safetyCase.product);
  for (const row of rows) {
    const key = `${row.objectType}:${row.objectId}`;
    if (row.objectType === 'import' && (IMPORT_KINDS as readonly string[]).includes(row.objectId)) {
      objects.set(key, FILE_KIND_NAMES[lang][row.objectId as ImportKind]);
    } else if (row.objectType === 'terms' && /^\d{1,6}$/.test(row.objectId)) {
      objects.set(key, termsVersionName(row.objectId, lang));
    } else if (
      (row.objectType === 'unit' || row.objectType === 'screenRules') &&
      row.objectId === unit
    ) {
      // The caller's own unit only: another unit's code names nothing here.
      objects.set(key, UNIT_NAMES[lang][unit]);
    }
  }
  return { lang, objects, people: personNames, organizations: organizationNames };
}

/** The rows of a query for some ids, or none without a query when there is no id. */
async function named<T>(ids: number[], query: (ids: number[]) => Promise<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : query(ids);
}
