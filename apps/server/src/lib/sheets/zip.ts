import { inflateRawSync } from 'node:zlib';

/**
 * The entries of an .xlsx (a zip), unpacked with a cap on their total size, before any
 * spreadsheet library sees the file: a few MB of zip can unpack to gigabytes, and the sizes a
 * zip declares may lie, so the cap is enforced by zlib itself (maxOutputLength).
 */

export class ZipTooLarge extends Error {}
export class NotAZip extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Every file in the zip, unpacked, or ZipTooLarge once their total passes `maxBytes`. */
export function unpackZip(bytes: Buffer, maxBytes: number): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let total = 0;
  let at = centralDirectory(bytes);
  const count = bytes.readUInt16LE(at.eocd + 10);
  for (let n = 0; n < count; n++) {
    if (at.offset + 46 > bytes.length || bytes.readUInt32LE(at.offset) !== CENTRAL) throw new NotAZip();
    const flags = bytes.readUInt16LE(at.offset + 8);
    const method = bytes.readUInt16LE(at.offset + 10);
    const packedSize = bytes.readUInt32LE(at.offset + 20);
    const nameLength = bytes.readUInt16LE(at.offset + 28);
    const skip = nameLength + bytes.readUInt16LE(at.offset + 30) + bytes.readUInt16LE(at.offset + 32);
    const local = bytes.readUInt32LE(at.offset + 42);
    const name = bytes.toString('utf8', at.offset + 46, at.offset + 46 + nameLength);
    at = { ...at, offset: at.offset + 46 + skip };
    if (flags & 1) throw new NotAZip(); // encrypted
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) throw new NotAZip();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const packed = bytes.subarray(start, start + packedSize);
    if (packed.length !== packedSize) throw new NotAZip();
    const data = unpack(packed, method, maxBytes - total);
    total += data.length;
    entries.set(name, data);
  }
  return entries;
}

function unpack(packed: Buffer, method: number, room: number): Buffer {
  if (method === 0) {
    if (packed.length > room) throw new ZipTooLarge();
    return packed;
  }
  if (method !== 8) throw new NotAZip();
  try {
    // One byte of room more than allowed tells "exactly full" from "too large".
    const data = inflateRawSync(packed, { maxOutputLength: Math.max(1, room + 1) });
    if (data.length > room) throw new ZipTooLarge();
    return data;
  } catch (err) {
    if (err instanceof ZipTooLarge || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipTooLarge();
    throw new NotAZip();
  }
}

/** The end-of-central-directory record (within the last 64 KiB) and where the directory starts. */
function centralDirectory(bytes: Buffer): { eocd: number; offset: number } {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) !== EOCD) continue;
    const offset = bytes.readUInt32LE(i + 16);
    // 0xffffffff marks ZIP64, which no spreadsheet within the upload limit needs.
    if (offset >= bytes.length) throw new NotAZip();
    return { eocd: i, offset };
  }
  throw new NotAZip();
}
