import type { PostKind, PostLanguage, PostTopic } from '@amparo/contract/community/community-limits';
import { useEffect, useState } from 'react';

// Nothing typed is lost (DESIGN.md): the draft lives in sessionStorage until the post is accepted, through a failed
// request, a language switch, a visit to another tab or a reload. Session, not local: it goes with the tab, so a
// shared phone does not keep someone's unsent words.

export type PostDraft = {
  kind: PostKind;
  topic: PostTopic | '';
  language: PostLanguage;
  body: string;
  area: string;
  state: string;
};

function storageKey(userId: string | null) {
  return `amparo.community.draft.${userId ?? 'anonymous'}`;
}

function readDraft(userId: string | null, fallback: PostDraft): PostDraft {
  try {
    const stored = window.sessionStorage.getItem(storageKey(userId));
    return stored ? { ...fallback, ...(JSON.parse(stored) as Partial<PostDraft>) } : fallback;
  } catch {
    return fallback;
  }
}

/** Forgets the draft once its post was accepted, even when the composer is no longer on screen to do it. */
export function forgetPostDraft(userId: string | null): void {
  try {
    window.sessionStorage.removeItem(storageKey(userId));
  } catch {
    // No storage, no draft to forget.
  }
}

export function usePostDraft(userId: string | null, fallback: PostDraft) {
  const [draft, setDraft] = useState(() => readDraft(userId, fallback));
  useEffect(() => {
    try {
      window.sessionStorage.setItem(storageKey(userId), JSON.stringify(draft));
    } catch {
      // Storage full or refused (private mode): the draft still lives on screen.
    }
  }, [userId, draft]);
  return {
    draft,
    change(changes: Partial<PostDraft>) {
      setDraft((current) => ({ ...current, ...changes }));
    },
    clear() {
      forgetPostDraft(userId);
    },
  };
}
