import type { Consultation } from '@amparo/contract/legal/consultation-models';
import type { CreateConsultationRequest } from '@amparo/contract/legal/create-consultation';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { consultationRequests } from '../../platform/db/schema/legal.ts';
import { CONSULTATION_NOTICE_JOB_KIND } from './consultation-notifications.ts';
import { api, type LegalPerson } from './legal-test-app.ts';

// Shared by the consultation tests: a valid request, sending it, and the jobs it queued.

/** Whoever calls: a person, a professional, or a vault test's person with keys. */
export type Caller = { id: string; token: string };

export function callerApi(app: FastifyInstance, caller: Caller) {
  const person: LegalPerson = { id: caller.id, token: caller.token, email: null, phone: null };
  return api(app, person);
}

/** An ISO time `days` ahead with a fixed offset, as a browser in New York would send it. */
export function timeAhead(days: number, hour = 15): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const day = date.toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:30:00-05:00`;
}

export function requestBody(
  professionalId: string,
  overrides: Partial<CreateConsultationRequest> = {},
): CreateConsultationRequest {
  return {
    professional_id: professionalId,
    topic: 'naturalization',
    preferred_times: [timeAhead(3), timeAhead(4, 10)],
    message: 'I would like help with my naturalization application.',
    ...overrides,
  };
}

export async function sendRequest(
  app: FastifyInstance,
  person: Caller,
  professionalId: string,
  overrides: Partial<CreateConsultationRequest> = {},
): Promise<Consultation> {
  const created = await callerApi(app, person)<Consultation>(
    'POST',
    '/legal/consultations',
    requestBody(professionalId, overrides),
  );
  expect(created.status).toBe(201);
  return created.body;
}

export async function changeStatus(
  app: FastifyInstance,
  person: Caller,
  consultationId: string,
  change: Record<string, unknown>,
) {
  return callerApi(app, person)<Consultation>(
    'POST',
    `/legal/consultations/${consultationId}/status`,
    change,
  );
}

/** The notice jobs of one consultation's events, oldest first. */
export async function noticeJobsOf(db: Database, consultationId: string) {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, CONSULTATION_NOTICE_JOB_KIND),
        sql`${jobs.payload}->>'eventId' in (select id::text from consultation_events where consultation_id = ${consultationId}::uuid)`,
      ),
    )
    .orderBy(jobs.createdAt);
}

/** The agreed time of an accepted consultation moves an hour into the past, as if it had taken place. */
export async function letAgreedTimePass(db: Database, consultationId: string): Promise<void> {
  await db
    .update(consultationRequests)
    .set({ scheduledTime: new Date(Date.now() - 3_600_000) })
    .where(eq(consultationRequests.id, consultationId));
}
