import type { PostImage } from '@amparo/contract/community/community-models';
import { ZApiError } from '@amparo/contract/platform/api-error';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { useSession } from '../../../lib/session-provider.tsx';

// A post's photos. They are not public: the server answers only a caller who may see the post, and the session
// travels as a bearer token, which an <img src> cannot send. So each photo is fetched with the token once it is
// near the screen and shown from a blob URL; until then a box of its own size holds its place (no layout shift).

async function fetchImage(url: string, token: string | null, signal: AbortSignal): Promise<Blob> {
  if (!token) throw new ApiRequestError(401, 'unauthorized', 'Not signed in');
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal });
  if (!response.ok) {
    const parsed = ZApiError.safeParse(await response.json().catch(() => undefined));
    throw new ApiRequestError(response.status, parsed.success ? parsed.data.code : 'unknown', 'No image');
  }
  return response.blob();
}

/** True once the element has come within a screen of the viewport (at once where the browser cannot tell). */
function useNearScreen<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

function ProtectedImage({ image }: { image: PostImage }) {
  const { t } = useTranslation('community');
  const { session } = useSession();
  const token = session?.access_token ?? null;
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const blob = useQuery({
    queryKey: ['community', 'image', image.id],
    queryFn: ({ signal }) => fetchImage(image.url, token, signal),
    enabled: near && token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const url = URL.createObjectURL(blob.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob.data]);

  return (
    <div
      ref={ref}
      className="overflow-hidden rounded-lg bg-surface"
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    >
      {src ? (
        <img
          src={src}
          width={image.width}
          height={image.height}
          alt={t('card.imageAlt')}
          loading="lazy"
          decoding="async"
          className="block h-full w-full object-contain"
        />
      ) : blob.isError ? (
        <p className="p-3 text-muted text-sm">{t('card.imageUnavailable')}</p>
      ) : null}
    </div>
  );
}

export function PostImages({ images }: { images: PostImage[] }) {
  if (images.length === 0) return null;
  return (
    <ul className={`grid gap-2 ${images.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}>
      {images.map((image) => (
        <li key={image.id} className="min-w-0">
          <ProtectedImage image={image} />
        </li>
      ))}
    </ul>
  );
}
