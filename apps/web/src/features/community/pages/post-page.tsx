import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { Link, useLocation, useNavigate, useParams } from '../../../lib/router/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useCommentMutations } from '../api/comment-mutations.ts';
import { usePost } from '../api/get-post.ts';
import { communityErrorMessage } from '../components/community-error.ts';
import { PostCard } from '../components/post-card.tsx';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

/** /community/posts/:postId: one post, its comments (each at #comment-<id>) and the form to add one. */
export function PostPage() {
  const { t } = useTranslation('community');
  const { postId = '' } = useParams();
  const post = usePost(postId);
  const mutations = useCommentMutations(postId);
  const navigate = useNavigate();
  const { hash } = useLocation();
  useDocumentTitle(t('postPage.title'));
  const loaded = Boolean(post.data);

  // A link from an alert names one comment: once the comments are on screen, bring it into view.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#comment-')) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const notFound =
    post.error instanceof ApiRequestError && (post.error.status === 404 || post.error.status === 400);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-3 py-6 pb-28 sm:px-6 sm:py-10">
      <Link
        to="/community?tab=feed"
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
        {t('postPage.back')}
      </Link>
      {post.data ? (
        <>
          <h1 className="sr-only">{t('postPage.title')}</h1>
          <PostCard
            post={post.data.post}
            linkComments={false}
            onDeleted={() => void navigate('/community?tab=feed', { replace: true })}
          />
          <section aria-labelledby="community-comments-title" className="flex flex-col gap-3">
            <h2 id="community-comments-title" className="px-1 font-bold text-xl">
              {t('comments.title', { count: post.data.comments.length })}
            </h2>
            {post.data.comments.length === 0 ? <p className="px-1 text-muted">{t('comments.none')}</p> : null}
            <ol className="flex flex-col gap-3">
              {post.data.comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} mutations={mutations} />
              ))}
            </ol>
            {post.data.post.status === 'visible' ? <CommentForm mutations={mutations} /> : null}
          </section>
        </>
      ) : notFound ? (
        <div className="flex flex-col gap-4">
          <h1 className="font-bold text-3xl tracking-tight">{t('postPage.notFound')}</h1>
          <p className="max-w-prose">{t('postPage.notFoundBody')}</p>
          <ButtonLink to="/community?tab=feed" className="self-start">
            {t('postPage.backToFeed')}
          </ButtonLink>
        </div>
      ) : post.isError ? (
        <div className="flex flex-col gap-4">
          <h1 className="sr-only">{t('postPage.title')}</h1>
          <FormAlert tone="error">{communityErrorMessage(t, post.error)}</FormAlert>
          <Button className="self-start" onClick={() => void post.refetch()}>
            {t('feed.tryAgain')}
          </Button>
        </div>
      ) : (
        <LoadingMessage label={t('postPage.loading')} className="min-h-40 py-10" />
      )}
    </div>
  );
}
