import { fileURLToPath } from 'node:url';

/**
 * The emulators' migrations for drizzle's migrator: their own folder and their own record of what
 * has run, so Lido's migrations never create their tables (decisions/030). The folder sits beside
 * this module in the source tree and beside the API's bundle in its dist/ (the bundle copies it).
 */
export const emulatorMigrations = {
  migrationsFolder: fileURLToPath(new URL('./emulator-migrations', import.meta.url)),
  migrationsTable: '__drizzle_emulator_migrations',
};
