import type { FastifyInstance } from 'fastify';
import UkModulusChecking from 'uk-modulus-checking';
import { createResource } from './create-resource';
import { registerGetRoute, requireResource } from './find-resource';
import { validationFailed, type FieldProblem } from './gocardless-errors';
import { readResource } from './read-request';
import { CustomerBankAccountFields } from './request-schemas';
import type { CustomerBankAccountBody } from './resource-bodies';
import { hidden, type GoCardlessSandboxContext } from './sandbox-context';
import { newSandboxId } from './sandbox-ids';
import { behaviourOf, SANDBOX_BANK_NAME } from './test-bank-accounts';

const ENVELOPE = 'customer_bank_accounts';

/**
 * The UK account number (left-padded to 8 digits, as GoCardless does with 6 and 7) and sort
 * code, checked as GoCardless checks them: digits, lengths, then the Vocalink modulus check.
 */
function ukBankDetails(fields: CustomerBankAccountFields) {
  const accountNumber = fields.account_number.replace(/[\s-]/g, '');
  const sortCode = fields.branch_code.replace(/[\s-]/g, '');
  const problems: FieldProblem[] = [];
  if (!/^\d+$/.test(accountNumber)) {
    problems.push({ path: ['account_number'], message: 'must be a number' });
  } else if (accountNumber.length < 6 || accountNumber.length > 8) {
    problems.push({
      path: ['account_number'],
      message: 'is the wrong length (should be 8 characters)',
    });
  }
  if (!/^\d+$/.test(sortCode)) {
    problems.push({ path: ['branch_code'], message: 'must be a number' });
  } else if (sortCode.length !== 6) {
    problems.push({
      path: ['branch_code'],
      message: 'is the wrong length (should be 6 characters)',
    });
  }
  if (problems.length > 0) throw validationFailed(ENVELOPE, problems);
  const padded = accountNumber.padStart(8, '0');
  if (!new UkModulusChecking({ accountNumber: padded, sortCode }).isValid()) {
    throw validationFailed(ENVELOPE, [{ path: ['account_number'], message: 'is invalid' }]);
  }
  return { accountNumber: padded };
}

/** `POST /customer_bank_accounts` and `GET /customer_bank_accounts/:id`. */
export function registerCustomerBankAccountRoutes(
  scope: FastifyInstance,
  ctx: GoCardlessSandboxContext,
) {
  scope.post(`/${ENVELOPE}`, { schema: hidden }, async (request, reply) => {
    const fields = readResource(request.body, ENVELOPE, CustomerBankAccountFields);
    const { accountNumber } = ukBankDetails(fields);
    return createResource(ctx, request, reply, ENVELOPE, async () => {
      const customer = await requireResource(ctx, 'customers', fields.links.customer);
      const body: CustomerBankAccountBody = {
        id: newSandboxId('BA'),
        created_at: ctx.clock.now().toISOString(),
        account_holder_name: fields.account_holder_name,
        account_number_ending: accountNumber.slice(-2),
        account_type: null,
        bank_name: SANDBOX_BANK_NAME,
        country_code: 'GB',
        currency: 'GBP',
        enabled: true,
        metadata: fields.metadata ?? {},
        links: { customer: customer.id },
      };
      // The number decides what the emulated bank does, and is then forgotten.
      return { body, behaviour: behaviourOf(accountNumber), events: [] };
    });
  });
  registerGetRoute(scope, ctx, ENVELOPE);
}
