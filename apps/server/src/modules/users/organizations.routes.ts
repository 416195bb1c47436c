import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOrganizationBodySchema,
  IdParamsSchema,
  OrganizationListResponseSchema,
  OrganizationSchema,
  UpdateOrganizationBodySchema,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from './current-user.ts';
import {
  createOrganization,
  listOrganizations,
  updateOrganization,
} from './organizations.service.ts';

/** Admin-only (registered in the admin scope, issue 20): the unit's organizations. */
export const organizationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/organizations',
    {
      schema: {
        tags: ['users'],
        summary: "The unit's organizations, retired ones too, by name (admins only)",
        response: { 200: OrganizationListResponseSchema, ...errorResponses(401, 403) },
      },
      config: { adminAction: 'list the organizations' },
    },
    async (request) => ({ data: await listOrganizations(db, requireUser(request).unit) }),
  );

  app.post(
    '/organizations',
    {
      schema: {
        tags: ['users'],
        summary: 'Add an organization to the unit (admins only)',
        description:
          'Audited (organization.create). The code is the key an import file uses: the same body ' +
          'again answers the same 201 with the organization (a retry adds nothing twice); another ' +
          'organization of that code answers 409.',
        body: CreateOrganizationBodySchema,
        response: { 201: OrganizationSchema, ...errorResponses(400, 401, 403, 409) },
      },
      config: { adminAction: 'add an organization' },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const { organization } = await db.transaction((tx) =>
        createOrganization(tx, admin, request.body),
      );
      return reply.code(201).send(organization);
    },
  );

  app.patch(
    '/organizations/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Rename, retire or bring back an organization of the unit (admins only)',
        description:
          'Retiring (active false) is refused with 409 while active people are filed under it; a ' +
          'retired organization is offered to no one new, and those filed under it keep it. ' +
          'Audited (organization.update); setting what is set changes nothing.',
        params: IdParamsSchema,
        body: UpdateOrganizationBodySchema,
        response: { 200: OrganizationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { adminAction: 'change an organization' },
    },
    async (request) => {
      const admin = requireUser(request);
      return db.transaction((tx) => updateOrganization(tx, admin, request.params.id, request.body));
    },
  );
};
