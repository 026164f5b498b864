import {
  type GetPreparednessPlanResponse,
  normalizeANumber,
  PREPAREDNESS_PLAN_FIELD_NAMES,
  type PreparednessPlanFields,
  type PutPreparednessPlanRequest,
  ZPutPreparednessPlanRequest,
} from '@amparo/contract/emergency/preparedness-plan';

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

/** The browser-side check: the request to send, or the fields to fix. */
export function validatePlan(
  values: PlanFormValues,
): { ok: true; request: PutPreparednessPlanRequest } | { ok: false; fields: PlanField[] } {
  const request = requestOf(values);
  const result = ZPutPreparednessPlanRequest.safeParse(request);
  if (result.success) return { ok: true, request: result.data };
  const fields = new Set<PlanField>();
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isPlanField(field)) fields.add(field);
  }
  return { ok: false, fields: [...fields] };
}

/** Maps the server's `fields[].path` (for example `a_number`) to form fields. */
export function fieldsFromServer(paths: readonly string[]): PlanField[] {
  return paths.map((path) => path.split('.')[0]).filter(isPlanField);
}
