// The operator's session operations as its context wires them.
export { registerSessionOperationsRoutes } from './session-operations.routes';
export type { SessionOperationsDeps } from './managed-sessions';
