import { INVALID_CHARACTERS_MESSAGE } from '@amparo/contract/platform/typed-text';
import type { FieldError } from 'react-hook-form';

// Which translated line (lawyers:listing.errors.<key>) a field's error gets, from the zod issue the resolver
// passed on: the contract's own codes for the rules across fields, the kind for the rest.

const CONTRACT_CODES = [
  'bar_admission_required',
  'duplicate_bar_state',
  'bar_number_format',
  'organization_required',
  'fee_required',
  'fee_range_order',
  'website_https',
  'name_visible',
  'accreditation_expired',
] as const;

export type ListingErrorKey =
  | (typeof CONTRACT_CODES)[number]
  | 'required'
  | 'tooLong'
  | 'invalidCharacters'
  | 'chooseOne'
  | 'amount'
  | 'date';

export type FieldKind = 'text' | 'list' | 'amount' | 'date';

export function listingErrorKey(
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  kind: FieldKind = 'text',
): ListingErrorKey | null {
  if (!error) return null;
  const code = (CONTRACT_CODES as readonly string[]).find((known) => known === error.message);
  if (code) return code as ListingErrorKey;
  if (error.message === INVALID_CHARACTERS_MESSAGE) return 'invalidCharacters';
  if (kind === 'amount') return 'amount';
  if (kind === 'date') return 'date';
  if (kind === 'list') return 'chooseOne';
  if (error.type === 'too_big') return 'tooLong';
  return 'required';
}
