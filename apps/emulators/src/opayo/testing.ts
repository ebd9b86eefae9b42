// For tests only: a client speaking Opayo's requests to the mounted emulator, and the emulator's
// request schemas for the hostile-input sweeps (its routes are Opayo's, not in Lido's contract).
export * from './request-schemas';
export { basicAuth, freshVendorTxCode, sandboxApi, sandboxClient } from './sandbox-test-client';
