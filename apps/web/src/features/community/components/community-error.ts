import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';

// The server's error codes for the community (docs/community-api.md), each with its own sentence; anything else
// gets a general one, and no network gets the offline one.

export const COMMUNITY_ERROR_CODES = [
  'member_required',
  'member_banned',
  'official_alert_not_allowed',
  'report_needs_area',
  'report_area_too_precise',
  'report_text_too_precise',
  'report_decided',
  'report_images_not_allowed',
  'rate_limited',
  'image_invalid',
  'image_too_large',
  'display_name_taken',
  'display_name_invalid',
  'image_not_usable',
  'unsupported_media_type',
  'post_not_found',
  'comment_not_found',
  'invalid_cursor',
  'validation_failed',
  'payload_too_large',
  'unauthorized',
] as const;
type CommunityErrorCode = (typeof COMMUNITY_ERROR_CODES)[number];

export function communityErrorCode(error: unknown): CommunityErrorCode | 'offline' | 'generic' {
  if (error instanceof ApiRequestError) {
    return (COMMUNITY_ERROR_CODES as readonly string[]).includes(error.code)
      ? (error.code as CommunityErrorCode)
      : 'generic';
  }
  return error instanceof TypeError ? 'offline' : 'generic';
}

export function communityErrorMessage(t: TFunction<'community'>, error: unknown): string {
  return t(`errors.${communityErrorCode(error)}`);
}
