/** Post tab: the composer. Replaced by the issue-14 work on this part. */
export function PostTab() {
  return null;
}
