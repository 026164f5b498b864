import type { ConsultationAction } from './change-consultation-status.ts';
import type { ConsultationRole } from './consultation-models.ts';
import type { ConsultationStatus } from './legal-limits.ts';

// The consultation's state machine, one table for the server (which refuses anything else with 409
// `invalid_transition`) and the browser (which offers only these buttons).
//
//   requested ──accept──► accepted ──mark_done──► done
//       │  └──propose_time──► time_proposed ──accept_proposed_time──► accepted
//       │                         │  ▲ propose_time (again, or to reschedule an accepted one)
//       ├──decline──► declined ◄──┘
//       └──cancel (person)──► cancelled   (also from time_proposed and accepted)
//   time_proposed, accepted ──close (professional)──► closed

type Transition = { by: ConsultationRole; from: readonly ConsultationStatus[]; to: ConsultationStatus };

export const CONSULTATION_TRANSITIONS: Record<ConsultationAction, Transition> = {
  cancel: { by: 'client', from: ['requested', 'time_proposed', 'accepted'], to: 'cancelled' },
  accept_proposed_time: { by: 'client', from: ['time_proposed'], to: 'accepted' },
  accept: { by: 'professional', from: ['requested', 'time_proposed'], to: 'accepted' },
  decline: { by: 'professional', from: ['requested', 'time_proposed'], to: 'declined' },
  propose_time: { by: 'professional', from: ['requested', 'time_proposed', 'accepted'], to: 'time_proposed' },
  mark_done: { by: 'professional', from: ['accepted'], to: 'done' },
  close: { by: 'professional', from: ['time_proposed', 'accepted'], to: 'closed' },
};

/** The status the action leads to, or null when `role` may not take it from `status`. */
export function nextConsultationStatus(
  action: ConsultationAction,
  role: ConsultationRole,
  status: ConsultationStatus,
): ConsultationStatus | null {
  const transition = CONSULTATION_TRANSITIONS[action];
  return transition.by === role && transition.from.includes(status) ? transition.to : null;
}

/** The actions `role` may take now, in the order a screen offers them. */
export function availableConsultationActions(
  role: ConsultationRole,
  status: ConsultationStatus,
): ConsultationAction[] {
  return (Object.keys(CONSULTATION_TRANSITIONS) as ConsultationAction[]).filter(
    (action) => nextConsultationStatus(action, role, status) !== null,
  );
}
