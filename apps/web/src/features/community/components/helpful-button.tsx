import type { Post } from '@amparo/contract/community/community-models';
import { ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useSetHelpful } from '../api/post-mutations.ts';
import { communityErrorMessage } from './community-error.ts';

/** "Helpful", a toggle with its count; the count follows at once and the server's answer corrects it. */
export function HelpfulButton({ post }: { post: Post }) {
  const { t, i18n } = useTranslation('community');
  const setHelpful = useSetHelpful(post);
  const pressed = setHelpful.isPending
    ? (setHelpful.variables ?? post.you_found_helpful)
    : post.you_found_helpful;
  const count =
    post.helpful_count +
    (setHelpful.isPending && pressed !== post.you_found_helpful ? (pressed ? 1 : -1) : 0);
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant={pressed ? 'primary' : 'ghost'}
        aria-pressed={pressed}
        disabled={setHelpful.isPending}
        onClick={() => setHelpful.mutate(!pressed)}
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
