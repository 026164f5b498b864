/** How many alerts the member has not seen yet, for the tab's badge. Replaced by the Alerts work (issue 14). */
export function useUnreadAlertsCount(): number {
  return 0;
}
