// Apart from preferences.ts (and its zod) because the web app applies the text size before first paint, where
// every byte counts (the first-paint budget, decision 018).

/** Text size in percent of the browser's own size. */
export const TEXT_SIZES = [100, 115, 130] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = 100;
