/**
 * The sealed paper a live test's hall downloads during the countdown (docs/exam-paper.md):
 * `iv (12 bytes) || AES-256-GCM(gzip(paper JSON)) || tag (16 bytes)`, bound by its additional
 * data to the set and the paper version. WebCrypto only, so the server (Node 20's
 * globalThis.crypto) and the browser run the same code.
 */

export const PAPER_IV_BYTES = 12;
export const PAPER_KEY_BYTES = 32;

const subtle = () => globalThis.crypto.subtle;

/** Bound into the ciphertext: a sealed paper cannot be passed off as another set's or version's. */
export const paperAad = (setId: string, version: string) => new TextEncoder().encode(`pariksha-paper:${setId.toLowerCase()}:${version}`);

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function newPaperKey(): string {
  return toBase64(globalThis.crypto.getRandomValues(new Uint8Array(PAPER_KEY_BYTES)));
}

const importKey = (keyBase64: string, usage: 'encrypt' | 'decrypt') => {
  const raw = fromBase64(keyBase64);
  if (raw.length !== PAPER_KEY_BYTES) throw new Error('A paper key is 32 bytes');
  return subtle().importKey('raw', raw, 'AES-GCM', false, [usage]);
};

/**
 * The nonce is derived from the key and the version (HMAC), so every server process seals the
 * same version to the same bytes (one strong ETag); a nonce is never reused for another
 * plaintext because the version is a hash of the plaintext.
 */
async function nonceFor(keyBase64: string, version: string): Promise<Uint8Array<ArrayBuffer>> {
  const mac = await subtle().importKey('raw', fromBase64(keyBase64), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const digest = await subtle().sign('HMAC', mac, new TextEncoder().encode(`paper-iv:${version}`));
  return new Uint8Array(digest.slice(0, PAPER_IV_BYTES));
}

/** Seals already gzipped paper bytes (the server gzips once for plain delivery anyway). */
export async function sealPaper(
  keyBase64: string,
  gzipped: Uint8Array<ArrayBuffer>,
  setId: string,
  version: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = await nonceFor(keyBase64, version);
  const key = await importKey(keyBase64, 'encrypt');
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: paperAad(setId, version) }, key, gzipped));
  const out = new Uint8Array(PAPER_IV_BYTES + sealed.length);
  out.set(iv, 0);
  out.set(sealed, PAPER_IV_BYTES);
  return out;
}

async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/** Opens a sealed paper with the key the start response released; throws if anything was altered. */
export async function openPaper<T = unknown>(
  keyBase64: string,
  sealed: Uint8Array<ArrayBuffer>,
  setId: string,
  version: string,
): Promise<T> {
  if (sealed.length <= PAPER_IV_BYTES + 16) throw new Error('Sealed paper too short');
  const key = await importKey(keyBase64, 'decrypt');
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: sealed.slice(0, PAPER_IV_BYTES), additionalData: paperAad(setId, version) },
    key,
    sealed.slice(PAPER_IV_BYTES),
  );
  return JSON.parse(await gunzip(new Uint8Array(plain))) as T;
}
