/** Alerts tab: the member's notifications. Replaced by the issue-14 work on this part. */
export function AlertsTab() {
  return null;
}
