import type { Post } from '@amparo/contract/community/community-models';
import { ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useSetHelpful } from '../api/post-mutations.ts';
import { communityErrorMessage } from './community-error.ts';

type HelpfulState = Pick<Post, 'helpful_count' | 'you_found_helpful'>;

/**
 * "Helpful", a toggle with its count. The tap shows at once; the server's answer then stands until the post itself
 * is shown again from the server.
 */
export function HelpfulButton({ post }: { post: Post }) {
  const { t, i18n } = useTranslation('community');
  const setHelpful = useSetHelpful(post);
  const [answered, setAnswered] = useState<HelpfulState | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new copy of the post from the server replaces the answer.
  useEffect(() => setAnswered(null), [post.helpful_count, post.you_found_helpful]);
  const shown = answered ?? post;
  const pending = setHelpful.isPending && setHelpful.variables !== undefined;
  const pressed = pending ? setHelpful.variables : shown.you_found_helpful;
  const count =
    shown.helpful_count + (pending && pressed !== shown.you_found_helpful ? (pressed ? 1 : -1) : 0);
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant={pressed ? 'primary' : 'ghost'}
        aria-pressed={pressed}
        disabled={setHelpful.isPending}
        onClick={() => setHelpful.mutate(!pressed, { onSuccess: setAnswered })}
      >
        <ThumbsUp aria-hidden="true" className="size-5 shrink-0" />
        <span>{t('card.helpful')}</span>
        <span className="tabular-nums">{new Intl.NumberFormat(i18n.language).format(count)}</span>
      </Button>
      {setHelpful.isError ? (
        <p role="alert" className="font-medium text-danger text-sm">
          {communityErrorMessage(t, setHelpful.error)}
        </p>
      ) : null}
    </div>
  );
}
