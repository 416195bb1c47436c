import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { termsAcceptanceDue } from '@kizuki/shared/rules';
import {
  forbidden,
  termsNotAccepted,
  userDeactivated,
  userNotFound,
} from '../../plugins/errors.ts';
import { assertStorableClaim } from '../../plugins/storable-text.ts';
import type { PollVersions } from '../changes/poll-versions.ts';
import type { UserRecord, UsersRepository } from './users.repository.ts';

/**
 * Counts a sign-in for the analytics (the usage module's createSignInRecorder): handed in by the
 * app, so that this module, below the usage module, imports nothing of it.
 */
type SignInRecorder = (user: UserRecord, authTime: number | null) => Promise<void>;

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
    /**
     * The route answers a user who has not accepted the terms in force (reading oneself,
     * accepting); every other signed-in route answers them 403 termsNotAccepted.
     */
    allowBeforeTerms?: boolean;
    /** In the admin scope: what the route does, for the 403 a non-admin gets. */
    adminAction?: string;
  }
}

/** The caller, for routes that need a registered user: an unregistered e-mail answers userNotFound. */
export function requireUser(request: FastifyRequest): UserRecord {
  if (!request.currentUser) throw userNotFound();
  return request.currentUser;
}

/**
 * The hook of the signed-in scope (app.ts), after requireSignIn: a user who has not accepted the
 * terms in force is refused 403 termsNotAccepted before anything else, unless the route allows it
 * (config.allowBeforeTerms). The user record, and with it the version in force, comes from
 * poll-versions' memory, which a new version or an acceptance clears in every process.
 */
export async function requireTermsAccepted(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.allowBeforeTerms) return;
  assertTermsAccepted(request.currentUser);
}

/** For a route allowed before the terms, the part of it that is not (an admin reading others). */
export function assertTermsAccepted(user: UserRecord | null): void {
  if (user && termsAcceptanceDue(user)) throw termsNotAccepted();
}

/**
 * A route added to the admin scope says what it lets an admin do (its refusal names it) and
 * documents its 403, so that the OpenAPI document and the access matrix know it is admin-only:
 * one without either fails at start, not in production.
 */
export function assertAdminRoute(route: RouteOptions): void {
  const config = route.config;
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  if (!config?.adminAction || !responses['403']) {
    throw new Error(
      `${route.method.toString()} ${route.url}: an admin route needs config.adminAction and a 403 response`,
    );
  }
}

/**
 * The hook of the admin scope (app.ts): every route in it answers a caller who is not an admin
 * 403 forbidden. A preHandler, so an invalid request is still a 400 first, as when each handler
 * checked it.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!requireUser(request).isAdmin) {
    const action = request.routeOptions.config.adminAction ?? 'do this';
    throw forbidden(`only an admin may ${action}`);
  }
}

export default fp(
  async function currentUserPlugin(
    app: FastifyInstance,
    options: {
      users: UsersRepository;
      pollVersions: PollVersions<UserRecord>;
      noteSignIn: SignInRecorder;
    },
  ) {
    app.decorateRequest('currentUser', null);
    app.decorate('requireSignIn', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (request.identity) {
        // A signed claim is still input: one PostgreSQL cannot store is a 400, not a failed lookup.
        assertStorableClaim(request.identity.email, 'headers.authorization');
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
      // Every route, reading oneself included: the client shows the "deactivated" page. The record
      // comes from memory that a change of the user clears in every process (LISTEN), so the
      // next request after a deactivation is refused wherever it lands, whatever the token says.
      if (request.currentUser && !request.currentUser.active) throw userDeactivated();
      if (request.currentUser && request.identity) {
        await options.noteSignIn(request.currentUser, request.identity.authTime);
      }
    });
  },
  { name: 'current-user', dependencies: ['auth'] },
);
