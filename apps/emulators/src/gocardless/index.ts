// The GoCardless emulator as the server that runs it sees it (README.md); tests' helpers are in
// ./testing.
export { advanceGoCardlessSandbox, type DeliverWebhook } from './advance-sandbox';
export {
  GOCARDLESS_SANDBOX_CREDENTIALS,
  GOCARDLESS_SANDBOX_PREFIX,
  registerGoCardlessSandboxRoutes,
} from './gocardless-sandbox.routes';
export { TEST_SORT_CODE, testBankAccounts } from './test-bank-accounts';
export { goCardlessSandboxWebhookSecret } from './webhook-secret';
