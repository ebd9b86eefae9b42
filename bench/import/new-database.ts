// Makes and migrates an embedded database in its own process, for the import benchmark: making a
// new PGlite data folder (its initdb) holds ~700 MB that the process never gives back, which
// would swamp the import's own memory. A deployment makes it once, at its first start.
//
//   tsx bench/import/new-database.ts <data folder>
import { openDatabase } from '../../apps/api/src/platform/db/client';
import { migrateDatabase } from '../../apps/api/src/platform/db/migrate';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('Usage: tsx bench/import/new-database.ts <data folder>');
  process.exit(2);
}
const handle = await openDatabase({ kind: 'pglite-file', dataDir });
await migrateDatabase(handle);
await handle.close();
