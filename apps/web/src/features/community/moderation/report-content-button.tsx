export type ReportContentButtonProps = { targetKind: 'post' | 'comment'; targetId: string };

/** "Report" on a post or a comment: reasons, then the owner's queue. Replaced by the moderation work (issue 14). */
export function ReportContentButton(_props: ReportContentButtonProps) {
  return null;
}
