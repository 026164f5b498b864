import type { VaultKeyring } from '@amparo/contract/vault/vault-models';

// What the vault keeps on this device, so it opens and shows carried documents with no network (issue 6 point 5):
// the last keyring (only wrapped keys and public data) and the documents marked "carry offline", still encrypted.
// Nothing decrypted is ever written here (ARCHITECTURE.md §5). One IndexedDB database, `amparo-vault`, because
// localStorage holds neither Blobs nor the sizes documents reach. Every record names its user, so another account
// on a shared phone never sees it, and sign-out removes it all (`forgetVaultDevice`).
//
// The reads and writes reject when IndexedDB is missing or refuses (private browsing, storage full); callers decide
// whether that matters. Forgetting never rejects: it runs during sign-out.

const DATABASE_NAME = 'amparo-vault';
const DATABASE_VERSION = 1;
const KEYRINGS = 'keyrings';
const CARRIED = 'carried';
const CARRIED_BY_USER = 'by-user';

/** The keyring as the server last sent it to this user. */
export type CachedKeyring = { userId: string; keyring: VaultKeyring; savedAt: string };

/** One document version carried offline: everything needed to decrypt it with the vault key, nothing in clear. */
export type CarriedDocument = {
  userId: string;
  documentId: string;
  versionId: string;
  /** base64url, as the API sends it: the file key wrapped by the owner's vault key. */
  wrappedFileKey: string;
  /** base64url, as the API sends it: title, type, dates and notes sealed with the file key. */
  encryptedMetadata: string;
  /** The whole encrypted stream (header and chunks) of that version. */
  ciphertext: Blob;
};

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  if (opening) return opening;
  const attempt = new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(DATABASE_NAME, DATABASE_VERSION);
    request.onupgradeneeded = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(KEYRINGS))
        database.createObjectStore(KEYRINGS, { keyPath: 'userId' });
      if (!database.objectStoreNames.contains(CARRIED)) {
        const carried = database.createObjectStore(CARRIED, { keyPath: 'documentId' });
        carried.createIndex(CARRIED_BY_USER, 'userId');
      }
    };
    request.onsuccess = () => {
      const database = request.result;
      // Another tab upgrading the database (a newer release) needs this connection gone.
      database.onversionchange = () => {
        database.close();
        opening = null;
      };
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
  // A failed open is not remembered: the next call tries again (storage may have been freed).
  opening = attempt.catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

async function write(storeName: string, change: (store: IDBObjectStore) => void): Promise<void> {
  const database = await openDatabase();
  const transaction = database.transaction(storeName, 'readwrite');
  change(transaction.objectStore(storeName));
  await transactionDone(transaction);
}

async function read<T>(storeName: string, query: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  return requestResult(query(database.transaction(storeName, 'readonly').objectStore(storeName)));
}

export async function saveKeyring(userId: string, keyring: VaultKeyring): Promise<void> {
  const record: CachedKeyring = { userId, keyring, savedAt: new Date().toISOString() };
  await write(KEYRINGS, (store) => store.put(record));
}

/** The keyring this device last saw for the user, or null. */
export async function loadKeyring(userId: string): Promise<VaultKeyring | null> {
  const record = await read<CachedKeyring | undefined>(KEYRINGS, (store) => store.get(userId));
  return record?.userId === userId ? record.keyring : null;
}

export async function putCarried(document: CarriedDocument): Promise<void> {
  await write(CARRIED, (store) => store.put(document));
}

/** The user's carried documents (never another account's). */
export async function listCarried(userId: string): Promise<CarriedDocument[]> {
  const records = await read<CarriedDocument[]>(CARRIED, (store) =>
    store.index(CARRIED_BY_USER).getAll(IDBKeyRange.only(userId)),
  );
  return records.filter((record) => record.userId === userId);
}

export async function deleteCarried(documentId: string): Promise<void> {
  await write(CARRIED, (store) => store.delete(documentId));
}

/** Removes every document the user carries on this device. */
export async function clearCarried(userId: string): Promise<void> {
  const database = await openDatabase();
  const transaction = database.transaction(CARRIED, 'readwrite');
  const keys = await requestResult(
    transaction.objectStore(CARRIED).index(CARRIED_BY_USER).getAllKeys(IDBKeyRange.only(userId)),
  );
  for (const key of keys) transaction.objectStore(CARRIED).delete(key);
  await transactionDone(transaction);
}

/**
 * Sign-out on this device: every cached keyring and every carried document goes, whoever they belonged to, so
 * the next person to pick up a shared phone finds nothing of the vault. Never rejects.
 */
export async function forgetVaultDevice(): Promise<void> {
  try {
    const database = await openDatabase();
    const transaction = database.transaction([KEYRINGS, CARRIED], 'readwrite');
    transaction.objectStore(KEYRINGS).clear();
    transaction.objectStore(CARRIED).clear();
    await transactionDone(transaction);
  } catch {
    // No IndexedDB (or it refuses): then nothing of the vault was stored here either.
  }
}

/** Closes the connection (tests swap the IndexedDB implementation between cases). */
export async function closeVaultStore(): Promise<void> {
  const current = opening;
  opening = null;
  if (!current) return;
  try {
    (await current).close();
  } catch {
    // It never opened: nothing to close.
  }
}
