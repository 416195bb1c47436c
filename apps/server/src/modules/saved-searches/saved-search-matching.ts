import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { posts, savedSearches, savedSearchNotices, users } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { postItemNames } from '../posts/keyword-match.ts';
import { savedConditionsMatch } from '../posts/post-list.ts';

export interface SavedSearchMatch {
  userId: number;
  savedSearchId: number;
}

/**
 * The people a published post matches a notifying saved search of, one search each (the oldest):
 * in one statement over the unit's notifying searches, with the timeline's rules
 * (`savedConditionsMatch`). Not the author, and only active people of the post's unit, to whom a
 * published post is readable (post-rows.ts, `readableBy`).
 */
export async function matchingSavedSearches(
  db: Database,
  postId: number,
): Promise<SavedSearchMatch[]> {
  return db
    .selectDistinctOn([savedSearches.userId], {
      userId: savedSearches.userId,
      savedSearchId: savedSearches.id,
    })
    .from(savedSearches)
    .innerJoin(posts, eq(posts.id, postId))
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.notify, true),
        ne(savedSearches.userId, posts.authorUserId),
        eq(users.active, true),
        eq(users.unit, savedSearches.unit),
        savedConditionsMatch({
          unit: savedSearches.unit,
          keyword: savedSearches.keyword,
          keywordPattern: savedSearches.keywordPattern,
          filters: savedSearches.filters,
          postItemNames: postItemNames(postId),
        }),
      ),
    )
    .orderBy(asc(savedSearches.userId), asc(savedSearches.id));
}

/**
 * A saved-search notice's line: which of the person's searches matched, then the post's first
 * words (issue 39: the notice did not say which search it was about). The name is in the title,
 * not a column of its own, so the notice keeps the name it had when it was sent, is found by it in
 * the notices' keyword search, and no migration was needed; notify() cuts the line to its length,
 * and a name is at most 60 characters, so the name always shows.
 */
function savedSearchNoticeTitle(name: string | undefined, body: string): string {
  return name === undefined ? body : `「${name}」${body}`;
}

/**
 * Tells each person a published post matches a saved search of (a notice, which the push outbox
 * also sends): at most once per post and person, however often this runs for the post (the
 * notices' key), in one transaction with the record of who was told.
 */
export async function notifySavedSearchMatches(db: Database, postId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const matches = await matchingSavedSearches(tx, postId);
    if (matches.length === 0) return 0;
    const told = await tx
      .insert(savedSearchNotices)
      .values(matches.map((match) => ({ ...match, postId })))
      .onConflictDoNothing()
      .returning({
        userId: savedSearchNotices.userId,
        savedSearchId: savedSearchNotices.savedSearchId,
      });
    if (told.length === 0) return 0;
    const [post] = await tx
      .select({ unit: posts.unit, body: posts.body })
      .from(posts)
      .where(eq(posts.id, postId));
    const names = new Map(
      (
        await tx
          .select({ id: savedSearches.id, name: savedSearches.name })
          .from(savedSearches)
          .where(
            inArray(
              savedSearches.id,
              told.flatMap(({ savedSearchId }) => (savedSearchId === null ? [] : [savedSearchId])),
            ),
          )
      ).map(({ id, name }) => [id, name]),
    );
    await notify(
      tx,
      told.map(({ userId, savedSearchId }) => ({
        unit: post!.unit,
        userId,
        kind: 'savedSearch' as const,
        title: savedSearchNoticeTitle(names.get(savedSearchId!), post!.body),
        link: `/posts/${postId}`,
      })),
    );
    return told.length;
  });
}
