// `npm run owner -- grant <email>` (also `revoke <email>` and `list`): who runs Amparo. The owner role opens
// /owner/dashboard (verifying legal professionals, moderating reviews, keeping the registry). It is granted only
// here, on the machine that holds the database, never through the API. Uses the same configuration as the
// server (environment and `.env`): DATABASE_URL, or the embedded database in DATA_DIR.
import { userInfo } from 'node:os';
import { grantOwner, listOwners, revokeOwner } from '../src/modules/owner/owner-roles-repo.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createDatabase } from '../src/platform/db/create-database.ts';
import { readDotEnv } from '../src/platform/dot-env.ts';

const USAGE = `Usage:
  npm run owner -- grant <email>    give the account with this email the owner role
  npm run owner -- revoke <email>   take it away
  npm run owner -- list             list the owners`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const [command, email] = process.argv.slice(2);
if (command !== 'list' && ((command !== 'grant' && command !== 'revoke') || !email)) fail(USAGE);

const config = loadConfig(readDotEnv());
let handle: Awaited<ReturnType<typeof createDatabase>>;
try {
  handle = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  // The embedded database lets one process in at a time.
  fail(
    config.databaseUrl
      ? `Could not open the database in DATABASE_URL: ${(error as Error).message}`
      : `Could not open the database in ${config.dataDir} (${(error as Error).message}). If Amparo is running on it, stop it first, run this again, then start it.`,
  );
}

try {
  if (command === 'list') {
    const owners = await listOwners(handle.db);
    if (owners.length === 0) console.log('No owners yet: npm run owner -- grant <email>');
    for (const owner of owners) {
      console.log(
        `${owner.email ?? '(account without email)'}  since ${owner.grantedAt.toISOString()}  by ${owner.grantedBy}`,
      );
    }
  } else if (command === 'grant' && email) {
    const result = await grantOwner(handle.db, { email, grantedBy: `command line (${userInfo().username})` });
    if (result === 'no_such_account') fail(`No account has the email ${email}: sign up first, then grant.`);
    console.log(result === 'granted' ? `${email} is now an owner.` : `${email} was already an owner.`);
  } else if (command === 'revoke' && email) {
    const removed = await revokeOwner(handle.db, email);
    console.log(removed ? `${email} is no longer an owner.` : `${email} was not an owner.`);
  }
} finally {
  await handle.close();
}
