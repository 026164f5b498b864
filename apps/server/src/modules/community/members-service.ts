import { MEMBER_BANNED, MEMBER_REQUIRED } from '@amparo/contract/community/community-errors';
import type { NotificationKind } from '@amparo/contract/community/community-limits';
import { NOTIFICATION_KINDS } from '@amparo/contract/community/community-limits';
import type { CommunityMember } from '@amparo/contract/community/get-community-member';
import {
  DISPLAY_NAME_INVALID,
  DISPLAY_NAME_TAKEN,
  foldDisplayName,
  isAcceptableDisplayName,
} from '@amparo/contract/community/put-community-member';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import {
  displayNameKeyTaken,
  findAccountContacts,
  findMember,
  findOwnNames,
  type MemberRow,
  ownerIds,
  upsertMember,
  verifiedOrganizations,
} from './members-repo.ts';
import { isOwnName } from './own-names.ts';
import { isUniqueViolation } from './unique-violation.ts';

// A person joins the community by choosing a display name: pseudonymous, never their email, phone or a name they
// gave Amparo as their own (own-names.ts), one person per name. Reading needs no name; writing does, and a ban
// takes writing away.

const DISPLAY_NAME_UNIQUE_INDEX = 'community_members_display_name_key';

export async function describeMember(db: Database, member: MemberRow): Promise<CommunityMember> {
  const [badges, owners] = await Promise.all([
    verifiedOrganizations(db, [member.userId]),
    ownerIds(db, [member.userId]),
  ]);
  const push = member.notificationSettings.push.filter((kind): kind is NotificationKind =>
    (NOTIFICATION_KINDS as readonly string[]).includes(kind),
  );
  return {
    member_id: member.memberId,
    display_name: member.displayName,
    notification_settings: { push },
    banned: member.bannedAt !== null,
    verified_organization: badges.get(member.userId) ?? null,
    can_moderate: owners.has(member.userId),
  };
}

export async function getOwnMember(
  db: Database,
  userId: string,
): Promise<{ member: CommunityMember | null }> {
  const member = await findMember(db, userId);
  return { member: member ? await describeMember(db, member) : null };
}

function invalidName(message: string): HttpError {
  return new HttpError(400, DISPLAY_NAME_INVALID, message);
}

/** The account's own email, its part before the @, or its phone, in any of the ways a person might type them. */
function isOwnContact(name: string, contacts: { email: string | null; phone: string | null }): boolean {
  const folded = foldDisplayName(name);
  if (contacts.email) {
    const email = contacts.email.toLowerCase();
    const local = email.split('@')[0] ?? '';
    if (folded === email || folded === local) return true;
  }
  if (contacts.phone) {
    const digits = folded.replace(/[\s.-]/gu, '');
    const phoneDigits = contacts.phone.replace(/\D/gu, '');
    if (/^\d{7,}$/u.test(digits) && phoneDigits.endsWith(digits)) return true;
  }
  return false;
}

export async function putOwnMember(
  db: Database,
  input: { userId: string; displayName: string; now?: Date },
): Promise<{ member: CommunityMember }> {
  const displayName = input.displayName.trim().replace(/\s+/gu, ' ');
  if (!isAcceptableDisplayName(displayName)) {
    throw invalidName('A display name has 2 to 40 letters, numbers, spaces, dots, dashes or underscores');
  }
  // A banned member keeps the name they were banned under: renaming would free it and hide who they are.
  const current = await findMember(db, input.userId);
  if (current?.bannedAt) {
    throw new HttpError(403, MEMBER_BANNED, 'You can no longer write in the community');
  }
  const contacts = await findAccountContacts(db, input.userId);
  if (!contacts) throw invalidName('No such account');
  if (isOwnContact(displayName, contacts) || isOwnName(displayName, await findOwnNames(db, input.userId))) {
    throw invalidName('A display name must not be your own name, email or phone number');
  }
  const key = foldDisplayName(displayName);
  if (await displayNameKeyTaken(db, key, input.userId)) {
    throw new HttpError(409, DISPLAY_NAME_TAKEN, 'Another member already has this name');
  }
  try {
    const member = await upsertMember(db, {
      userId: input.userId,
      displayName,
      displayNameKey: key,
      now: input.now ?? new Date(),
    });
    return { member: await describeMember(db, member) };
  } catch (error) {
    if (isUniqueViolation(error, DISPLAY_NAME_UNIQUE_INDEX)) {
      throw new HttpError(409, DISPLAY_NAME_TAKEN, 'Another member already has this name');
    }
    throw error;
  }
}

/** The caller as a member who may write (post, comment, react, upload); 403 otherwise. */
export async function requireWritingMember(db: Database, userId: string): Promise<MemberRow> {
  const member = await findMember(db, userId);
  if (!member) throw new HttpError(403, MEMBER_REQUIRED, 'Choose a display name first');
  if (member.bannedAt) throw new HttpError(403, MEMBER_BANNED, 'You can no longer write in the community');
  return member;
}
