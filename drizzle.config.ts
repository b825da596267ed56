import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations from the schema; the server runs
// them at start with each driver's migrator (drizzle-kit's own migrate cannot load
// pgvector into PGlite).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
