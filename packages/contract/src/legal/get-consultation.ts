import type { z } from 'zod';
import { ZConsultation } from './consultation-models.ts';

/**
 * `GET /api/v1/legal/consultations/:id`: one request, with its history in order, its documents and its review, for
 * either of its two sides; 404 `consultation_not_found` for anyone else.
 */
export const ZGetConsultationResponse = ZConsultation;
export type GetConsultationResponse = z.infer<typeof ZGetConsultationResponse>;
