import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database.ts';

// A hot read written once in SQL and run as a statement each database prepares once, below the query builder
// (drizzle costs as much JavaScript as the rest of a signed-in request). On PostgreSQL that is a named statement
// of node-postgres: each pooled connection parses and plans it once. PGlite answers a parameterised query with six calls into its WebAssembly backend (parse, describe, bind,
// describe, execute, sync) and parses and plans the statement every time: about half a millisecond of CPU for a
// one-row primary-key read, on the same thread that serves HTTP. A statement prepared once on the backend and
// run through the simple protocol (`EXECUTE name('…')`, one call) costs about a quarter of that. The simple
// protocol carries no parameters, so the arguments are written into the text; to keep that safe they are
// restricted to UUIDs (and lists of them), which hold only hex digits and dashes. docs/decisions/015-cheap-signed-in-request.md

export type PreparedStatement = {
  /** Unique in the process; a plain SQL identifier. */
  name: string;
  /** The statement, with $1, $2… for its arguments. */
  text: string;
  /** Each argument: one UUID, or a list of them. */
  parameters: readonly ('uuid' | 'uuid[]')[];
};

export type PreparedArgument = string | readonly string[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME = /^[a-z_][a-z0-9_]*$/;
// SQLSTATE invalid_sql_statement_name: the backend no longer knows the statement (DEALLOCATE, DISCARD ALL).
const UNKNOWN_STATEMENT = '26000';

function clientOf(db: Database): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

const preparedOn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

function prepare(client: PGlite, statement: PreparedStatement, again = false): Promise<unknown> {
  let statements = preparedOn.get(client);
  if (!statements) {
    statements = new Map();
    preparedOn.set(client, statements);
  }
  let done = again ? undefined : statements.get(statement.name);
  if (!done) {
    const types = statement.parameters.join(', ');
    done = client.exec(`prepare ${statement.name}(${types}) as ${statement.text}`);
    // A failed PREPARE is tried again on the next call rather than remembered.
    done.catch(() => statements?.delete(statement.name));
    statements.set(statement.name, done);
  }
  return done;
}

function isArgument(type: 'uuid' | 'uuid[]', value: PreparedArgument | undefined): boolean {
  if (type === 'uuid') return typeof value === 'string' && UUID.test(value);
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && UUID.test(item));
}

/** An argument as a SQL literal: only ever hex digits, dashes, braces and commas between the quotes. */
function literal(value: PreparedArgument): string {
  return typeof value === 'string' ? `'${value}'` : `'{${value.join(',')}}'`;
}

/**
 * Runs the statement with these arguments (UUIDs or lists of UUIDs, nothing else) on either database; rows
 * come back keyed by column name, with each driver's usual types (timestamps as Date, integers as numbers).
 */
export async function executePrepared<Row>(
  db: Database,
  statement: PreparedStatement,
  values: readonly PreparedArgument[],
): Promise<Row[]> {
  if (!NAME.test(statement.name)) throw new Error(`Not a statement name: ${statement.name}`);
  if (
    values.length !== statement.parameters.length ||
    !statement.parameters.every((type, index) => isArgument(type, values[index]))
  ) {
    throw new Error(`${statement.name} takes UUID arguments: ${statement.parameters.join(', ')}`);
  }
  const client = clientOf(db);
  if (client instanceof pg.Pool) {
    const result = await client.query({ name: statement.name, text: statement.text, values: [...values] });
    return result.rows as Row[];
  }
  if (!(client instanceof PGlite))
    throw new Error('executePrepared needs a PGlite or node-postgres database');
  const execute = `execute ${statement.name}(${values.map(literal).join(', ')})`;
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
