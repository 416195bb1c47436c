import { and, asc, count, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import {
  ADMIN_FIELDS,
  normalEmail,
  REMINDED_TASK_TYPES,
  UNFINISHED_TASK_STATUSES,
  type AdminUpdateUserBody,
  type BusinessUnit,
  type CreateUserBody,
  type Role,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { containsKeyword } from '../../db/text-match.ts';
import { posts, tasks, users } from '../../db/schema.ts';
import { assertOrganizationOfUnit } from './organizations.service.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { notify } from '../notifications/notify.ts';
import { complianceRecipients } from '../compliance/recipients.ts';
import { activePmoApprovers, eligibleApprovers } from '../posts/approvers.ts';
import { selectUsers, type UserRecord } from './users.repository.ts';

/** What an admin looks for on the people screen (GET /users without an e-mail). */
export interface PeopleFilter {
  q?: string | undefined;
  role?: Role | undefined;
  organizationId?: number | undefined;
  active?: boolean | undefined;
  limit: number;
  offset: number;
}

/**
 * The unit's people, by name or e-mail, role, organization and active, sorted by name. The words
 * are matched as every search matches them (containsKeyword: NFKC and lower case on both sides,
 * so full-width Latin and half-width kana find what they look like; a LIKE character is a
 * character); issue 42: this was the one search that compared with ilike.
 */
export async function listPeople(db: Database, unit: BusinessUnit, filter: PeopleFilter) {
  const conditions: (SQL | undefined)[] = [eq(users.unit, unit)];
  if (filter.q) {
    const words = filter.q;
    conditions.push(
      or(
        containsKeyword(users.lastName, words),
        containsKeyword(users.firstName, words),
        containsKeyword(users.email, words),
      ),
    );
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.organizationId) conditions.push(eq(users.organizationId, filter.organizationId));
  if (filter.active !== undefined) conditions.push(eq(users.active, filter.active));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The fields an admin sets and the audit trail records, of a stored user. */
function personOf(user: UserRecord) {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    organizationId: user.organizationId,
    isAdmin: user.isAdmin,
    active: user.active,
  };
}

/**
 * Creates a person of the admin's unit, who can sign in at once with the e-mail. The same request
 * again answers the user it created (a retry creates nobody twice: `created` is false); an e-mail
 * registered in the unit with other details is a 409. One registered in another unit is
 * registered here too (the sign-in keeps using the first active registration).
 */
export async function createPerson(
  tx: Database,
  admin: UserRecord,
  body: Required<CreateUserBody>,
): Promise<{ user: UserRecord; created: boolean }> {
  const email = normalEmail(body.email);
  await assertOrganizationOfUnit(tx, admin.unit, body.organizationId);
  const wanted = {
    email,
    firstName: body.firstName,
    lastName: body.lastName,
    role: body.role,
    organizationId: body.organizationId,
    isAdmin: body.isAdmin,
    active: true,
  };
  // Only the admin's unit is looked at: a registration of the e-mail in another unit is no
  // conflict (issue 41), so that the answer tells nothing of other units' people.
  const inUnit = and(eq(users.unit, admin.unit), eq(users.email, email));
  const [existing] = await selectUsers(tx).where(inUnit);
  if (existing) {
    if (JSON.stringify(personOf(existing)) === JSON.stringify(wanted)) {
      return { user: existing, created: false };
    }
    throw conflict('this e-mail is already registered in the unit', { field: 'body.email' });
  }
  const [inserted] = await tx
    .insert(users)
    .values({ ...wanted, unit: admin.unit })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!inserted) {
    // Another request created it between the read and the insert: the same person (a retry that
    // overlapped the first) answers as a retry does; anything else is the 409.
    const [raced] = await selectUsers(tx).where(inUnit);
    if (raced && JSON.stringify(personOf(raced)) === JSON.stringify(wanted)) {
      return { user: raced, created: false };
    }
    throw conflict('this e-mail is already registered in the unit', { field: 'body.email' });
  }
  await appendAudit(tx, {
    unit: admin.unit,
    actorUserId: admin.id,
    action: 'user.create',
    objectType: 'user',
    objectId: inserted.id,
    before: null,
    after: wanted,
  });
  const [user] = await selectUsers(tx).where(eq(users.id, inserted.id));
  return { user: user!, created: true };
}

/**
 * Changes a person of the admin's unit (another unit's is not found). Setting what is set changes
 * nothing and writes no audit row. An admin cannot deactivate themselves or take away their own
 * admin flag (409): a unit must not lock its last admin out by a slip of the finger. A person who
 * can no longer decide their open approval tasks (deactivated, another role or organization) hands
 * them on, see reassignOpenTasks.
 */
export async function updatePerson(
  tx: Database,
  admin: UserRecord,
  targetId: number,
  body: AdminUpdateUserBody,
  now: Date,
): Promise<UserRecord> {
  const [locked] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, targetId), eq(users.unit, admin.unit)))
    .for('update');
  if (!locked) throw notFound('user');
  const [current] = await selectUsers(tx).where(eq(users.id, targetId));
  const before = personOf(current!);
  await assertOrganizationOfUnit(tx, admin.unit, body.organizationId, before.organizationId);
  if (targetId === admin.id && body.active === false) {
    throw conflict('you cannot deactivate yourself', { field: 'body.active' });
  }
  if (targetId === admin.id && body.isAdmin === false) {
    throw conflict('you cannot take away your own admin rights', { field: 'body.isAdmin' });
  }
  const removesAnAdmin = body.isAdmin === false || body.active === false;
  if (removesAnAdmin) {
    // Two admins taking each other's rights at once must not leave the unit with none: the
    // unit's admins are locked in id order, so the second waits and then counts the first.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.unit, admin.unit), eq(users.isAdmin, true)))
      .orderBy(asc(users.id))
      .for('update');
  }
  const changes: Partial<typeof before> = {};
  for (const key of ADMIN_FIELDS) {
    const value = body[key];
    if (value !== undefined && value !== before[key]) Object.assign(changes, { [key]: value });
  }
  if (Object.keys(changes).length === 0) return current!;
  await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, targetId));
  const action =
    changes.active === false
      ? 'user.deactivate'
      : changes.active === true
        ? 'user.reactivate'
        : 'user.update';
  await appendAudit(tx, {
    unit: admin.unit,
    actorUserId: admin.id,
    action,
    objectType: 'user',
    objectId: targetId,
    before: Object.fromEntries(
      Object.keys(changes).map((key) => [key, before[key as keyof typeof before]]),
    ),
    after: changes,
  });
  if (removesAnAdmin) {
    const [remaining] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.unit, admin.unit), eq(users.isAdmin, true), eq(users.active, true)));
    if (remaining!.n === 0) {
      throw conflict('the unit would have no active admin left', {
        field: body.active === false ? 'body.active' : 'body.isAdmin',
      });
    }
  }
  const [updated] = await selectUsers(tx).where(eq(users.id, targetId));
  await reassignOpenTasks(tx, admin, updated!, now);
  return updated!;
}

/** The task types a person is given for their role or office, and hands on when they leave it. */
const HANDED_ON_TYPES = [...REMINDED_TASK_TYPES, 'safety-case', 'report'] as const;

type TaskRow = typeof tasks.$inferSelect;

/** The other open tasks about the same thing (the same content to approve, case or report). */
function siblingsOf(task: TaskRow): SQL {
  const same =
    task.type === 'safety-case'
      ? eq(tasks.safetyCaseId, task.safetyCaseId!)
      : task.type === 'report'
        ? eq(tasks.reportId, task.reportId!)
        : and(eq(tasks.postId, task.postId!), inArray(tasks.type, [...REMINDED_TASK_TYPES]));
  return and(same, inArray(tasks.status, [...UNFINISHED_TASK_STATUSES]), ne(tasks.id, task.id))!;
}

/**
 * Who should have the task instead, or null when the person may keep it. Approvals: the author's
 * remaining approvers, else the unit's pmo-approvers (the approvers of last resort). Safety cases
 * and reports (only when the person was deactivated: they are not given for a role): the unit's
 * remaining safety contacts, else its admins, and for a report its admins as well.
 */
async function successorsOf(
  tx: Database,
  task: TaskRow,
  person: UserRecord,
): Promise<number[] | null> {
  if (task.type === 'safety-case' || task.type === 'report') {
    if (person.active) return null;
    const recipients = await complianceRecipients(tx, person.unit, {
      safetyContacts: true,
      admins: task.type === 'report',
    });
    return recipients.filter((id) => id !== person.id && id !== task.requestedByUserId);
  }
  const [post] = await tx
    .select({ authorUserId: posts.authorUserId, status: posts.status })
    .from(posts)
    .where(eq(posts.id, task.postId!));
  // Content no longer in review has nobody to hand it to; its task is finished elsewhere.
  if (post && post.status !== 'review') return null;
  // An escalated task (issue 23) is a pmo-approver's whoever the author is: they keep it while
  // they are one of the unit's active pmo-approvers.
  if (
    task.escalatedAt !== null &&
    person.active &&
    person.role === 'pmo-approver' &&
    person.unit === task.unit
  ) {
    return null;
  }
  const [author] = post ? await selectUsers(tx).where(eq(users.id, post.authorUserId)) : [];
  const approvers = author ? await eligibleApprovers(tx, author) : [];
  // A delegate holding the task (issue 23) is one of these too while still a valid delegate: a
  // delegate is accepted only from among the author's approvers (assigneesOf).
  if (person.active && approvers.includes(person.id)) return null;
  const remaining = approvers.filter((id) => id !== person.id);
  if (remaining.length > 0 || !author) return remaining;
  return activePmoApprovers(tx, person.unit, [author.id, person.id]);
}

/**
 * The open tasks of a person who may no longer do them (deactivated, or no longer an approver of
 * the author) go to whoever should have them (successorsOf). A task whose content, case or report
 * already waits in another tray is simply canceled. Each move is audited (`task.reassign`, the
 * admin as actor) and the new assignees are told. When nobody at all remains, the task stays where
 * it is, so that the work still has a tray. Inquiries stay: they ask the author, who is not
 * replaceable.
 */
export async function reassignOpenTasks(
  tx: Database,
  admin: UserRecord,
  person: UserRecord,
  now: Date,
): Promise<void> {
  const open = await tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.assigneeUserId, person.id),
        inArray(tasks.type, [...HANDED_ON_TYPES]),
        inArray(tasks.status, [...UNFINISHED_TASK_STATUSES]),
      ),
    )
    .orderBy(asc(tasks.id));
  for (const listed of open) {
    // Locked as the decisions lock them (the post, then its tasks; a case's or report's tasks in
    // id order), then read again: a decision that committed meanwhile is not undone here.
    if (listed.postId !== null && listed.type !== 'safety-case') {
      await tx
        .select({ id: posts.id })
        .from(posts)
        .where(eq(posts.id, listed.postId))
        .for('update');
    }
    await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(or(eq(tasks.id, listed.id), siblingsOf(listed)))
      .orderBy(asc(tasks.id))
      .for('update');
    const [task] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, listed.id), inArray(tasks.status, [...UNFINISHED_TASK_STATUSES])));
    if (!task) continue;
    const successors = await successorsOf(tx, task, person);
    if (successors === null) continue;
    const othersWaiting = await tx.select({ id: tasks.id }).from(tasks).where(siblingsOf(task));
    const newAssignees = othersWaiting.length > 0 ? [] : successors;
    if (othersWaiting.length === 0 && newAssignees.length === 0) continue;
    const created =
      newAssignees.length === 0
        ? []
        : await tx
            .insert(tasks)
            .values(
              newAssignees.map((assigneeUserId) => ({
                unit: task.unit,
                assigneeUserId,
                type: task.type,
                status: 'to-do' as const,
                dueOn: task.dueOn,
                title: task.title,
                postId: task.postId,
                requestedByUserId: task.requestedByUserId,
                safetyCaseId: task.safetyCaseId,
                reportId: task.reportId,
              })),
            )
            .returning({ id: tasks.id, assigneeUserId: tasks.assigneeUserId });
    await tx.update(tasks).set({ status: 'canceled', updatedAt: now }).where(eq(tasks.id, task.id));
    await appendAudit(tx, {
      unit: admin.unit,
      actorUserId: admin.id,
      action: 'task.reassign',
      objectType: 'task',
      objectId: task.id,
      before: { assigneeUserId: person.id, status: task.status },
      after: {
        status: 'canceled',
        reassignedTo: created.map((row) => ({
          taskId: row.id,
          assigneeUserId: row.assigneeUserId,
        })),
      },
    });
    await notify(
      tx,
      created.map((row) => ({
        unit: admin.unit,
        userId: row.assigneeUserId,
        // As the task's first assignees were told: compliance notices carry no text (issue 19).
        kind:
          task.type === 'safety-case'
            ? ('safetyCase' as const)
            : task.type === 'report'
              ? ('contentReported' as const)
              : ('taskAssigned' as const),
        title: task.title,
        link: `/tasks/${row.id}`,
      })),
    );
  }
}
