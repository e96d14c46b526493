/** A PDF starts with `%PDF-` (ISO 32000 7.5.2); the name and the claimed type prove nothing. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length >= 8 && bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}
