// The load generator of the server benches: a fixed number of keep-alive connections, each sending its next
// request as soon as the last one answered, for a fixed time. Kept apart so the profiling script can run it in
// a child process, where its own frames stay out of the server's CPU profile.
import { Agent, request } from 'node:http';

export type LoadRequest = {
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type LoadResult = { requests: number; errors: number; seconds: number; p50: number; p99: number };

function send(agent: Agent, baseUrl: URL, req: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: baseUrl.hostname,
        port: baseUrl.port,
        path: req.path,
        method: req.method,
        headers: req.headers,
        agent,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

export async function load(
  baseUrl: string,
  next: (index: number) => LoadRequest,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let index = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const status = await send(agent, url, next(index++)).catch(() => 0);
        latencies.push(performance.now() - sent);
        if (status < 200 || status >= 300) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { requests: latencies.length, errors, seconds, p50: at(0.5), p99: at(0.99) };
}

export function requestsPerSecond(result: LoadResult): number {
  return result.requests / result.seconds;
}

export function resultLine(label: string, result: LoadResult): string {
  const rate = requestsPerSecond(result).toFixed(0).padStart(6);
  const errors = result.errors ? `  (${result.errors} non-2xx)` : '';
  return `  ${label.padEnd(44)} ${rate} req/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms${errors}`;
}
