// The desk audit log as the modules that act at the desk use it: appended to, read, never changed.
export {
  type DeskActionRecord,
  type DeskAuditEntry,
  listDeskActions,
  recordConsoleChange,
  recordDeskAction,
} from './desk-audit.repository';
export type { DeskAction } from './desk-audit.tables';
