import { useTranslation } from 'react-i18next';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago" in `language`: the largest unit that gives a whole number of at least one. */
export function relativeTime(iso: string, language: string, now: number = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}

/** When something was written, relative, with the full date and time for whoever hovers or reads it aloud. */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const full = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );
  return (
    <time dateTime={iso} title={full}>
      {relativeTime(iso, i18n.language)}
    </time>
  );
}
