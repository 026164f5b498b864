/** Search tab: full-text search of posts and comments. Replaced by the issue-14 work on this part. */
export function SearchTab() {
  return null;
}
