import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/schema; the app applies them at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
