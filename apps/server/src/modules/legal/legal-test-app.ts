import type {
  FeeModel,
  PracticeArea,
  ProfessionalKind,
  ProfessionalStatus,
} from '@amparo/contract/legal/legal-limits';
import { VERIFICATION_VALID_DAYS } from '@amparo/contract/legal/legal-limits';
import type { FastifyInstance } from 'fastify';
import { uniqueEmail, uniqueTestAddress } from '../../auth/auth-test-server.ts';
import type { Database } from '../../platform/db/database.ts';
import { legalBarAdmissions, legalProfessionals } from '../../platform/db/schema/legal.ts';
import { accountRoles, OWNER_ROLE } from '../../platform/db/schema/owner.ts';
import { api, type FamilyPerson, signUp, startFamilyTestApp } from '../family/family-test-app.ts';

// For the legal area's integration tests (issue 13): the whole app without its queue worker, people signed up
// through the real /auth/v1 endpoints, professionals whose listing is written straight into the database in the
// state a test needs (so each test does not depend on the sign-up screens), and owners.

export type LegalPerson = FamilyPerson;

export { api, signUp as signUpPerson, startFamilyTestApp as startLegalTestApp };

export type ProfessionalOverrides = {
  kind?: ProfessionalKind;
  fullName?: string;
  languages?: string[];
  practiceAreas?: PracticeArea[];
  state?: string;
  city?: string;
  offersRemote?: boolean;
  feeModel?: FeeModel;
  firstConsultationCents?: number | null;
  status?: ProfessionalStatus;
  /** For a verified listing: when its verification ends (default: a year from now). */
  verificationExpiresAt?: Date;
  barAdmissions?: { state: string; barNumber: string }[];
  recognizedOrganization?: string | null;
  /** YYYY-MM-DD: when an accredited representative's accreditation ends. */
  accreditationExpiresOn?: string | null;
};

/** Signs up a professional's account (account_type legal_professional) and writes its listing. */
export async function signUpProfessional(
  app: FastifyInstance,
  db: Database,
  overrides: ProfessionalOverrides = {},
): Promise<LegalPerson> {
  const email = uniqueEmail('lawyer');
  const response = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    headers: { 'x-forwarded-for': uniqueTestAddress() },
    payload: {
      email,
      password: 'violet tundra compass',
      data: { account_type: 'legal_professional', legal_consent_accepted: true },
    },
  });
  const body = response.json() as { access_token?: string; user?: { id: string } };
  if (!body.access_token || !body.user) throw new Error(`Sign-up gave no session: ${response.body}`);
  const person: LegalPerson = { id: body.user.id, token: body.access_token, email, phone: null };
  await writeProfessionalListing(db, person.id, overrides);
  return person;
}

export async function writeProfessionalListing(
  db: Database,
  userId: string,
  overrides: ProfessionalOverrides = {},
): Promise<void> {
  const status = overrides.status ?? 'verified';
  const now = new Date();
  const kind = overrides.kind ?? 'attorney';
  await db.insert(legalProfessionals).values({
    userId,
    kind,
    fullName: overrides.fullName ?? 'Lucía Fernández',
    recognizedOrganization:
      overrides.recognizedOrganization ??
      (kind === 'accredited_representative' ? 'Example Legal Services' : null),
    accreditationExpiresOn: overrides.accreditationExpiresOn ?? null,
    languages: overrides.languages ?? ['en', 'es'],
    practiceAreas: overrides.practiceAreas ?? ['family_petitions', 'naturalization'],
    city: overrides.city ?? 'Houston',
    state: overrides.state ?? 'TX',
    offersRemote: overrides.offersRemote ?? true,
    feeModel: overrides.feeModel ?? 'sliding_scale',
    firstConsultationCents:
      overrides.firstConsultationCents === undefined ? 0 : overrides.firstConsultationCents,
    status,
    verifiedAt: status === 'verified' ? now : null,
    verificationSource: status === 'verified' ? 'State Bar of Texas attorney search' : null,
    verificationExpiresAt:
      status === 'verified'
        ? (overrides.verificationExpiresAt ?? new Date(now.getTime() + VERIFICATION_VALID_DAYS * 86_400_000))
        : null,
  });
  const admissions =
    overrides.barAdmissions ??
    (kind === 'attorney' ? [{ state: overrides.state ?? 'TX', barNumber: '24012345' }] : []);
  if (admissions.length > 0) {
    await db
      .insert(legalBarAdmissions)
      .values(
        admissions.map((admission, position) => ({ professionalUserId: userId, ...admission, position })),
      );
  }
}

/** Gives an account the owner role, as `npm run owner -- grant` does. */
export async function makeOwner(db: Database, userId: string): Promise<void> {
  await db.insert(accountRoles).values({ userId, role: OWNER_ROLE, grantedBy: 'test' }).onConflictDoNothing();
}
