import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startServer } from '../../support/server.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const localesDir = join(repoRoot, 'apps/web/src/i18n/locales');

/** A sentence the app shows, from `<language>/<namespace>.json` (plural forms by `count`). */
export function text(
  language: string,
  namespace: 'owner' | 'community-safety',
  key: string,
  values: Record<string, string | number> = {},
): string {
  const root = JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));
  const look = (path: string) =>
    path.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown>)?.[part], root);
  let value = look(key);
  if (typeof values.count === 'number') {
    value = look(`${key}_${new Intl.PluralRules(language).select(values.count)}`) ?? look(`${key}_other`);
  }
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

function run(args: string[], dataDir: string, cwd = repoRoot): Promise<string> {
  return new Promise((resolveRun, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', ...args],
      { cwd, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) => (error ? reject(new Error(`${stdout}${stderr}`)) : resolveRun(stdout)),
    );
  });
}

export type SeededCommunity = { memberId: string; postId: string; reportId: string };

// The posts API belongs to another part of the community: the rows this spec needs are written straight into the
// embedded database while the server is stopped (one process at a time may open it), as an operator's script would.
const SEED = `
const { createDatabase } = await import(${JSON.stringify(join(repoRoot, 'apps/server/src/platform/db/create-database.ts'))});
const { sql } = await import('drizzle-orm');
const [authorId] = process.argv.slice(1);
const handle = await createDatabase({ databaseUrl: '', dataDir: process.env.DATA_DIR });
const one = async (query) => (await handle.db.execute(query)).rows[0];
const member = await one(sql\`insert into community_members (user_id, display_name, display_name_key)
  values (\${authorId}, 'Marisol', 'marisol') returning member_id\`);
const post = await one(sql\`insert into community_posts (author_user_id, topic, language, body)
  values (\${authorId}, 'scams', 'es', 'Green card garantizada: 900 dólares en efectivo') returning id\`);
const report = await one(sql\`insert into community_posts (author_user_id, kind, topic, language, body, report_area,
  report_state, verification) values (\${authorId}, 'enforcement_report', 'rights', 'es',
  'Agentes en la estación de autobuses', 'East Houston', 'TX', 'unverified') returning id\`);
await handle.close();
console.log(JSON.stringify({ memberId: member.member_id, postId: post.id, reportId: report.id }));
`;

/** Stops the server, makes `ownerEmail` an owner, writes a member with a post and an enforcement report, restarts. */
export async function seedAndRestart(
  server: RunningServer,
  input: { ownerEmail: string; authorUserId: string },
  env: Record<string, string>,
): Promise<{ server: RunningServer; seeded: SeededCommunity }> {
  await server.stop({ keepData: true });
  await run([join(repoRoot, 'apps/server/scripts/owner-cli.ts'), 'grant', input.ownerEmail], server.dataDir);
  // From the server's folder, where its own packages (drizzle-orm) resolve.
  const output = await run(
    ['--input-type=module', '-e', SEED, input.authorUserId],
    server.dataDir,
    join(repoRoot, 'apps/server'),
  );
  const seeded = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as SeededCommunity;
  return { server: await startServer(env, { dataDir: server.dataDir }), seeded };
}
