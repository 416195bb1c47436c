import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateUserBodySchema,
  normalEmail,
  UpdateUserBodySchema,
  IdParamsSchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserSchema,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { errorResponses, forbidden, notFound } from '../../plugins/errors.ts';
import { assertTermsAccepted, requireUser } from '../users/current-user.ts';
import { createPerson, listPeople, updatePerson } from './people.service.ts';
import { presentUser } from '../users/user.presenter.ts';
import type { UserRecord, UsersRepository } from '../users/users.repository.ts';

const errors = errorResponses(400, 401, 403, 404);

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersRepository;
  db: Database;
  /** Forgets what this process remembers of a user (poll-versions.ts), at once. */
  forgetUser: (userId: number) => void;
}> = async (app, { users, db, forgetUser }) => {
  app.get(
    '/users',
    {
      // The client reads the caller's own user to know whether to show the terms dialog.
      config: { allowUnregistered: true, allowBeforeTerms: true },
      schema: {
        tags: ['users'],
        summary:
          "Find a user by e-mail: the caller itself, or (admins) anyone of the unit; without an e-mail (admins) the unit's people",
        description:
          'An empty list means the signed-in e-mail is not registered (the client then shows userNotFound). ' +
          'termsVersion below currentTermsVersion means the terms dialog is due; until then only reading ' +
          'oneself and accepting are answered, anything else 403 termsNotAccepted. Without email, an admin ' +
          'lists the people of the unit by q (name or e-mail), role, organizationId and active, sorted by name; ' +
          'anyone else answers 403.',
        querystring: UserListQuerySchema,
        response: { 200: UserListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email, limit, offset } = request.query;
      const caller = request.currentUser;
      if (email === undefined) {
        const admin = requireUser(request);
        if (!admin.isAdmin) throw forbidden('only an admin may list the people of the unit');
        assertTermsAccepted(admin);
        const page = await listPeople(db, admin.unit, request.query);
        return { data: page.rows.map(presentUser), total: page.total, limit, offset };
      }
      let found: UserRecord | null = null;
      if (caller && caller.email === normalEmail(email)) {
        found = caller;
      } else if (caller?.isAdmin) {
        // Only reading oneself is allowed before the terms are accepted.
        assertTermsAccepted(caller);
        found = await users.findInUnitByEmail(caller.unit, email);
      }
      const data = found && offset === 0 ? [presentUser(found)] : [];
      return { data, total: found ? 1 : 0, limit, offset };
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Create a person of the unit (admins), who can sign in at once with the e-mail',
        description:
          'Audited (user.create). The same body again answers the same 201 with the user created (a retry ' +
          'creates nobody twice); an e-mail registered otherwise answers 409.',
        body: CreateUserBodySchema,
        response: { 201: UserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      if (!admin.isAdmin) throw forbidden('only an admin may create people');
      const { user } = await db.transaction((tx) => createPerson(tx, admin, request.body));
      return reply.code(201).send(presentUser(user));
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { allowBeforeTerms: true },
      schema: {
        tags: ['users'],
        summary:
          'Accept the terms of use (agreedAt, the caller only), or change a person of the unit (admins)',
        description:
          'With agreedAt: the caller accepts the version in force. Otherwise (admins, issue 20): any of ' +
          "firstName, lastName, role, organizationId, isAdmin and active (false deactivates: the person's " +
          'next request answers 403 userDeactivated in every process, and their open approval tasks go to ' +
          'the remaining approvers or the pmo-approvers). Audited; setting what is set changes nothing. ' +
          'An admin cannot deactivate themselves or drop their own admin flag (409).',
        params: IdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const { agreedAt, termsVersion, ...change } = request.body;
      if (agreedAt === undefined) {
        if (!caller.isAdmin) {
          const target = await users.findInUnitById(caller.unit, request.params.id);
          if (!target) throw notFound('user');
          throw forbidden('only an admin may change a person');
        }
        assertTermsAccepted(caller);
        const changed = await db.transaction((tx) =>
          updatePerson(tx, caller, request.params.id, change, new Date()),
        );
        // The person's very next request in this process sees the change (a deactivation, a
        // reactivation, a new role), even before the database's announcement reaches it; other
        // processes hear the announcement.
        forgetUser(changed.id);
        return presentUser(changed);
      }
      if (request.params.id !== caller.id) {
        const target = await users.findInUnitById(caller.unit, request.params.id);
        if (!target) throw notFound('user');
        throw forbidden('terms can only be accepted by the user themselves');
      }
      return presentUser(await users.recordTermsAcceptance(caller, { agreedAt, termsVersion }));
    },
  );
};
