import {
  type GetPreparednessPlanResponse,
  normalizeANumber,
  PREPAREDNESS_PLAN_FIELD_NAMES,
  type PreparednessPlanFields,
  type PutPreparednessPlanRequest,
  ZPutPreparednessPlanRequest,
} from '@amparo/contract/emergency/preparedness-plan';
import {
  fieldsWithInvalidCharacters,
  INVALID_CHARACTERS_MESSAGE,
} from '@amparo/contract/platform/typed-text';

// The plan form works on strings (what the inputs hold); the API takes null for an empty field. Both sides
// validate with the contract's schema, so the browser refuses exactly what the server would.

export type PlanField = keyof PreparednessPlanFields;
export type PlanFormValues = Record<PlanField, string>;
export type PlanFieldError = 'aNumber' | 'phone' | 'name' | 'notes';

export function formValuesOf(plan: GetPreparednessPlanResponse | undefined): PlanFormValues {
  return Object.fromEntries(
    PREPAREDNESS_PLAN_FIELD_NAMES.map((name) => [name, plan?.[name] ?? '']),
  ) as PlanFormValues;
}

export function requestOf(values: PlanFormValues): PutPreparednessPlanRequest {
  const entries = PREPAREDNESS_PLAN_FIELD_NAMES.map((name) => {
    const trimmed = values[name].trim();
    if (trimmed === '') return [name, null];
    return [name, name === 'a_number' ? normalizeANumber(trimmed) : trimmed];
  });
  return Object.fromEntries(entries) as PutPreparednessPlanRequest;
}

export function errorKindOf(field: PlanField): PlanFieldError {
  if (field === 'a_number') return 'aNumber';
  if (field === 'notes') return 'notes';
  return field.endsWith('_phone') ? 'phone' : 'name';
}

function isPlanField(value: unknown): value is PlanField {
  return typeof value === 'string' && (PREPAREDNESS_PLAN_FIELD_NAMES as string[]).includes(value);
}

/**
 * The browser-side check: the request to send, or the fields to fix, with those holding a character that cannot
 * be saved (a paste can bring one) listed apart, as they need another message.
 */
export function validatePlan(
  values: PlanFormValues,
):
  | { ok: true; request: PutPreparednessPlanRequest }
  | { ok: false; fields: PlanField[]; hiddenCharacters: PlanField[] } {
  const request = requestOf(values);
  const result = ZPutPreparednessPlanRequest.safeParse(request);
  if (result.success) return { ok: true, request: result.data };
  const fields = new Set<PlanField>();
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isPlanField(field)) fields.add(field);
  }
  const hiddenCharacters = fieldsWithInvalidCharacters(result.error.issues).filter(isPlanField);
  return { ok: false, fields: [...fields], hiddenCharacters };
}

/** Maps the server's `fields` (for example `{ path: 'a_number' }`) to form fields, as validatePlan does. */
export function fieldsFromServer(fields: readonly { path: string; message: string }[]): {
  fields: PlanField[];
  hiddenCharacters: PlanField[];
} {
  const planField = (path: string) => path.split('.')[0];
  return {
    fields: fields.map((field) => planField(field.path)).filter(isPlanField),
    hiddenCharacters: fields
      .filter((field) => field.message === INVALID_CHARACTERS_MESSAGE)
      .map((field) => planField(field.path))
      .filter(isPlanField),
  };
}
