import { describe, expect, it } from 'vitest';
import { ZSignUpMetadata } from '../auth/sign-up-metadata.ts';
import { EMPTY_ELIGIBILITY_DRAFT, parseEligibilityDraft } from './eligibility-draft.ts';

describe('parseEligibilityDraft', () => {
  it('reads both answers back', () => {
    expect(
      parseEligibilityDraft(
        JSON.stringify({ entry_method: 'family_petition', current_status: 'green_card' }),
      ),
    ).toEqual({ entry_method: 'family_petition', current_status: 'green_card' });
  });

  it('keeps a valid answer when the other one is unknown or missing', () => {
    expect(
      parseEligibilityDraft(JSON.stringify({ entry_method: 'visa_waiver', current_status: 'tourist' })),
    ).toEqual({ entry_method: 'visa_waiver', current_status: null });
    expect(parseEligibilityDraft(JSON.stringify({ current_status: 'tps_daca' }))).toEqual({
      entry_method: null,
      current_status: 'tps_daca',
    });
  });

  it('treats nothing, broken JSON and other shapes as unanswered', () => {
    for (const text of [null, undefined, '', '{', '"visa_waiver"', '[]', 'null']) {
      expect(parseEligibilityDraft(text)).toEqual(EMPTY_ELIGIBILITY_DRAFT);
    }
  });

  it('gives answers the sign-up metadata accepts as they are', () => {
    const draft = parseEligibilityDraft(
      JSON.stringify({ entry_method: 'entered_without_inspection', current_status: 'other' }),
    );
    expect(ZSignUpMetadata.parse(draft)).toEqual(draft);
  });
});
