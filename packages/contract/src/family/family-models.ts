import { z } from 'zod';
import { E164_PATTERN, ZLanguageCode } from '../emergency/emergency-contact.ts';
import { text } from '../platform/typed-text.ts';
import {
  COVERAGE_KINDS,
  FAMILY_INVITATION_CHANNELS,
  FAMILY_INVITATION_STATUSES,
  FAMILY_NAME_MAX,
  FAMILY_ROLES,
} from './family-limits.ts';

// The family as the API answers it (issue 12). Only the holder sees the invitations and the dependents; a member
// sees who is in the family and their own alert settings.

export const ZFamilyName = text().trim().min(1).max(FAMILY_NAME_MAX);

export const ZFamilyPhone = text()
  .trim()
  .regex(E164_PATTERN, 'Use the international format with the country code, such as +12025550123');

export const ZFamilyMember = z.object({
  user_id: z.uuid(),
  role: z.enum(FAMILY_ROLES),
  display_name: z.string(),
  joined_at: z.string(),
  /** True for the caller's own row. */
  is_me: z.boolean(),
  /** Shown to the person themselves and to the holder; null for other members. */
  alert_on_help: z.boolean().nullable(),
  alert_phone: z.string().nullable(),
});

export type FamilyMember = z.infer<typeof ZFamilyMember>;

export const ZFamilyInvitation = z.object({
  id: z.uuid(),
  invitee_name: z.string(),
  channel: z.enum(FAMILY_INVITATION_CHANNELS),
  /** The address the holder typed (their own data); only the holder sees invitations. */
  address: z.string(),
  language: ZLanguageCode,
  status: z.enum(FAMILY_INVITATION_STATUSES),
  /** True once `expires_at` has passed while still pending: it holds no place and cannot be accepted. */
  expired: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
});

export type FamilyInvitation = z.infer<typeof ZFamilyInvitation>;

/** The places of a family of 5: the holder, then members, dependents and waiting invitations. */
export const ZFamilyPlaces = z.object({
  total: z.number().int(),
  members: z.number().int(),
  dependents: z.number().int(),
  pending_invitations: z.number().int(),
  left: z.number().int(),
});

export type FamilyPlaces = z.infer<typeof ZFamilyPlaces>;

export const ZFamily = z.object({
  id: z.uuid(),
  holder: z.object({ user_id: z.uuid(), display_name: z.string() }),
  members: z.array(ZFamilyMember),
  /** The holder's pending invitations (newest first); always empty for a member. */
  invitations: z.array(ZFamilyInvitation),
  places: ZFamilyPlaces,
});

export type Family = z.infer<typeof ZFamily>;

export const ZCoverageKind = z.enum(COVERAGE_KINDS);
