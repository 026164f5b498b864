import type { PutProfessionalProfileRequest } from '@amparo/contract/legal/put-professional-profile';
import type { FastifyInstance } from 'fastify';
import { uniqueEmail, uniqueTestAddress } from '../../auth/auth-test-server.ts';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { runDueJobs } from '../../platform/jobs/job-queue.ts';
import { OutboxMailer } from '../../platform/mail/outbox-mailer.ts';
import { OutboxSmsSender } from '../../platform/sms/outbox-sms-sender.ts';
import type { LegalPerson } from './legal-test-app.ts';
import { professionalJobHandlers } from './professionals-notices.ts';

// For the professionals' tests: a professional's account with no listing yet (as the sign-up screen leaves it), a
// complete listing to send, and the notice jobs run into the outbox as the embedded default does.

export async function signUpProfessionalAccount(
  app: FastifyInstance,
  options: { locale?: string; phone?: string } = {},
): Promise<LegalPerson> {
  const email = options.phone ? null : uniqueEmail('lawyer');
  const response = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    headers: { 'x-forwarded-for': uniqueTestAddress() },
    payload: {
      ...(options.phone ? { phone: options.phone } : { email }),
      password: 'violet tundra compass',
      data: {
        account_type: 'legal_professional',
        legal_consent_accepted: true,
        ...(options.locale ? { locale: options.locale } : {}),
      },
    },
  });
  const body = response.json() as { access_token?: string; user?: { id: string } };
  if (!body.access_token || !body.user) throw new Error(`Sign-up gave no session: ${response.body}`);
  return { id: body.user.id, token: body.access_token, email, phone: options.phone ?? null };
}

export function attorneyListing(
  overrides: Partial<PutProfessionalProfileRequest> = {},
): PutProfessionalProfileRequest {
  return {
    kind: 'attorney',
    full_name: 'Marisol Ortega',
    bar_admissions: [{ state: 'TX', bar_number: '24012345' }],
    languages: ['en', 'es'],
    practice_areas: ['naturalization', 'family_petitions'],
    city: 'San Antonio',
    state: 'TX',
    offers_remote: true,
    fee_model: 'hourly',
    fee_min_cents: 15_000,
    fee_max_cents: 25_000,
    first_consultation_cents: 0,
    bio: 'Fifteen years helping families through naturalization and family petitions.',
    website: 'https://ortega-law.example.com',
    ...overrides,
  };
}

/** Delivers the professional notices due at `now` to the outbox. */
export function deliverProfessionalNotices(db: Database, config: Config, now = new Date()) {
  const log = { info: () => {} };
  return runDueJobs(
    db,
    professionalJobHandlers(
      (handle) => ({
        mailer: new OutboxMailer(handle, log as never),
        sms: new OutboxSmsSender(handle, log as never),
      }),
      { publicUrl: config.publicUrl },
    ),
    now,
  );
}
