import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { ZFamilyName } from './family-models.ts';

// A dependent without an account (a child, an elderly parent), kept on the holder's account and shown only to the
// holder (issue 12, point 4), with the caregivers the family emergency plan designates for them (point 5).

export const DEPENDENT_TEXT_MAX = 200;
export const DEPENDENT_NOTES_MAX = 1000;
export const CAREGIVERS_PER_DEPENDENT_MAX = 5;

/** A phone as people write it on paper: digits with optional +, spaces, dashes, dots and brackets; 7–15 digits. */
const ZCaregiverPhone = text()
  .trim()
  .max(30)
  .regex(/^\+?[\d\s().-]*$/, 'Use digits, with + and the country code for a number abroad')
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return value === '' || (digits >= 7 && digits <= 15);
    },
    { message: 'A phone number has 7 to 15 digits' },
  );

export const ZCaregiverInput = z.object({
  name: ZFamilyName,
  phone: ZCaregiverPhone.default(''),
  relationship: text().trim().max(60).default(''),
  has_agreed: z.boolean().default(false),
  authorization_signed: z.boolean().default(false),
});

export type CaregiverInput = z.input<typeof ZCaregiverInput>;

export const ZCaregiver = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  relationship: z.string(),
  has_agreed: z.boolean(),
  authorization_signed: z.boolean(),
});

export type Caregiver = z.infer<typeof ZCaregiver>;

/** YYYY-MM-DD, a real day, not in the future (checked against the server's date). */
export const ZDateOfBirth = z.iso.date();

const shortText = () => text().trim().max(DEPENDENT_TEXT_MAX).default('');
const notes = () => text({ multiline: true }).trim().max(DEPENDENT_NOTES_MAX).default('');

export const ZDependentInput = z.object({
  name: ZFamilyName,
  relationship: text().trim().max(60).default(''),
  date_of_birth: ZDateOfBirth.nullable().default(null),
  school_or_care_place: shortText(),
  pickup_people: notes(),
  allergies: notes(),
  medicines: notes(),
  doctor: shortText(),
  languages_spoken: shortText(),
  /** The whole list: what is sent replaces what was there. */
  caregivers: z.array(ZCaregiverInput).max(CAREGIVERS_PER_DEPENDENT_MAX).default([]),
});

export type DependentInput = z.input<typeof ZDependentInput>;

export const ZDependent = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.string(),
  date_of_birth: z.string().nullable(),
  school_or_care_place: z.string(),
  pickup_people: z.string(),
  allergies: z.string(),
  medicines: z.string(),
  doctor: z.string(),
  languages_spoken: z.string(),
  caregivers: z.array(ZCaregiver),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Dependent = z.infer<typeof ZDependent>;

/**
 * `GET /api/v1/family/dependents` (holder only; anyone else gets an empty list): the dependents in order.
 * `POST /api/v1/family/dependents` adds one (403 `plan_required` without a plan of one's own, 409 `family_full`,
 * 409 `already_in_family` for a member of another family; a date of birth in the future is 400).
 * `PUT /api/v1/family/dependents/:id` replaces one, caregivers included; `DELETE /api/v1/family/dependents/:id`
 * removes it and frees its place. Neither needs the plan (what the holder wrote stays theirs to correct). Another
 * family's id answers 404 and changes nothing.
 */
export const ZListDependentsResponse = z.object({ dependents: z.array(ZDependent) });
export type ListDependentsResponse = z.infer<typeof ZListDependentsResponse>;

export const ZCreateDependentRequest = ZDependentInput;
export const ZUpdateDependentRequest = ZDependentInput;
export const ZDependentResponse = ZDependent;
