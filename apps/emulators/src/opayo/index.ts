// The Opayo emulator as the server that mounts it sees it (README.md); tests' helpers are in
// ./testing.
export { inProcessFetch } from './in-process-fetch';
export {
  OPAYO_SANDBOX_CREDENTIALS,
  OPAYO_SANDBOX_PREFIX,
  registerOpayoSandboxRoutes,
  type OpayoSandboxConfig,
} from './opayo-sandbox.routes';
export { OPAYO_SANDBOX_API } from './sandbox-context';
export { readOpayoSandboxLedger, type SandboxLedgerEntry } from './sandbox-ledger';
export { testCards } from './test-cards';
