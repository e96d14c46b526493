/** IndexedDB databases that hold a user's data; sign-out deletes them with the rest of storage. */
const registered = new Set<string>();

export function registerLocalDatabase(name: string) {
  registered.add(name);
}

export async function deleteLocalDatabases() {
  await Promise.all(
    [...registered].map(
      (name) =>
        new Promise<void>((resolve) => {
          const req = indexedDB.deleteDatabase(name);
          req.onsuccess = req.onerror = req.onblocked = () => resolve();
        }),
    ),
  );
}
