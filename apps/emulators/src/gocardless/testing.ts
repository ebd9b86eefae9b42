// For tests only: the emulator on a loopback port of its own, and its request schemas for the
// hostile-input sweeps.
export * from './request-schemas';
export { startGoCardlessSandbox } from './sandbox-test-server';
