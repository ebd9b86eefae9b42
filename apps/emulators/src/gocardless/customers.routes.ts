import type { FastifyInstance } from 'fastify';
import { createResource } from './create-resource';
import { registerGetRoute } from './find-resource';
import { readResource } from './read-request';
import { CustomerFields } from './request-schemas';
import type { CustomerBody } from './resource-bodies';
import { hidden, type GoCardlessSandboxContext } from './sandbox-context';
import { newSandboxId } from './sandbox-ids';

/** `POST /customers` and `GET /customers/:id`. */
export function registerCustomerRoutes(scope: FastifyInstance, ctx: GoCardlessSandboxContext) {
  scope.post('/customers', { schema: hidden }, async (request, reply) => {
    const fields = readResource(request.body, 'customers', CustomerFields);
    return createResource(ctx, request, reply, 'customers', async () => {
      const body: CustomerBody = {
        id: newSandboxId('CU'),
        created_at: ctx.clock.now().toISOString(),
        email: fields.email ?? null,
        given_name: fields.given_name ?? null,
        family_name: fields.family_name ?? null,
        company_name: fields.company_name ?? null,
        address_line1: fields.address_line1 ?? null,
        address_line2: fields.address_line2 ?? null,
        address_line3: fields.address_line3 ?? null,
        city: fields.city ?? null,
        region: fields.region ?? null,
        postal_code: fields.postal_code ?? null,
        country_code: fields.country_code ?? null,
        language: fields.language ?? 'en',
        phone_number: fields.phone_number ?? null,
        danish_identity_number: null,
        swedish_identity_number: null,
        metadata: fields.metadata ?? {},
      };
      return { body, events: [] };
    });
  });
  registerGetRoute(scope, ctx, 'customers');
}
