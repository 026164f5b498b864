import { CARRY_OFFLINE_SUGGESTED_TYPES, type DocumentType } from '@amparo/contract/vault/document-metadata';
import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import type { VaultApi } from '../api/vault-api.ts';
import type { PartEncryptor } from '../crypto/encrypt-file-client.ts';
import { type DocumentErrorKey, describeDocumentError, isAbort } from '../describe-error.ts';
import { cleanDetails, type DetailsErrors, validateDetails } from '../edit/document-details-fields.tsx';
import { type DocumentDetails, type UploadProgress, uploadDocument } from './upload-document.ts';

// The files a person picked, each with its own form and, once sent, its own progress, Cancel and Retry. Uploads
// run one after another: on a weak phone network one file at full speed finishes sooner than several sharing it.

export type UploadStatus = 'draft' | 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export type UploadItem = {
  key: string;
  file: File;
  details: DocumentDetails;
  /** Until the person touches "carry offline", it follows the type (green card yes, birth certificate no). */
  carryChosen: boolean;
  errors: DetailsErrors;
  status: UploadStatus;
  progress: UploadProgress | null;
  failure: DocumentErrorKey | null;
  replacing?: { documentId: string };
};

export function suggestsCarrying(type: DocumentType): boolean {
  return CARRY_OFFLINE_SUGGESTED_TYPES.includes(type);
}

/** "green_card-2024.front.jpg" → "green card 2024.front": a starting title the person can change. */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return (base || name).slice(0, 200);
}

export function newDetails(file: File, type: DocumentType = 'other'): DocumentDetails {
  return {
    type,
    title: titleFromFileName(file.name),
    expires_on: null,
    notes: '',
    carry_offline: suggestsCarrying(type),
  };
}

type UploadQueueOptions = {
  api: VaultApi;
  vault: UnlockedVault;
  encryptParts: PartEncryptor;
  partBytes?: number;
  retryDelays?: readonly number[];
  onUploaded: (document: VaultDocument) => void;
};

let nextKey = 0;

export function useUploadQueue({
  api,
  vault,
  encryptParts,
  partBytes,
  retryDelays,
  onUploaded,
}: UploadQueueOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const controllers = useRef(new Map<string, AbortController>());
  /** Items cancelled or removed while waiting their turn. */
  const skipped = useRef(new Set<string>());

  // Leaving the screen (or locking the vault) stops what is running; the server drops the unfinished uploads.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const addFiles = useCallback(
    (files: Iterable<File>, replacing?: UploadItem['replacing'], details?: DocumentDetails) => {
      const added = [...files].map(
        (file): UploadItem => ({
          key: `upload-${nextKey++}`,
          file,
          details: details ?? newDetails(file),
          carryChosen: details !== undefined,
          errors: {},
          status: 'draft',
          progress: null,
          failure: null,
          replacing,
        }),
      );
      setItems((current) => [...current, ...added]);
    },
    [],
  );

  const setDetails = useCallback((key: string, next: DocumentDetails) => {
    setItems((current) =>
      current.map((item) => {
        if (item.key !== key) return item;
        const carryChosen = item.carryChosen || next.carry_offline !== item.details.carry_offline;
        const details =
          !carryChosen && next.type !== item.details.type
            ? { ...next, carry_offline: suggestsCarrying(next.type) }
            : next;
        return { ...item, details, carryChosen, errors: {} };
      }),
    );
  }, []);

  const remove = useCallback((key: string) => {
    skipped.current.add(key);
    controllers.current.get(key)?.abort();
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  const run = useCallback(
    async (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      patch(item.key, { status: 'uploading', failure: null, progress: null });
      try {
        const saved = await uploadDocument({
          api,
          vault,
          file: item.file,
          details: cleanDetails(item.details),
          replacing: item.replacing,
          encryptParts,
          partBytes,
          retryDelays,
          signal: controller.signal,
          onProgress: (progress) => patch(item.key, { progress }),
        });
        patch(item.key, { status: 'done' });
        onUploaded(saved);
      } catch (error) {
        if (isAbort(error) || controller.signal.aborted)
          patch(item.key, { status: 'cancelled', progress: null });
        else patch(item.key, { status: 'failed', failure: describeDocumentError(error) });
      } finally {
        controllers.current.delete(item.key);
      }
    },
    [api, vault, encryptParts, partBytes, retryDelays, onUploaded, patch],
  );

  /** Checks every form; when all are right, uploads the ones not sent yet, in order. */
  const uploadAll = useCallback(async () => {
    const pending = itemsRef.current.filter((item) => ['draft', 'cancelled', 'failed'].includes(item.status));
    let valid = true;
    for (const item of pending) {
      const errors = validateDetails(item.details);
      if (Object.keys(errors).length > 0) {
        valid = false;
        patch(item.key, { errors });
      }
    }
    if (!valid) return false;
    for (const item of pending) {
      skipped.current.delete(item.key);
      patch(item.key, { status: 'waiting' });
    }
    for (const item of pending) {
      if (!skipped.current.has(item.key)) await run(item);
    }
    return true;
  }, [patch, run]);

  const cancel = useCallback(
    (key: string) => {
      const controller = controllers.current.get(key);
      skipped.current.add(key);
      if (controller) controller.abort();
      else patch(key, { status: 'cancelled' });
    },
    [patch],
  );

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      skipped.current.delete(key);
      if (item) void run(item);
    },
    [run],
  );

  const clear = useCallback(() => setItems([]), []);

  return { items, addFiles, setDetails, remove, uploadAll, cancel, retry, clear };
}
