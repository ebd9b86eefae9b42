import { defineConfig } from 'drizzle-kit';

// The payment emulators' own migrations, apart from Lido's (decisions/030).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './src/emulator-migrations',
});
