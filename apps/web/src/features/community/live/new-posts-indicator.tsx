import type { PostLanguage, PostTopic } from '@amparo/contract/community/community-limits';

export type NewPostsIndicatorProps = {
  /** The feed's filters: only new posts that match them are counted. */
  topic?: PostTopic | undefined;
  language?: PostLanguage | undefined;
  /** Called when the person chooses to see the new posts: the feed reloads its first page. */
  onShowNew: () => void;
};

/** "N new posts", live over Server-Sent Events. Replaced by the live-feed work (issue 14). */
export function NewPostsIndicator(_props: NewPostsIndicatorProps) {
  return null;
}
