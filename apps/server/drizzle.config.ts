import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @amparo/server` writes a new migration into drizzle/ after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/*.ts',
  out: './drizzle',
  casing: 'snake_case',
});
