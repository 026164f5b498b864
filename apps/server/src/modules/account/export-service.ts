import type { Readable } from 'node:stream';
import { isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';
import { and, eq, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { type Database, queryRows } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { communityPostImages } from '../../platform/db/schema/community.ts';
import { vaultDocuments, vaultDocumentVersions } from '../../platform/db/schema/vault.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { streamVersion } from '../vault/version-objects.ts';
import { renderExportReadme } from './export-readme.ts';
import { exportedTables, ownedRowsCondition } from './user-data-map.ts';

// "Export my data" (issue 15): one zip, streamed. The rows are read table by table (one person's rows are small);
// the vault's ciphertext and the community images, which can be large, are read from object storage one object
// at a time while the zip is being sent, so memory stays bounded whatever the vault holds. Nothing is compressed:
// ciphertext does not compress, and with every size known in advance the answer carries a Content-Length, so the
// browser can show how far along it is.

export type ExportArchive = {
  stream: Readable;
  /** The exact size of the zip in bytes, or null when it could not be known in advance. */
  size: number | null;
  fileName: string;
};

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** Every exported table's rows of this account, by area: `data/<area>/<table>.json`. */
export async function readAccountRows(
  db: Database,
  userId: string,
): Promise<{ path: string; table: string; rows: Record<string, unknown>[] }[]> {
  const files: { path: string; table: string; rows: Record<string, unknown>[] }[] = [];
  for (const table of exportedTables()) {
    const condition = ownedRowsCondition(table.name, userId);
    if (!condition) continue;
    const columns = sql.raw(
      table.columns.map((column) => `${quote(table.name)}.${quote(column)}`).join(', '),
    );
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${columns} from ${sql.raw(quote(table.name))} where ${condition} order by 1`,
    );
    files.push({ path: `data/${table.area}/${table.name}.json`, table: table.name, rows });
  }
  return files;
}

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The zip of everything the account holds; bytes are read from storage only as the zip is consumed. */
export async function buildAccountExport(
  db: Database,
  storage: ObjectStorage,
  input: { userId: string; now: Date },
): Promise<ExportArchive> {
  const [account] = await db
    .select({ locale: authUsers.locale })
    .from(authUsers)
    .where(eq(authUsers.id, input.userId));
  const language: LanguageCode = account && isLanguageCode(account.locale) ? account.locale : 'en';

  const tableFiles = await readAccountRows(db, input.userId);
  const versions = await db
    .select({
      documentId: vaultDocuments.id,
      versionId: vaultDocumentVersions.id,
      size: vaultDocumentVersions.size,
      partCount: vaultDocumentVersions.partCount,
    })
    .from(vaultDocuments)
    .innerJoin(vaultDocumentVersions, eq(vaultDocumentVersions.id, vaultDocuments.currentVersionId))
    .where(and(eq(vaultDocuments.userId, input.userId), eq(vaultDocumentVersions.status, 'complete')))
    .orderBy(vaultDocuments.createdAt, vaultDocuments.id);
  const images = await db
    .select({
      id: communityPostImages.id,
      objectKey: communityPostImages.objectKey,
      contentType: communityPostImages.contentType,
      byteSize: communityPostImages.byteSize,
    })
    .from(communityPostImages)
    .where(eq(communityPostImages.ownerUserId, input.userId))
    .orderBy(communityPostImages.createdAt, communityPostImages.id);

  const zip = new ZipFile();
  const entry = { compress: false, mtime: input.now } as const;
  zip.addBuffer(Buffer.from(renderExportReadme(language), 'utf8'), 'README.txt', entry);
  for (const file of tableFiles) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(file.rows, null, 2)}\n`, 'utf8'), file.path, entry);
  }
  for (const version of versions) {
    zip.addReadStreamLazy(
      `vault/documents/${version.documentId}/${version.versionId}.amparo`,
      { ...entry, size: version.size },
      (callback) => callback(null, streamVersion(storage, version.versionId, version.partCount ?? 0)),
    );
  }
  for (const image of images) {
    const extension = IMAGE_EXTENSIONS[image.contentType] ?? 'bin';
    zip.addReadStreamLazy(
      `community/images/${image.id}.${extension}`,
      { ...entry, size: image.byteSize },
      (callback) => {
        storage.get(image.objectKey).then(
          (stream) => callback(null, stream),
          (error: unknown) => callback(error, undefined as unknown as NodeJS.ReadableStream),
        );
      },
    );
  }
  const size = await new Promise<number | null>((resolve) => {
    zip.end({ forceZip64Format: false, comment: '' }, ((total: number) =>
      resolve(total >= 0 ? total : null)) as () => void);
  });
  const day = input.now.toISOString().slice(0, 10);
  return { stream: zip.outputStream as Readable, size, fileName: `amparo-export-${day}.zip` };
}
