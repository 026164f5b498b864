// Where a version's ciphertext lives in object storage. Keys are made from server-generated ids only, never from
// anything a request carries, and the part number is zero-padded so the keys of one version list in order.

const PART_DIGITS = 5;

export function versionObjectPrefix(versionId: string): string {
  return `vault/${versionId}/`;
}

export function partObjectKey(versionId: string, partNumber: number): string {
  return `${versionObjectPrefix(versionId)}${String(partNumber).padStart(PART_DIGITS, '0')}`;
}
