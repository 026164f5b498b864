/** Feed tab: newest posts first, filters, New Post and Refresh. Replaced by the issue-14 work on this part. */
export function FeedTab() {
  return null;
}
