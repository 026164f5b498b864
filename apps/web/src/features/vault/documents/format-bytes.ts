// Sizes in the reader's language and digits ("276 bytes", "1.5 MB", "١٫٥ ميغابايت"). Steps of 1024, so the 1 GiB
// quota reads "1 GB" rather than a puzzling "1.1 GB".

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
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
