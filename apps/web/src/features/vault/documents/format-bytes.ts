// Sizes in the reader's language and digits ("276 bytes", "1.5 MB", "١٫٥ ميغابايت"). The units Intl names (kB, MB,
// GB) are decimal, so the steps are 1000 too: a phone's own file browser counts the same way, so a photo's size
// here matches what the phone said, and the 1 GiB quota honestly reads "1.1 GB" (issue 10; it once said "1 GB").

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const STEP = 1000;

export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    // Short bytes read oddly ("276 byte" in English, "1 bytes" in Portuguese); the long form is right everywhere.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
