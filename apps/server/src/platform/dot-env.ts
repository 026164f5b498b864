import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/** The environment, with what a `.env` file in the working folder sets where the environment does not. */
export function readDotEnv(): NodeJS.ProcessEnv {
  const path = '.env';
  if (!existsSync(path)) return process.env;
  return { ...parseEnv(readFileSync(path, 'utf8')), ...process.env };
}
