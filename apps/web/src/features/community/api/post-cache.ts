import type { Post } from '@amparo/contract/community/community-models';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postQueryKey } from './get-post.ts';
import { feedsQueryKey } from './list-feed.ts';

// What a change to one post does to the screens that show it: every loaded feed page and the post's own page
// show the server's new copy at once, without reloading the lists.

type FeedPage = { posts: Post[]; next_cursor: string | null };
type PostDetail = { post: Post };

function changeInFeeds(
  queryClient: QueryClient,
  userId: string | null,
  change: (posts: Post[]) => Post[],
): void {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: feedsQueryKey(userId) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: change(page.posts) })) } : data,
  );
}

export function updatePostInCaches(
  queryClient: QueryClient,
  userId: string | null,
  postId: string,
  update: (post: Post) => Post,
): void {
  changeInFeeds(queryClient, userId, (posts) =>
    posts.map((post) => (post.id === postId ? update(post) : post)),
  );
  queryClient.setQueriesData<PostDetail>({ queryKey: postQueryKey(userId, postId) }, (data) =>
    data ? { ...data, post: update(data.post) } : data,
  );
}

export function removePostFromCaches(queryClient: QueryClient, userId: string | null, postId: string): void {
  changeInFeeds(queryClient, userId, (posts) => posts.filter((post) => post.id !== postId));
  queryClient.removeQueries({ queryKey: postQueryKey(userId, postId) });
}

/**
 * A new post goes on top of the unfiltered feed's first page (and of a filtered one it belongs in), so the author
 * sees it there at once; the next refresh brings the server's order.
 */
export function addPostToFeeds(queryClient: QueryClient, userId: string | null, post: Post): void {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<FeedPage>>({
    queryKey: feedsQueryKey(userId),
  })) {
    const [, , , topic, language] = key as readonly unknown[];
    const matches =
      (topic === null || topic === post.topic) && (language === null || language === post.language);
    const [first, ...others] = data?.pages ?? [];
    if (!matches || !data || !first || first.posts.some((shown) => shown.id === post.id)) continue;
    queryClient.setQueryData<InfiniteData<FeedPage>>(key, {
      ...data,
      pages: [{ ...first, posts: [post, ...first.posts] }, ...others],
    });
  }
}
