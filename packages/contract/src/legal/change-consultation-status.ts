import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { ZConsultation } from './consultation-models.ts';
import { CONSULTATION_NOTE_MAX } from './legal-limits.ts';
import { ZConsultationTime } from './preferred-time.ts';

const ZNote = text({ multiline: true }).trim().max(CONSULTATION_NOTE_MAX);

/**
 * `POST /api/v1/legal/consultations/:id/status`: one change, by one side. The person may `cancel` (while requested,
 * time proposed or accepted) and `accept_proposed_time`; the professional may `accept` (with the agreed time: one of
 * the preferred times or another), `decline`, `propose_time`, `mark_done` (after accepting) and `close`. Anything
 * else is 409 `invalid_transition`; a time that is not ahead is 400 `time_in_past`. The other side is told by email
 * or text message, in their language.
 */
export const ZChangeConsultationStatusRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel'), note: ZNote.optional() }),
  z.object({ action: z.literal('accept_proposed_time') }),
  z.object({ action: z.literal('accept'), time: ZConsultationTime, note: ZNote.optional() }),
  z.object({ action: z.literal('decline'), note: ZNote.optional() }),
  z.object({ action: z.literal('propose_time'), time: ZConsultationTime, note: ZNote.optional() }),
  z.object({ action: z.literal('mark_done') }),
  z.object({ action: z.literal('close'), note: ZNote.optional() }),
]);
export type ChangeConsultationStatusRequest = z.input<typeof ZChangeConsultationStatusRequest>;
export type ConsultationAction = ChangeConsultationStatusRequest['action'];

export const ZChangeConsultationStatusResponse = ZConsultation;
