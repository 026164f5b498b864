import { POST_IMAGES_MAX } from '@amparo/contract/community/community-limits';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/loading.tsx';
import { useUploadPostImage } from '../api/upload-post-image.ts';
import { communityErrorMessage } from '../components/community-error.ts';
import { ImageProblem, reencodeImage } from './reencode-image.ts';

// Photos for a post: each is re-encoded on the device (reencode-image.ts) and uploaded as soon as it is chosen,
// so posting waits for nothing; the thumbnails are the re-encoded pictures, exactly what others will see.

type PickedImage = {
  key: string;
  previewUrl: string | null;
  state: 'working' | 'ready' | 'failed';
  id: string | null;
  error: unknown;
};

export function usePostImages() {
  const upload = useUploadPostImage();
  const [images, setImages] = useState<PickedImage[]>([]);
  const counter = useRef(0);
  const urls = useRef(new Set<string>());
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );
  const change = (key: string, changes: Partial<PickedImage>) =>
    setImages((current) => current.map((image) => (image.key === key ? { ...image, ...changes } : image)));

  async function addOne(file: File, key: string) {
    try {
      const { blob } = await reencodeImage(file);
      const previewUrl = URL.createObjectURL(blob);
      urls.current.add(previewUrl);
      change(key, { previewUrl });
      const uploaded = await upload(blob);
      change(key, { state: 'ready', id: uploaded.id });
    } catch (error) {
      change(key, { state: 'failed', error });
    }
  }

  return {
    images,
    ids: images.flatMap((image) => (image.state === 'ready' && image.id ? [image.id] : [])),
    busy: images.some((image) => image.state === 'working'),
    room: POST_IMAGES_MAX - images.length,
    add(files: File[]) {
      const chosen = files.slice(0, Math.max(0, POST_IMAGES_MAX - images.length)).map((file) => {
        counter.current += 1;
        return { file, key: `image-${counter.current}` };
      });
      setImages((current) => [
        ...current,
        ...chosen.map(({ key }) => ({
          key,
          previewUrl: null,
          state: 'working' as const,
          id: null,
          error: null,
        })),
      ]);
      for (const { file, key } of chosen) void addOne(file, key);
    },
    remove(key: string) {
      setImages((current) => current.filter((image) => image.key !== key));
    },
    clear() {
      setImages([]);
    },
  };
}

type PostImagesPickerProps = { picker: ReturnType<typeof usePostImages> };

export function PostImagesPicker({ picker }: PostImagesPickerProps) {
  const { t } = useTranslation('community');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">{t('composer.images')}</p>
      <p id={hintId} className="text-muted text-sm">
        {t('composer.imagesHint', { count: POST_IMAGES_MAX })}
      </p>
      {picker.images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {picker.images.map((image, index) => (
            <li key={image.key} className="flex min-w-0 flex-col gap-1">
              <div className="relative aspect-square overflow-hidden rounded-lg border border-border bg-surface">
                {image.previewUrl ? (
                  <img
                    src={image.previewUrl}
                    alt={t('composer.thumbnailAlt', { number: index + 1 })}
                    className="h-full w-full object-cover"
                  />
                ) : null}
                {image.state === 'working' ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-surface/70">
                    <Spinner />
                    <span className="sr-only">{t('composer.imageWorking')}</span>
                  </span>
                ) : null}
              </div>
              {image.state === 'failed' ? (
                <p role="alert" className="font-medium text-danger text-sm">
                  {image.error instanceof ImageProblem
                    ? t(`errors.${image.error.code}`)
                    : communityErrorMessage(t, image.error)}
                </p>
              ) : null}
              <button
                type="button"
                onClick={() => picker.remove(image.key)}
                className={buttonClassName({ variant: 'ghost' }, 'text-sm')}
              >
                <X aria-hidden="true" className="size-5 shrink-0" />
                {t('composer.removeImage', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {picker.room > 0 ? (
        <label
          htmlFor={inputId}
          className={buttonClassName(
            { variant: 'secondary' },
            'cursor-pointer self-start has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-5 shrink-0" />
          {t('composer.addImages')}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              picker.add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </label>
      ) : null}
    </div>
  );
}
