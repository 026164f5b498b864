import { Readable } from 'node:stream';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { partObjectKey, versionObjectPrefix } from './object-keys.ts';

type Log = { error: (object: object, message: string) => void };

/**
 * Removes the stored ciphertext of versions whose rows are gone. Called after the commit, so a failure leaves
 * unreadable ciphertext behind (its keys went with the rows) rather than rows pointing at nothing; it is logged,
 * not thrown, because the caller's request did succeed.
 */
export async function deleteVersionObjects(
  storage: ObjectStorage,
  versionIds: readonly string[],
  log?: Log,
): Promise<void> {
  for (const versionId of versionIds) {
    try {
      await storage.delete(await storage.list(versionObjectPrefix(versionId)));
    } catch (error) {
      log?.error({ err: error, versionId }, 'Could not delete the stored ciphertext of a vault version');
    }
  }
}

/**
 * The version's ciphertext as one stream: part after part, in order, each opened only when the one before has
 * been sent, so memory stays bounded whatever the size.
 */
export function streamVersion(storage: ObjectStorage, versionId: string, partCount: number): Readable {
  async function* parts() {
    for (let partNumber = 0; partNumber < partCount; partNumber++) {
      const part = await storage.get(partObjectKey(versionId, partNumber));
      for await (const chunk of part) yield chunk as Buffer;
    }
  }
  return Readable.from(parts(), { objectMode: false });
}
