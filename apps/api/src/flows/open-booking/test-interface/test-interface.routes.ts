import {
  createTestOpportunity as createTestOpportunityRoute,
  deleteTestDataset as deleteTestDatasetRoute,
  runTestAction as runTestActionRoute,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { registerRoute, SerializedResponse } from '../../../platform/http/register-routes';
import { findOperator } from '../../../contexts/venue-setup/venues';
import { runTestAction, testInterfaceTerm } from './test-actions';
import { deleteTestDataset } from './test-datasets';
import { createTestOpportunity } from './test-opportunities';

// The OpenActive test interface's three routes. Registered in demo mode only (the flow's
// index.ts): the specification says it MUST NOT be exposed in production. Like the test suite
// that calls it, it asks for no key.

const TEST_INTERFACE_CONTEXT = ['https://openactive.io/', 'https://openactive.io/test-interface'];

/** The deployment's operator, when the address names it; any other is not found. */
async function operatorNamed(db: Database, clientId: string): Promise<number> {
  const operator = await findOperator(db);
  if (!operator || operator.clientId !== clientId) {
    throw new DomainError('NOT_FOUND', 'The operator could not be found.');
  }
  return operator.id;
}

export function registerTestInterface(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock },
): void {
  registerRoute(app, deleteTestDatasetRoute, async ({ params }) => {
    const operatorId = await operatorNamed(deps.db, params.operator);
    await deleteTestDataset(deps, {
      operatorId,
      datasetId: params.datasetId,
      now: deps.clock.now(),
    });
    return null;
  });

  registerRoute(app, createTestOpportunityRoute, async ({ params, body }) => {
    const operatorId = await operatorNamed(deps.db, params.operator);
    const criteria = testInterfaceTerm(body['test:testOpportunityCriteria']);
    if (!criteria) {
      throw new DomainError(
        'VALIDATION_FAILED',
        'test:testOpportunityCriteria must name a criteria of the test interface.',
      );
    }
    const flow = testInterfaceTerm(body['test:testOpenBookingFlow']);
    if (flow !== null && flow !== 'OpenBookingSimpleFlow') {
      throw new DomainError(
        'VALIDATION_FAILED',
        `Lido books by the simple flow only, not ${flow}.`,
      );
    }
    const made = await createTestOpportunity(deps, {
      operatorId,
      datasetId: params.datasetId,
      type: typeof body['@type'] === 'string' ? body['@type'] : '',
      criteria,
      now: deps.clock.now(),
    });
    const answer = {
      '@context': TEST_INTERFACE_CONTEXT,
      '@type': 'ScheduledSession',
      '@id': made.id,
      superEvent: {
        '@type': 'SessionSeries',
        '@id': made.superEventId,
        organizer: { '@type': 'Organization', '@id': made.organizerId },
      },
      'test:testOpportunityCriteria': body['test:testOpportunityCriteria'],
    };
    return new SerializedResponse(createTestOpportunityRoute.path, JSON.stringify(answer));
  });

  registerRoute(app, runTestActionRoute, async ({ params, body }) => {
    const operatorId = await operatorNamed(deps.db, params.operator);
    await runTestAction(deps, { operatorId, action: body, now: deps.clock.now() });
    return null;
  });
}
