import { z } from 'zod';
import { ZConsultationSummary } from './consultation-models.ts';

/**
 * `GET /api/v1/legal/consultations`: the requests the caller sent, as the person. `GET
 * /api/v1/legal/consultations/inbox`: the requests the caller received, as the professional. Newest first.
 */
export const ZListConsultationsResponse = z.object({ consultations: z.array(ZConsultationSummary) });
export type ListConsultationsResponse = z.infer<typeof ZListConsultationsResponse>;

/** The most a list answers: more than anyone's history, and a bound on the answer's size. */
export const CONSULTATION_LIST_LIMIT = 200;
