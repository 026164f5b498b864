import { z } from 'zod';
import { text } from '../platform/typed-text.ts';

// The family preparedness plan (issue 5, point 8): who picks up the children, who holds a copy of the documents,
// and the numbers to know by heart in case the phone is taken. One plan per account; the browser's form and the
// server validate with these same schemas.

export const PLAN_NAME_MAX = 100;
export const PLAN_NOTES_MAX = 1000;

/** An A-number (alien registration number): the letter A and 8 or 9 digits, as printed on USCIS notices. */
export const A_NUMBER_PATTERN = /^A\d{8,9}$/;

/** A number a phone can dial: digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits. */
export const PLAN_PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/**
 * What people type ("a 123-456-789", "A 12345678") written the way the plan stores it ("A123456789"). Returns
 * the input trimmed when it cannot be an A-number, so validation can say why.
 */
export function normalizeANumber(input: string): string {
  const compact = input.replace(/[\s.-]/g, '').toUpperCase();
  if (/^\d{8,9}$/.test(compact)) return `A${compact}`;
  return compact;
}

const ZName = text().trim().min(1).max(PLAN_NAME_MAX);

const ZPlanPhone = text()
  .trim()
  .regex(PLAN_PHONE_PATTERN, 'Use digits, with + and the country code for a number abroad')
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    },
    { message: 'A phone number has 7 to 15 digits' },
  );

const ZFamilyPlanText = text({ multiline: true }).trim().min(1).max(PLAN_NOTES_MAX);

/**
 * The family emergency plan (issue 12, point 5) joins this plan rather than keeping a second one: where the
 * family meets, who keeps copies of which documents, the numbers to know by heart, what to tell the school.
 */
export const ZFamilyPlanFields = z.object({
  meeting_point: ZFamilyPlanText.nullable(),
  document_copies: ZFamilyPlanText.nullable(),
  numbers_to_know: ZFamilyPlanText.nullable(),
  school_instructions: ZFamilyPlanText.nullable(),
});

export const FAMILY_PLAN_FIELD_NAMES = Object.keys(ZFamilyPlanFields.shape) as (keyof z.infer<
  typeof ZFamilyPlanFields
>)[];

export const ZPreparednessPlanFields = z.object({
  children_caregiver_name: ZName.nullable(),
  children_caregiver_phone: ZPlanPhone.nullable(),
  documents_holder_name: ZName.nullable(),
  documents_holder_phone: ZPlanPhone.nullable(),
  a_number: z
    .string()
    .regex(A_NUMBER_PATTERN, 'An A-number is the letter A followed by 8 or 9 digits')
    .nullable(),
  lawyer_name: ZName.nullable(),
  lawyer_phone: ZPlanPhone.nullable(),
  notes: text({ multiline: true }).trim().min(1).max(PLAN_NOTES_MAX).nullable(),
  ...ZFamilyPlanFields.shape,
});

export type PreparednessPlanFields = z.infer<typeof ZPreparednessPlanFields>;

export const PREPAREDNESS_PLAN_FIELD_NAMES = Object.keys(
  ZPreparednessPlanFields.shape,
) as (keyof PreparednessPlanFields)[];

/** A plan nobody has filled in yet: every field empty. */
export const EMPTY_PREPAREDNESS_PLAN: PreparednessPlanFields = {
  children_caregiver_name: null,
  children_caregiver_phone: null,
  documents_holder_name: null,
  documents_holder_phone: null,
  a_number: null,
  lawyer_name: null,
  lawyer_phone: null,
  notes: null,
  meeting_point: null,
  document_copies: null,
  numbers_to_know: null,
  school_instructions: null,
};

/**
 * `GET /api/v1/emergency/preparedness-plan`: the caller's plan; `updated_at` is null until it is first saved. The
 * text is answered as stored, so a plan saved before a rule was tightened still opens (in an emergency, too).
 */
export const ZGetPreparednessPlanResponse = ZPreparednessPlanFields.extend({
  children_caregiver_name: z.string().nullable(),
  children_caregiver_phone: z.string().nullable(),
  documents_holder_name: z.string().nullable(),
  documents_holder_phone: z.string().nullable(),
  lawyer_name: z.string().nullable(),
  lawyer_phone: z.string().nullable(),
  notes: z.string().nullable(),
  meeting_point: z.string().nullable(),
  document_copies: z.string().nullable(),
  numbers_to_know: z.string().nullable(),
  school_instructions: z.string().nullable(),
  updated_at: z.string().nullable(),
});

export type GetPreparednessPlanResponse = z.infer<typeof ZGetPreparednessPlanResponse>;

/**
 * `PUT /api/v1/emergency/preparedness-plan`: replaces the whole plan; a field sent as null is cleared. Unknown
 * keys are refused so a misspelt field is reported instead of silently lost. The family plan's fields may be
 * left out (an app installed before they existed does not know them): left out, they keep what was saved.
 */
export const ZPutPreparednessPlanRequest = ZPreparednessPlanFields.extend({
  meeting_point: ZFamilyPlanFields.shape.meeting_point.optional(),
  document_copies: ZFamilyPlanFields.shape.document_copies.optional(),
  numbers_to_know: ZFamilyPlanFields.shape.numbers_to_know.optional(),
  school_instructions: ZFamilyPlanFields.shape.school_instructions.optional(),
}).strict();

export type PutPreparednessPlanRequest = z.infer<typeof ZPutPreparednessPlanRequest>;

export const ZPutPreparednessPlanResponse = ZGetPreparednessPlanResponse;

export type PutPreparednessPlanResponse = z.infer<typeof ZPutPreparednessPlanResponse>;

export function hasAnyPlanField(plan: PreparednessPlanFields): boolean {
  return PREPAREDNESS_PLAN_FIELD_NAMES.some((name) => plan[name] !== null);
}
