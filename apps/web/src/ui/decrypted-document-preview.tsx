import type { PreviewKind } from '../lib/vault/decrypt-to-blob.ts';

type DecryptedDocumentPreviewProps = {
  /** An object URL of the decrypted document (see lib/vault/decrypt-to-blob.ts). */
  url: string;
  kind: PreviewKind;
  /** The document's title, read out for the image or the frame. */
  title: string;
  /** Shown for a file the browser cannot show in the page (say a Word document): download it instead. */
  noPreviewText: string;
};

/** A decrypted image or PDF shown in the page, from memory: nothing is written to disk to show it. */
export function DecryptedDocumentPreview({ url, kind, title, noPreviewText }: DecryptedDocumentPreviewProps) {
  if (kind === 'image') {
    return (
      <img
        src={url}
        alt={title}
        className="mx-auto max-h-[75dvh] w-auto max-w-full rounded-lg border border-border bg-surface object-contain"
      />
    );
  }
  if (kind === 'pdf') {
    return (
      <iframe
        src={url}
        title={title}
        className="h-[75dvh] w-full rounded-lg border border-border bg-surface"
      />
    );
  }
  return <p className="rounded-lg bg-surface p-3 text-foreground">{noPreviewText}</p>;
}
