// The desk audit log as the modules that act at the desk use it: appended to, read, never changed.
export {
  type DeskActionRecord,
  type DeskAuditEntry,
  listDeskActions,
  recordConsoleChange,
  recordDeskAction,
} from './desk-audit.repository';
export type { DeskAction } from './desk-audit.tables';
// The audit log's hash chain: sealed by a background sweep, checked by the operator's administrator.
export { sealAuditLog, verifyAuditChain } from './audit-seals';
export { registerAuditLogRoutes } from './audit-log.routes';
