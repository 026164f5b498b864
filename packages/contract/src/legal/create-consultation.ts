import { z } from 'zod';
import { hasVisibleCharacter, text } from '../platform/typed-text.ts';
import { ZConsultation } from './consultation-models.ts';
import { CONSULTATION_MESSAGE_MAX, MAX_PREFERRED_TIMES, PRACTICE_AREAS } from './legal-limits.ts';
import { ZConsultationTime } from './preferred-time.ts';

/**
 * `POST /api/v1/legal/consultations` (201): a person asks a listed professional for a consultation. 404
 * `professional_not_found` unless the professional is verified and their verification has not run out; 400
 * `cannot_consult_yourself`; 400 `time_in_past` for a preferred time that is not ahead; 429 after many requests in a
 * day. Documents are attached afterwards, one share at a time (attach-consultation-document.ts), because each is
 * a vault share the browser makes first.
 */
export const ZCreateConsultationRequest = z.object({
  professional_id: z.uuid(),
  topic: z.enum(PRACTICE_AREAS),
  preferred_times: z
    .array(ZConsultationTime)
    .max(MAX_PREFERRED_TIMES)
    .refine((times) => new Set(times.map((time) => Date.parse(time))).size === times.length, {
      message: 'each preferred time must be different',
    }),
  message: text({ multiline: true }).trim().min(1).max(CONSULTATION_MESSAGE_MAX).refine(hasVisibleCharacter),
});
export type CreateConsultationRequest = z.input<typeof ZCreateConsultationRequest>;

export const ZCreateConsultationResponse = ZConsultation;
export type CreateConsultationResponse = z.infer<typeof ZCreateConsultationResponse>;

export const CANNOT_CONSULT_YOURSELF = 'cannot_consult_yourself';
