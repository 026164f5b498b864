import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Incident } from '@amparo/contract/emergency/incident';
import { and, isNotNull, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../platform/db/create-database.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { listOutboxMessages } from '../../platform/mail/outbox-store.ts';
import {
  freePort,
  killServerProcesses,
  type ServerProcess,
  startServerProcess,
  waitFor,
} from '../../test/server-process.ts';
import { availableDatabaseKinds, createEmptyPostgresDatabase } from '../../test/test-database.ts';

// Issue 10: a server killed (kill -9) in the middle of a Help Me Now fan-out. A real server process is started
// on a real database, each alert send is slowed (TEST_ALERT_SEND_DELAY_MS) so the kill lands mid fan-out, and
// after a restart on the same data every contact must have exactly one message per channel within 30 s.

const SEND_DELAY_MS = 1500;
const RESTART_DEADLINE_MS = 30_000;

afterEach(killServerProcesses);

async function startAndWait(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServerProcess(env);
  await waitFor(
    () => server.stdout().includes('Amparo listening') || server.child.exitCode !== null,
    60_000,
    'the server to listen',
  );
  if (server.child.exitCode !== null) throw new Error(`The server stopped at start:\n${server.stderr()}`);
  return server;
}

function client(baseUrl: string) {
  let token = '';
  return {
    signIn(value: string) {
      token = value;
    },
    async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
  };
}

describe.each(availableDatabaseKinds())('Help Me Now after the server is killed mid fan-out [%s]', (kind) => {
  it('sends every alert within 30 s of the restart, one per contact and channel', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amparo-crash-'));
    const postgres = kind === 'postgres' ? await createEmptyPostgresDatabase() : undefined;
    try {
      const port = await freePort();
      const env = {
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        AUTH_AUTOCONFIRM: 'on',
        TEST_ALERT_SEND_DELAY_MS: String(SEND_DELAY_MS),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      };
      const first = await startAndWait(env);
      const api = client(`http://127.0.0.1:${port}`);

      const signUp = await api.call<{ access_token: string }>('POST', '/auth/v1/signup', {
        email: `crash.${randomUUID()}@example.org`,
        password: 'violet tundra compass',
        data: { full_name: 'Rosa Díaz' },
      });
      expect(signUp.status).toBe(200);
      api.signIn(signUp.body.access_token);
      // The Basic plan's three contacts: five alerts, so the kill always finds some sent and some waiting.
      const contacts = ['es', 'ar', 'ht'].map((language, n) => ({
        name: `Contact ${n + 1}`,
        relationship: 'Friend',
        phone: `+120255501${10 + n}`,
        // One contact has no email: SMS only.
        email: language === 'ht' ? null : `contact${n + 1}.${randomUUID()}@example.org`,
        language,
        alert_on_help: true,
      }));
      for (const contact of contacts) {
        const added = await api.call('POST', '/api/v1/emergency/contacts', contact);
        expect(added, JSON.stringify(added.body)).toMatchObject({ status: 201 });
      }
      // Help Me Now alerts nobody until the name contacts know the person by is set.
      const named = await api.call('PUT', '/api/v1/emergency/settings', {
        sender_name: 'Rosa Díaz',
        custom_message: '',
        share_location: true,
      });
      expect(named.status).toBe(200);
      const expected = contacts
        .flatMap((contact) => [`sms ${contact.phone}`, ...(contact.email ? [`email ${contact.email}`] : [])])
        .sort();

      const started = await api.call<Incident>('POST', '/api/v1/emergency/incidents', {
        client_id: randomUUID(),
        started_at: new Date().toISOString(),
      });
      expect(started.status).toBe(201);
      const incidentPath = `/api/v1/emergency/incidents/${started.body.id}`;
      const planned = started.body.alerts.map((alert) => `${alert.channel} ${alert.contact_name}`);
      expect(planned).toHaveLength(5);

      // Kill once some alerts went out and others wait, half-way into the next one's send: its job is claimed
      // and its delivery transaction open when the process dies.
      let sentBeforeKill = 0;
      const deadline = Date.now() + 20_000;
      while (sentBeforeKill < 2 && Date.now() < deadline) {
        const incident = await api.call<Incident>('GET', incidentPath);
        sentBeforeKill = incident.body.alerts.filter((alert) => alert.status === 'sent').length;
        if (sentBeforeKill < 2) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, SEND_DELAY_MS / 2));
      first.child.kill('SIGKILL');
      await first.exited;
      expect(sentBeforeKill).toBeGreaterThanOrEqual(2);
      expect(sentBeforeKill).toBeLessThan(planned.length);
      if (postgres) {
        // The killed process's lease is still in the table: only its end (or a heartbeat's absence) frees it.
        const database = await createDatabase({ databaseUrl: postgres.url, dataDir });
        try {
          const held = await database.db
            .select()
            .from(jobs)
            .where(and(isNotNull(jobs.lockedUntil), isNull(jobs.doneAt)));
          expect(held).toHaveLength(1);
        } finally {
          await database.close();
        }
      }

      const second = await startAndWait(env);
      const backAt = Date.now();
      let alerts: Incident['alerts'] = [];
      while (Date.now() - backAt < RESTART_DEADLINE_MS) {
        alerts = (await api.call<Incident>('GET', incidentPath)).body.alerts;
        if (alerts.every((alert) => alert.status === 'sent')) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const allSentAfterMs = Date.now() - backAt;
      expect(alerts.map((alert) => alert.status)).toEqual(planned.map(() => 'sent'));
      expect(allSentAfterMs).toBeLessThan(RESTART_DEADLINE_MS);
      // On PGlite the folder lock proves the old process is gone: its job runs again at once, not after a lease.
      if (!postgres)
        expect(second.stdout()).toContain('Jobs left running by a stopped process run again now');

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      // What reached each contact: the outbox is the provider here, one row per message handed over.
      const database = await createDatabase({ databaseUrl: postgres?.url, dataDir });
      try {
        const messages = await listOutboxMessages(database.db, { purpose: 'emergency.help', limit: 500 });
        const delivered = messages.map((message) => `${message.channel} ${message.recipient}`).sort();
        expect(delivered).toEqual(expected);
      } finally {
        await database.close();
      }
    } finally {
      killServerProcesses();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
