import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UpdateUserBodySchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserSchema,
} from '@kizuki/shared';
import { errorResponses, forbidden, notFound } from '../../plugins/errors.ts';
import { assertTermsAccepted, requireUser } from './current-user.ts';
import { presentUser } from './user.presenter.ts';
import type { UserRecord, UsersRepository } from './users.repository.ts';

const errors = errorResponses(400, 401, 403, 404);

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersRepository }> = async (
  app,
  { users },
) => {
  app.get(
    '/users',
    {
      // The client reads the caller's own user to know whether to show the terms dialog.
      config: { allowUnregistered: true, allowBeforeTerms: true },
      schema: {
        tags: ['users'],
        summary: 'Find a user by e-mail: the caller itself, or (admins) anyone of the unit',
        description:
          'An empty list means the signed-in e-mail is not registered (the client then shows userNotFound). ' +
          'termsVersion below currentTermsVersion means the terms dialog is due; until then only reading ' +
          'oneself and accepting are answered, anything else 403 termsNotAccepted.',
        querystring: UserListQuerySchema,
        response: { 200: UserListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email, limit, offset } = request.query;
      const caller = request.currentUser;
      let found: UserRecord | null = null;
      if (caller && caller.email === email.toLowerCase()) {
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

  app.patch(
    '/users/:id',
    {
      config: { allowBeforeTerms: true },
      schema: {
        tags: ['users'],
        summary:
          'Accept the terms of use (agreedAt) in the version in force; only for the caller itself',
        params: UserIdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      if (request.params.id !== caller.id) {
        const target = await users.findInUnitById(caller.unit, request.params.id);
        if (!target) throw notFound('user');
        throw forbidden('terms can only be accepted by the user themselves');
      }
      return presentUser(await users.recordTermsAcceptance(caller, request.body));
    },
  );
};
