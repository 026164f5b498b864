// Built by issue 13's reports work: replaced by the real ReportsQueue.
export function ReportsQueue() {
  return null;
}
