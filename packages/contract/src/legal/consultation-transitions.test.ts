import { describe, expect, it } from 'vitest';
import { availableConsultationActions, nextConsultationStatus } from './consultation-transitions.ts';
import { CONSULTATION_STATUSES } from './legal-limits.ts';

describe('the consultation state machine', () => {
  it('lets each side take only its own actions', () => {
    expect(availableConsultationActions('client', 'requested')).toEqual(['cancel']);
    expect(availableConsultationActions('professional', 'requested')).toEqual([
      'accept',
      'decline',
      'propose_time',
    ]);
    expect(availableConsultationActions('client', 'time_proposed')).toEqual([
      'cancel',
      'accept_proposed_time',
    ]);
    expect(availableConsultationActions('professional', 'accepted')).toEqual([
      'propose_time',
      'mark_done',
      'close',
    ]);
  });

  it('ends: nothing happens to a declined, done, closed or cancelled request', () => {
    for (const status of ['declined', 'done', 'closed', 'cancelled'] as const) {
      expect(availableConsultationActions('client', status)).toEqual([]);
      expect(availableConsultationActions('professional', status)).toEqual([]);
    }
  });

  it('never lets the person do the professional’s part, or the reverse', () => {
    for (const status of CONSULTATION_STATUSES) {
      expect(nextConsultationStatus('accept', 'client', status)).toBeNull();
      expect(nextConsultationStatus('mark_done', 'client', status)).toBeNull();
      expect(nextConsultationStatus('cancel', 'professional', status)).toBeNull();
      expect(nextConsultationStatus('accept_proposed_time', 'professional', status)).toBeNull();
    }
    expect(nextConsultationStatus('mark_done', 'professional', 'accepted')).toBe('done');
    expect(nextConsultationStatus('mark_done', 'professional', 'requested')).toBeNull();
  });
});
