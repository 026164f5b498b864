/** Profile tab: display name, own posts and comments, notification settings, blocked people. Replaced by the issue-14 work on this part. */
export function ProfileTab() {
  return null;
}
