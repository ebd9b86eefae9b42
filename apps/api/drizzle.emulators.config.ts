import { defineConfig } from 'drizzle-kit';

// The payment emulators' own migrations, apart from Lido's (decisions/030).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/emulator-schema.ts',
  out: './src/platform/db/emulator-migrations',
});
