export type BlockMemberButtonProps = { memberId: string; displayName: string };

/** "Block" a post's or a comment's author. Replaced by the moderation work (issue 14). */
export function BlockMemberButton(_props: BlockMemberButtonProps) {
  return null;
}
