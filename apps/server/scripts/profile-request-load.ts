// Child process of profile-request.ts: loads GET /api/v1/profile and prints the result as JSON, so the
// parent's CPU profile holds the server's work only.
import { load } from './bench-load.ts';

const [baseUrl, token, seconds, connections] = process.argv.slice(2);
if (!baseUrl || !token)
  throw new Error('usage: profile-request-load.ts <baseUrl> <token> <seconds> <connections>');
const result = await load(
  baseUrl,
  () => ({ method: 'GET', path: '/api/v1/profile', headers: { authorization: `Bearer ${token}` } }),
  { seconds: Number(seconds ?? 10), connections: Number(connections ?? 50) },
);
process.stdout.write(JSON.stringify(result));
