import { desc, eq, max, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PublishTermsBodySchema,
  TermsVersionListResponseSchema,
  TermsVersionSchema,
  type BusinessUnit,
  type TermsVersion,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { termsVersions, users } from '../../db/schema.ts';
import { conflictOn, errorResponses } from '../../plugins/errors.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { assertTermsAccepted, requireUser } from './current-user.ts';
import { termsInForceFor } from './users.repository.ts';

function selectVersions(db: Database, unit: BusinessUnit) {
  return db
    .select({
      version: termsVersions.version,
      publishedAt: termsVersions.publishedAt,
      textJa: termsVersions.textJa,
      textEn: termsVersions.textEn,
      unit: termsVersions.unit,
      publishedBy: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.lastName} || ' ' || ${users.firstName} end`,
      publishedByUserId: termsVersions.publishedByUserId,
    })
    .from(termsVersions)
    .leftJoin(users, eq(users.id, termsVersions.publishedByUserId))
    .where(termsInForceFor(unit))
    .orderBy(desc(termsVersions.version));
}

type VersionRow = Awaited<ReturnType<typeof selectVersions>>[number];
const present = ({ publishedByUserId: _by, ...row }: VersionRow): TermsVersion => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
});

/** The terms of use: the version in force for everyone; the versions and publishing for admins. */
export const termsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/terms/current',
    {
      config: { allowBeforeTerms: true },
      schema: {
        tags: ['users'],
        summary: "The terms of use in force for the caller's unit",
        description:
          'What the terms dialog shows before the caller accepts (so it answers before the terms are ' +
          "accepted). Null texts: the app's own text, SPEC.md section 1's rules.",
        response: { 200: TermsVersionSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [current] = await selectVersions(db, user.unit).limit(1);
      return present(current!);
    },
  );
};

/** Admin-only (registered in the admin scope, issue 20): the unit's versions, and a new one. */
export const termsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/terms',
    {
      schema: {
        tags: ['users'],
        summary: 'The versions of the terms of use in force for the unit, newest first (admins)',
        response: { 200: TermsVersionListResponseSchema, ...errorResponses(401, 403) },
      },
      config: { adminAction: 'read the versions of the terms' },
    },
    async (request) => {
      const admin = requireUser(request);
      return { data: (await selectVersions(db, admin.unit)).map(present) };
    },
  );

  app.post(
    '/terms',
    {
      schema: {
        tags: ['users'],
        summary: 'Publish a new version of the terms of use for the unit (admins)',
        description:
          'Everyone of the unit, the admin included, accepts it before their next action (403 ' +
          'termsNotAccepted, then the terms dialog). basedOnVersion names the version edited: when ' +
          'another was published since, 409 with the version in force. Sent again, the same body ' +
          'answers the version it published. Audited (terms.publish).',
        body: PublishTermsBodySchema,
        response: { 201: TermsVersionSchema, ...errorResponses(400, 401, 403, 409) },
      },
      // The publishing admin has not accepted their own new version yet: a retry of the publication
      // must still be answered. Anything else asks for the terms first (below).
      config: { adminAction: 'publish the terms', allowBeforeTerms: true },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const { textJa, textEn, basedOnVersion } = request.body;
      const published = await db.transaction(async (tx) => {
        // One publication at a time, in every process: the numbers are shared by the units.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kizuki_terms_versions'))`);
        const [current] = await selectVersions(tx, admin.unit).limit(1);
        if (current!.version !== basedOnVersion) {
          const isRetry =
            current!.unit === admin.unit &&
            current!.textJa === textJa &&
            current!.textEn === textEn &&
            current!.publishedByUserId === admin.id;
          if (isRetry) return current!;
          throw conflictOn({
            field: 'body.basedOnVersion',
            code: 'overtaken',
            message: `version ${current!.version} of the terms is in force`,
            currentVersion: current!.version,
          });
        }
        assertTermsAccepted(admin);
        const [{ last }] = (await tx
          .select({ last: max(termsVersions.version) })
          .from(termsVersions)) as [{ last: number | null }];
        const version = (last ?? 0) + 1;
        await tx.insert(termsVersions).values({
          version,
          textJa,
          textEn,
          unit: admin.unit,
          publishedByUserId: admin.id,
        });
        await appendAudit(tx, {
          unit: admin.unit,
          actorUserId: admin.id,
          action: 'terms.publish',
          objectType: 'terms',
          objectId: version,
          before: { version: current!.version },
          after: { version, textJa, textEn },
        });
        const [row] = await selectVersions(tx, admin.unit).limit(1);
        return row!;
      });
      return reply.code(201).send(present(published));
    },
  );
};
