import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalEmail, tokyoToday, type BusinessUnit } from '@kizuki/shared';
import type { DatabaseHandle } from '../../db/database.ts';

/**
 * The channel the database's triggers notify (migrations 0015, 0021 and 0023): 'v:<user>' (one
 * user's polls changed), 'n:<unit>' (the unit's published posts changed: every member's unread
 * count), 'u:<user>' or 'u:*' (forget cached users: a user, an organization or the terms versions
 * changed; a cached user carries the version of the terms in force).
 */
export const CHANGES_CHANNEL = 'kizuki_changes';

interface PollVersionStats {
  /** Versions answered from memory. */
  hits: number;
  /** Versions read from the database (first poll, or after a change). */
  reads: number;
}

/** Whom a poll version is of: the user, and the unit whose published posts it follows. */
export interface PollReader {
  id: number;
  unit: BusinessUnit;
}

/**
 * What the 30-second polls need to answer "nothing changed" without the database: each user's
 * version (kizuki_poll_version: the largest change_seq of what their three polls show) and their
 * user record, kept in memory and forgotten when the database announces a change (LISTEN
 * kizuki_changes), in every server process alike. While the listening connection is down nothing
 * is trusted from memory. `Person` is the user record the sign-in keeps (users.repository.ts's
 * UserRecord): named by the caller, so that this module, below the users', imports nothing of it.
 */
export function createPollVersions<Person extends PollReader>(database: DatabaseHandle) {
  const versions = new Map<number, { version: number; unit: string }>();
  const usersByEmail = new Map<string, Person>();
  /** Moves on every announcement for a user: a read that raced with one is not kept. */
  const generations = new Map<number, number>();
  /** Moves on every announcement about users: a user read that raced with one is not kept. */
  let userGeneration = 0;
  let listening = false;
  let listener: { stop(): Promise<void> } | null = null;
  const stats: PollVersionStats = { hits: 0, reads: 0 };

  const forgetUsers = () => {
    userGeneration++;
    usersByEmail.clear();
  };
  const forgetVersion = (userId: number) => {
    versions.delete(userId);
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
  };
  const onMessage = (payload: string) => {
    const [kind, id] = payload.split(':');
    if (kind === 'v') {
      forgetVersion(Number(id));
    } else if (kind === 'n') {
      for (const [userId, known] of versions) if (known.unit === id) forgetVersion(userId);
    } else if (kind === 'u') {
      // Every user remembered by e-mail, not only this one: a person may be registered in several
      // units (issue 41), and a registration added, (de)activated or removed can change whom
      // another registration's e-mail signs in as. Users change seldom; polls do not.
      forgetUsers();
    }
  };
  const onListening = (now: boolean) => {
    listening = now;
    // Whatever was announced while not listening is unknown: start again from the database.
    versions.clear();
    forgetUsers();
    for (const userId of generations.keys()) generations.set(userId, generations.get(userId)! + 1);
  };

  return {
    stats,

    async start() {
      listener = await database.listen(CHANGES_CHANNEL, onMessage, onListening);
    },

    async stop() {
      await listener?.stop();
      listener = null;
      onListening(false);
    },

    /**
     * Forgets what is remembered about one user at once. After the user's own write the next poll
     * may come before the database's announcement does; it must not be answered from memory.
     */
    forget(userId: number) {
      onMessage(`v:${userId}`);
      onMessage(`u:${userId}`);
    },

    /**
     * A poll's conditional answer: sets the ETag of the user's current version and, when the
     * client's copy (If-None-Match) is that one, answers 304 and returns true; the route then
     * reads nothing. SPEC.md polls every 30 s from every tab, so this is the common case.
     * `variant` names what else the answer depends on that moves no version (the unread count's
     * terms date).
     */
    async answeredUnchanged(
      request: FastifyRequest,
      reply: FastifyReply,
      reader: PollReader,
      now: Date,
      variant = '',
    ): Promise<boolean> {
      const query = request.url.split('?')[1] ?? '';
      const etag = pollEtag(
        reader.id,
        await this.versionOf(reader),
        tokyoToday(now),
        variant ? `${query}#${variant}` : query,
      );
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
      notModified(reply);
      return true;
    },

    /** The user's poll version: from memory when nothing changed since it was read. */
    async versionOf(reader: PollReader): Promise<number> {
      const known = listening ? versions.get(reader.id) : undefined;
      if (known !== undefined) {
        stats.hits++;
        return known.version;
      }
      stats.reads++;
      const generation = generations.get(reader.id) ?? 0;
      const [row] = await database.db
        .select({ version: sql<string>`kizuki_poll_version(${reader.id})` })
        .from(sql`(select 1) as one`);
      const version = Number(row?.version ?? 0);
      if (listening && (generations.get(reader.id) ?? 0) === generation) {
        versions.set(reader.id, { version, unit: reader.unit });
      }
      return version;
    },

    /** The registered user behind an e-mail, remembered until the database says it changed. */
    async userByEmail(
      email: string,
      load: (email: string) => Promise<Person | null>,
    ): Promise<Person | null> {
      const key = normalEmail(email);
      const known = listening ? usersByEmail.get(key) : undefined;
      if (known) return known;
      const generation = userGeneration;
      const user = await load(key);
      // Only a registered user is remembered; a stranger may be registered a moment later.
      if (user && listening && userGeneration === generation) usersByEmail.set(key, user);
      return user;
    },
  };
}

export type PollVersions<Person extends PollReader = PollReader> = ReturnType<
  typeof createPollVersions<Person>
>;

/**
 * The ETag of a poll's answer: whose it is, the user's version, today in Tokyo (the open-task
 * count moves at midnight without any write) and the query with the answer's variant, so each page
 * and filter has its own. The user is part of it because versions are shared (a unit's posts move
 * every member's) and a browser's cache is keyed by URL alone: on a shared computer, the next
 * person's first poll must not be answered 304 with the previous person's list.
 */
function pollEtag(userId: number, version: number, today: string, query: string): string {
  const digest = createHash('sha256').update(`${userId}?${query}`).digest('base64url').slice(0, 16);
  return `"${version}-${today}-${digest}"`;
}

/** Whether the client's copy (If-None-Match) is this one. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * 304 Not Modified, with no body and no length: the client keeps the copy whose ETag it sent. It
 * bypasses the response serializer, which would write `null` and a Content-Length of 4 that some
 * HTTP clients then wait for.
 */
function notModified(reply: FastifyReply): FastifyReply {
  reply.hijack();
  reply.raw.writeHead(304, {
    etag: reply.getHeader('etag') as string,
    'cache-control': 'private, no-cache',
  });
  reply.raw.end();
  return reply;
}
