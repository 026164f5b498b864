import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.ts';

// PGlite answers a parameterised query with six calls into its WebAssembly backend (parse, describe, bind,
// describe, execute, sync) and parses and plans the statement every time: about half a millisecond of CPU for a
// one-row primary-key read, on the same thread that serves HTTP. A statement prepared once on the backend and
// run through the simple protocol (`EXECUTE name('…')`, one call) costs about a quarter of that. The simple
// protocol carries no parameters, so the arguments are written into the text; to keep that safe they are
// restricted to UUIDs, which hold only hex digits and dashes. docs/decisions/015-cheap-signed-in-request.md

export type PglitePreparedStatement = {
  /** Unique in the process; a plain SQL identifier. */
  name: string;
  /** The statement, with $1, $2… for its UUID arguments. */
  text: string;
  /** How many UUID arguments it takes. */
  arity: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME = /^[a-z_][a-z0-9_]*$/;
// SQLSTATE invalid_sql_statement_name: the backend no longer knows the statement (DEALLOCATE, DISCARD ALL).
const UNKNOWN_STATEMENT = '26000';

/** The PGlite client under a drizzle database, or null when the database is PostgreSQL. */
export function pgliteClientOf(db: Database): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

const preparedOn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

function prepare(client: PGlite, statement: PglitePreparedStatement, again = false): Promise<unknown> {
  let statements = preparedOn.get(client);
  if (!statements) {
    statements = new Map();
    preparedOn.set(client, statements);
  }
  let done = again ? undefined : statements.get(statement.name);
  if (!done) {
    const types = Array.from({ length: statement.arity }, () => 'uuid').join(', ');
    done = client.exec(`prepare ${statement.name}(${types}) as ${statement.text}`);
    // A failed PREPARE is tried again on the next call rather than remembered.
    done.catch(() => statements?.delete(statement.name));
    statements.set(statement.name, done);
  }
  return done;
}

/** Runs the statement with these UUIDs as its arguments; rows come back keyed by column name. */
export async function executePglitePrepared<Row>(
  client: PGlite,
  statement: PglitePreparedStatement,
  uuids: readonly string[],
): Promise<Row[]> {
  if (!NAME.test(statement.name)) throw new Error(`Not a statement name: ${statement.name}`);
  if (uuids.length !== statement.arity || !uuids.every((value) => UUID.test(value))) {
    throw new Error(`${statement.name} takes ${statement.arity} UUID arguments`);
  }
  const execute = `execute ${statement.name}(${uuids.map((value) => `'${value}'`).join(', ')})`;
  await prepare(client, statement);
  try {
    const [result] = await client.exec(execute);
    return (result?.rows ?? []) as Row[];
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNKNOWN_STATEMENT) throw error;
    await prepare(client, statement, true);
    const [result] = await client.exec(execute);
    return (result?.rows ?? []) as Row[];
  }
}
