import { DEFAULT_TEXT_SIZE, TEXT_SIZES, type TextSize } from '@amparo/contract/settings/text-sizes';
import { useSyncExternalStore } from 'react';

// Text size and high contrast (decision 036): kept on this device (so they apply before the first paint, signed in
// or not) and, for a signed-in person, on the server too (settings/preferences), so a new phone gets them. Applied
// to <html>: `data-text-size` scales the root font size, which every rem in the design follows; the
// `contrast-high` class swaps the colour tokens (styles.css).

export type DisplayPreferences = { textSize: TextSize; highContrast: boolean };

const STORAGE_KEY = 'amparo-display';
export const DEFAULT_DISPLAY: DisplayPreferences = { textSize: DEFAULT_TEXT_SIZE, highContrast: false };

function isTextSize(value: unknown): value is TextSize {
  return (TEXT_SIZES as readonly unknown[]).includes(value);
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readDisplayPreferences(): DisplayPreferences {
  try {
    const parsed = JSON.parse(
      storage()?.getItem(STORAGE_KEY) ?? 'null',
    ) as Partial<DisplayPreferences> | null;
    return {
      textSize: isTextSize(parsed?.textSize) ? parsed.textSize : DEFAULT_DISPLAY.textSize,
      highContrast: parsed?.highContrast === true,
    };
  } catch {
    return DEFAULT_DISPLAY;
  }
}

let current: DisplayPreferences | null = null;
const listeners = new Set<() => void>();

function snapshot(): DisplayPreferences {
  current ??= readDisplayPreferences();
  return current;
}

function applyToDocument({ textSize, highContrast }: DisplayPreferences): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (textSize === DEFAULT_TEXT_SIZE) delete root.dataset.textSize;
  else root.dataset.textSize = String(textSize);
  root.classList.toggle('contrast-high', highContrast);
}

/** Applies what this device remembers; run before the first paint (start.ts). */
export function applyDisplayPreferences(): void {
  applyToDocument(snapshot());
}

/** Changes, applies and remembers on this device. Returns the new preferences. */
export function setDisplayPreferences(change: Partial<DisplayPreferences>): DisplayPreferences {
  const next = { ...snapshot(), ...change };
  const same = next.textSize === current?.textSize && next.highContrast === current?.highContrast;
  current = next;
  applyToDocument(next);
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused: the choice lasts while the page is open.
  }
  if (!same) for (const listener of listeners) listener();
  return next;
}

export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => DEFAULT_DISPLAY,
  );
}
