import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateTotpSecret } from '../../auth/mfa/totp.ts';
import type { Database } from '../../platform/db/database.ts';
import { authOneTimeCodes, authSessions, authUsers } from '../../platform/db/schema/auth.ts';
import { checkoutSessions, paymentEvents, payments } from '../../platform/db/schema/billing.ts';
import {
  communityBlocks,
  communityComments,
  communityContentReports,
  communityMembers,
  communityNotifications,
  communityPostImages,
  communityPosts,
  communityPushSubscriptions,
  communityReactions,
} from '../../platform/db/schema/community.ts';
import {
  emergencyContacts,
  emergencySettings,
  incidentAlerts,
  incidentRounds,
  incidents,
} from '../../platform/db/schema/emergency.ts';
import {
  dependentCaregivers,
  families,
  familyDependents,
  familyInvitations,
  familyMembers,
} from '../../platform/db/schema/family.ts';
import {
  consultationDocuments,
  consultationEvents,
  consultationRequests,
  consultationReviews,
  legalBarAdmissions,
  legalProfessionals,
  listingReports,
} from '../../platform/db/schema/legal.ts';
import { authMfaChallenges, authMfaFactors } from '../../platform/db/schema/mfa.ts';
import { accountRoles } from '../../platform/db/schema/owner.ts';
import { authPasskeys } from '../../platform/db/schema/passkeys.ts';
import { userPreferences } from '../../platform/db/schema/preferences.ts';
import { preparednessPlans } from '../../platform/db/schema/preparedness.ts';
import { authSecurityEvents } from '../../platform/db/schema/security.ts';
import { securityPreferences } from '../../platform/db/schema/security-preferences.ts';
import { supportMessages, supportTickets } from '../../platform/db/schema/support.ts';
import { vaultShares } from '../../platform/db/schema/vault.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { fakeKeyring, opaque, uploadDocument, type VaultPerson, vaultApi } from '../vault/vault-test-app.ts';

// A person with something in every area Amparo keeps, each free-text value carrying `marker`, plus the people on
// the other side of what they share: `other` is in their family, received a document, and is the professional of
// their open consultation. Rows are written directly where the API would need many steps; the vault goes through
// its API so that its objects are real.

export type SeededAccount = {
  documentId: string;
  versionId: string;
  /** The ciphertext bytes uploaded, part after part, as the vault stored them. */
  ciphertext: Buffer;
  imageKey: string;
  imageBytes: Buffer;
  pushSecret: string;
  invitationTokenHash: string;
  /** The TOTP secret of the person's verified factor: never exported. */
  totpSecret: string;
  /** The ids of the rows seeded in the security center's and support's tables, which carry no marker of their own. */
  securityRows: {
    factorId: string;
    challengeId: string;
    passkeyId: string;
    ticketId: string;
    messageId: string;
  };
};

export async function seedVault(
  app: FastifyInstance,
  person: VaultPerson,
  marker: string,
  shareWith?: VaultPerson,
): Promise<Pick<SeededAccount, 'documentId' | 'versionId' | 'ciphertext'>> {
  const api = vaultApi(app, person);
  const keyring = await api('POST', '/vault/keyring', fakeKeyring());
  if (keyring.status !== 201) throw new Error(`keyring: ${keyring.status}`);
  const parts = [
    Buffer.concat([randomBytes(1000), Buffer.from(marker), randomBytes(500)]),
    Buffer.concat([Buffer.from(`${marker}-second-part`), randomBytes(300)]),
  ];
  const document = await uploadDocument(app, person, parts, {
    encryptedMetadata: Buffer.from(`meta ${marker}`).toString('base64url'),
  });
  if (shareWith) {
    const share = await api('POST', `/vault/documents/${document.id}/shares`, {
      recipient_user_id: shareWith.id,
      version_id: document.version_id,
      wrapped_file_key: opaque(126),
    });
    if (share.status !== 201) throw new Error(`share: ${share.status} ${JSON.stringify(share.body)}`);
  }
  const link = await api('POST', '/vault/proof-links', {
    expires_in_hours: 24,
    documents: [{ document_id: document.id, version_id: document.version_id, wrapped_file_key: opaque(45) }],
    owner_wrapped_link_key: opaque(45),
  });
  if (link.status !== 201) throw new Error(`proof link: ${link.status} ${JSON.stringify(link.body)}`);
  return { documentId: document.id, versionId: document.version_id, ciphertext: Buffer.concat(parts) };
}

export async function seedEveryArea(
  db: Database,
  storage: ObjectStorage,
  person: VaultPerson,
  other: VaultPerson,
  marker: string,
): Promise<Omit<SeededAccount, 'documentId' | 'versionId' | 'ciphertext'>> {
  const now = new Date();
  const userId = person.id;
  await db
    .update(authUsers)
    .set({ userMetadata: { full_name: `Name ${marker}` } })
    .where(eq(authUsers.id, userId));
  await db
    .update(authSessions)
    .set({ userAgent: `Browser ${marker}` })
    .where(eq(authSessions.userId, userId));
  await db.insert(authOneTimeCodes).values({
    userId,
    purpose: 'reauthentication',
    channel: 'email',
    recipient: person.email,
    codeHash: `hash-${marker}`,
    expiresAt: new Date(now.getTime() - 60_000),
  });
  await db.insert(authSecurityEvents).values({ userId, kind: 'sign_in', device: `Device ${marker}` });

  // Security center: a verified authenticator app (so the sessions are at aal2, as after proving it), a used
  // challenge, a passkey, the place choice and the settings that follow the person from device to device.
  const totpSecret = generateTotpSecret();
  const [factor] = await db
    .insert(authMfaFactors)
    .values({ userId, friendlyName: `Phone ${marker}`, status: 'verified', secret: totpSecret })
    .returning();
  const [challenge] = await db
    .insert(authMfaChallenges)
    .values({ factorId: factor?.id as string, verifiedAt: now })
    .returning();
  await db.update(authSessions).set({ aal: 'aal2' }).where(eq(authSessions.userId, userId));
  const [passkey] = await db
    .insert(authPasskeys)
    .values({
      userId,
      credentialId: `${marker}-${randomBytes(16).toString('base64url')}`,
      publicKey: randomBytes(77).toString('base64url'),
      transports: ['internal'],
      deviceType: 'multiDevice',
      backedUp: true,
      friendlyName: `Passkey ${marker}`,
      prfCapable: true,
    })
    .returning();
  await db.insert(securityPreferences).values({ userId, showSignInPlace: true });
  await db
    .insert(userPreferences)
    .values({ userId, textSize: 130, highContrast: true, vaultLockMinutes: 15 });

  // Support: a ticket with the person's question.
  const [ticket] = await db
    .insert(supportTickets)
    .values({ userId, topic: 'account', priority: 'standard' })
    .returning();
  const [message] = await db
    .insert(supportMessages)
    .values({
      ticketId: ticket?.id as string,
      authorUserId: userId,
      fromSupport: false,
      body: `Help ${marker}`,
    })
    .returning();

  // Emergency.
  const [contact] = await db
    .insert(emergencyContacts)
    .values({ userId, name: `Contact ${marker}`, phone: '+12025550143', email: 'contact@example.org' })
    .returning();
  await db
    .insert(emergencySettings)
    .values({ userId, senderName: `Sender ${marker}`, customMessage: marker });
  const [incident] = await db
    .insert(incidents)
    .values({ userId, clientId: randomUUID(), startedAt: now, senderName: marker, customMessage: marker })
    .returning();
  await db.insert(incidentRounds).values({
    incidentId: incident?.id as string,
    number: 1,
    clientId: randomUUID(),
    startedAt: now,
  });
  await db.insert(incidentAlerts).values({
    incidentId: incident?.id as string,
    kind: 'help',
    channel: 'sms',
    contactId: contact?.id,
    contactName: `Contact ${marker}`,
    recipient: '+12025550143',
    language: 'en',
  });
  await db.insert(preparednessPlans).values({ userId, notes: `Plan ${marker}`, meetingPoint: marker });

  // Family: the person holds it; `other` is a member.
  const [family] = await db.insert(families).values({ holderId: userId }).returning();
  const familyId = family?.id as string;
  await db.insert(familyMembers).values([
    { familyId, userId, role: 'holder', displayName: `Holder ${marker}` },
    { familyId, userId: other.id, role: 'member', displayName: 'Member' },
  ]);
  const invitationTokenHash = randomBytes(32).toString('hex');
  await db.insert(familyInvitations).values({
    familyId,
    tokenHash: invitationTokenHash,
    channel: 'email',
    address: 'invitee@example.org',
    inviteeName: `Invitee ${marker}`,
    language: 'es',
    inviterName: `Holder ${marker}`,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  const [dependent] = await db
    .insert(familyDependents)
    .values({ familyId, name: `Child ${marker}`, allergies: marker })
    .returning();
  await db
    .insert(dependentCaregivers)
    .values({ dependentId: dependent?.id as string, name: `Caregiver ${marker}` });

  // Community.
  await db.insert(communityMembers).values([
    { userId, displayName: `Member ${marker}`, displayNameKey: `member ${marker}`.toLowerCase() },
    { userId: other.id, displayName: `Other ${userId.slice(0, 4)}`, displayNameKey: `other ${other.id}` },
  ]);
  const [post] = await db
    .insert(communityPosts)
    .values({ authorUserId: userId, topic: 'rights', language: 'en', body: `Post ${marker}` })
    .returning();
  const [otherPost] = await db
    .insert(communityPosts)
    .values({ authorUserId: other.id, topic: 'work', language: 'en', body: 'Another person’s post' })
    .returning();
  const imageId = randomUUID();
  const imageKey = `community/images/${imageId}`;
  const imageBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(marker), randomBytes(64)]);
  await storage.put(imageKey, imageBytes);
  await db.insert(communityPostImages).values({
    id: imageId,
    ownerUserId: userId,
    postId: post?.id,
    objectKey: imageKey,
    contentType: 'image/jpeg',
    byteSize: imageBytes.length,
    width: 10,
    height: 10,
  });
  await db
    .insert(communityComments)
    .values({ postId: otherPost?.id as string, authorUserId: userId, body: `Comment ${marker}` });
  await db.insert(communityReactions).values({ postId: otherPost?.id as string, userId });
  await db.insert(communityContentReports).values({
    reporterUserId: userId,
    postId: otherPost?.id,
    reason: 'scam',
    note: `Report ${marker}`,
  });
  await db.insert(communityBlocks).values({ blockerUserId: userId, blockedUserId: other.id });
  await db.insert(communityNotifications).values({
    recipientUserId: userId,
    kind: 'reply',
    postId: post?.id,
    actorDisplayName: `Actor ${marker}`,
  });
  const pushSecret = `push-secret-${randomBytes(8).toString('hex')}`;
  await db.insert(communityPushSubscriptions).values({
    userId,
    endpoint: `https://push.example.org/${pushSecret}`,
    p256dh: pushSecret,
    auth: pushSecret,
  });

  // Legal: the person asked `other` (a professional) for a consultation, and is listed as one too.
  await db.insert(legalProfessionals).values([
    { userId: other.id, kind: 'attorney', fullName: 'Other Attorney', state: 'MA', feeModel: 'free' },
    {
      userId,
      kind: 'attorney',
      fullName: `Attorney ${marker}`,
      state: 'NY',
      feeModel: 'hourly',
      bio: marker,
    },
  ]);
  await db.insert(legalBarAdmissions).values({ professionalUserId: userId, state: 'NY', barNumber: marker });
  const [consultation] = await db
    .insert(consultationRequests)
    .values({ clientUserId: userId, professionalUserId: other.id, topic: 'family', message: `Ask ${marker}` })
    .returning();
  await db.insert(consultationEvents).values({
    consultationId: consultation?.id as string,
    actorUserId: userId,
    status: 'requested',
    note: `Event ${marker}`,
  });
  const [share] = await db.select().from(vaultShares).where(eq(vaultShares.ownerId, userId));
  if (share) {
    await db
      .insert(consultationDocuments)
      .values({ consultationId: consultation?.id as string, shareId: share.id });
  }
  await db.insert(consultationReviews).values({
    consultationId: consultation?.id as string,
    clientUserId: userId,
    professionalUserId: other.id,
    rating: 5,
    text: `Review ${marker}`,
  });
  await db.insert(listingReports).values({
    targetKind: 'professional',
    targetId: other.id,
    reporterUserId: userId,
    reason: 'notario',
    details: `Listing report ${marker}`,
  });

  // Billing and roles.
  const sessionId = `cs_amparo_test_${randomBytes(6).toString('hex')}`;
  await db.insert(checkoutSessions).values({
    id: sessionId,
    provider: 'test',
    userId,
    planId: 'full_protection',
    amountCents: 10000,
    currency: 'USD',
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  await db.insert(paymentEvents).values({
    eventId: `evt_${randomBytes(6).toString('hex')}`,
    provider: 'test',
    type: 'checkout.session.completed',
    userId,
    outcome: 'fulfilled',
    payload: { note: marker },
  });
  await db.insert(payments).values({
    userId,
    planId: 'full_protection',
    amountCents: 10000,
    currency: 'USD',
    provider: 'test',
    providerSessionId: sessionId,
    eventId: 'evt_seed',
    paidAt: now,
  });
  await db.insert(accountRoles).values({ userId, role: 'owner', grantedBy: `granted ${marker}` });

  return {
    imageKey,
    imageBytes,
    pushSecret,
    invitationTokenHash,
    totpSecret,
    securityRows: {
      factorId: factor?.id as string,
      challengeId: challenge?.id as string,
      passkeyId: passkey?.id as string,
      ticketId: ticket?.id as string,
      messageId: message?.id as string,
    },
  };
}
