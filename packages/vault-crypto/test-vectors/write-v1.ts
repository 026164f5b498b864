// Rewrites v1.json from build-v1.ts: `npx tsx packages/vault-crypto/test-vectors/write-v1.ts` (from the repo root).
import { writeFileSync } from 'node:fs';
import { buildTestVectorsV1 } from './build-v1.ts';

const target = new URL('./v1.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(await buildTestVectorsV1(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
