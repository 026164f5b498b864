import { z } from 'zod';
import { ZOwnProfessionalListing } from './get-professional-profile.ts';
import { ZProfessionalListingInput } from './professional-listing-input.ts';

/**
 * `PUT /api/v1/legal/professional-profile`: creates or replaces the caller's listing. A new listing waits for the
 * owner's check (`pending`). A change to who the professional is (name, kind, bar admissions, organisation) sends a
 * verified or rejected listing back to `pending`; any other change keeps its state. Status and verification fields
 * in the body are ignored: only the owner sets them.
 */
export const ZPutProfessionalProfileRequest = ZProfessionalListingInput;
export type PutProfessionalProfileRequest = z.input<typeof ZPutProfessionalProfileRequest>;

export const ZPutProfessionalProfileResponse = z.object({ listing: ZOwnProfessionalListing });
export type PutProfessionalProfileResponse = z.infer<typeof ZPutProfessionalProfileResponse>;
