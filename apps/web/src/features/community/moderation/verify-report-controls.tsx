import type { Post } from '@amparo/contract/community/community-models';

export type VerifyReportControlsProps = { post: Post };

/**
 * On an enforcement report, for a verified organisation or the owner: mark it confirmed or false. Replaced by the
 * moderation work (issue 14).
 */
export function VerifyReportControls(_props: VerifyReportControlsProps) {
  return null;
}
