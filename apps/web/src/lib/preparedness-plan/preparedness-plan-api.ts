import {
  type GetPreparednessPlanResponse,
  type PutPreparednessPlanRequest,
  ZGetPreparednessPlanResponse,
} from '@amparo/contract/emergency/preparedness-plan';
import { type ApiErrorField, ZApiError } from '@amparo/contract/platform/api-error';
import { ApiRequestError } from '../account/profile-api.ts';

export const PREPAREDNESS_PLAN_PATH = '/api/v1/emergency/preparedness-plan';

/** A 400 from the plan API, with the fields the server refused. */
export class PlanValidationError extends ApiRequestError {
  readonly fields: ApiErrorField[];

  constructor(message: string, fields: ApiErrorField[]) {
    super(400, 'validation_failed', message);
    this.name = 'PlanValidationError';
    this.fields = fields;
  }
}

async function readAnswer(response: Response): Promise<GetPreparednessPlanResponse> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(body);
    if (!parsed.success) {
      throw new ApiRequestError(response.status, 'unknown', `The plan request failed (${response.status})`);
    }
    if (parsed.data.code === 'validation_failed') {
      throw new PlanValidationError(parsed.data.message, parsed.data.fields ?? []);
    }
    throw new ApiRequestError(response.status, parsed.data.code, parsed.data.message);
  }
  return ZGetPreparednessPlanResponse.parse(body);
}

type PlanRequest = { accessToken: string; signal?: AbortSignal };

/** GET /api/v1/emergency/preparedness-plan: the signed-in person's own plan. */
export async function fetchPreparednessPlan({ accessToken, signal }: PlanRequest) {
  const response = await fetch(PREPAREDNESS_PLAN_PATH, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal,
  });
  return readAnswer(response);
}

/** PUT /api/v1/emergency/preparedness-plan: replaces the whole plan. */
export async function savePreparednessPlan(plan: PutPreparednessPlanRequest, { accessToken }: PlanRequest) {
  const response = await fetch(PREPAREDNESS_PLAN_PATH, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify(plan),
  });
  return readAnswer(response);
}
