import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { userNotFound } from '../../plugins/errors.ts';
import type { PollVersions } from '../changes/poll-versions.ts';
import type { UserRecord, UsersRepository } from './users.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The registered user behind the verified token; null when the e-mail is not registered. */
    currentUser: UserRecord | null;
  }
  interface FastifyInstance {
    /**
     * Verifies the token and loads its user; the hook every protected route runs first. An
     * unregistered account is refused here (userNotFound), before its input is even validated, so
     * it learns nothing about the API; only a route marked `allowUnregistered` lets it through.
     */
    requireSignIn: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** The route answers an account that is not registered (GET /users, how the client finds out). */
    allowUnregistered?: boolean;
  }
}

/** The caller, for routes that need a registered user: an unregistered e-mail answers userNotFound. */
export function requireUser(request: FastifyRequest): UserRecord {
  if (!request.currentUser) throw userNotFound();
  return request.currentUser;
}

export default fp(
  async function currentUserPlugin(
    app: FastifyInstance,
    options: { users: UsersRepository; pollVersions: PollVersions },
  ) {
    app.decorateRequest('currentUser', null);
    app.decorate('requireSignIn', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (request.identity) {
        // Remembered between requests (forgotten when the database says the user changed), so an
        // unchanged poll needs no query at all.
        request.currentUser = await options.pollVersions.userByEmail(
          request.identity.email,
          (email) => options.users.findByEmail(email),
        );
      }
      if (!request.currentUser && !request.routeOptions.config.allowUnregistered) {
        throw userNotFound();
      }
    });
  },
  { name: 'current-user', dependencies: ['auth'] },
);
