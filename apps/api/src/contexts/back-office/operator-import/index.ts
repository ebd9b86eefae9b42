// The operator import as its context, the command line and the benchmark use it.
export { importKinds } from './import-kinds';
export { isImageFileName, type ImportFile } from './import-files';
export type { ImportProblem } from './import-kind';
export { runImport, type ImportReport } from './import-run';
export { registerOperatorImportRoutes } from './operator-import.routes';
export { registerImportKeysRoutes } from './import-keys.routes';
export { importFiles, problemPlace, type OperatorImportDeps } from './operator-import.service';
