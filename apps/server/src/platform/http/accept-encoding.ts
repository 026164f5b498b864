export type ContentCoding = 'br' | 'gzip' | 'identity';

// Brotli files are the smallest we write, so on equal weights it wins, then gzip.
const COMPRESSED: readonly Exclude<ContentCoding, 'identity'>[] = ['br', 'gzip'];
const MAX_CODINGS = 32;
const QUALITY = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',', MAX_CODINGS)) {
    const [name = '', ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding || result.has(coding)) continue;
    let quality = 1;
    for (const parameter of parameters) {
      const [key = '', value = ''] = parameter.split('=');
      if (key.trim().toLowerCase() === 'q') quality = QUALITY.test(value.trim()) ? Number(value.trim()) : 0;
    }
    result.set(coding, quality);
  }
  return result;
}

/**
 * Which of the `available` codings to send for an Accept-Encoding header: the compressed one the client weighs
 * highest (br before gzip on a tie; `*` stands for any coding not named; q=0 refuses), else identity. Identity
 * beats a compressed coding only when the client names it with a higher weight. A client that refuses
 * identity too still gets identity: an uncompressed page is better than a 406 nobody can act on.
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding {
  if (!header) return 'identity';
  const weight = weights(header);
  const wildcard = weight.get('*') ?? 0;
  let best: ContentCoding = 'identity';
  let bestWeight = weight.get('identity') ?? 0;
  for (const coding of COMPRESSED) {
    if (!available.includes(coding)) continue;
    const codingWeight = weight.get(coding) ?? wildcard;
    if (codingWeight > 0 && codingWeight > bestWeight) {
      best = coding;
      bestWeight = codingWeight;
    }
  }
  return best;
}
