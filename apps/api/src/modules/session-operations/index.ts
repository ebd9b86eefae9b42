// The operator's session operations as app.ts wires them.
export { registerSessionOperationsRoutes } from './session-operations.routes';
export type { SessionOperationsDeps } from './managed-sessions';
