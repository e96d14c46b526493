/**
 * A random id for this browser, sent with sign-ins and refreshes (x-device-id) so that staff can
 * see when one account was used from several devices during a live test (integrity signals).
 * It identifies nothing about the person; without storage it lives for the page only.
 */
const KEY = 'pariksha.deviceId';
let memory: string | null = null;

const fresh = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function deviceId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored) return stored;
    const id = memory ?? fresh();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    memory ??= fresh();
    return memory;
  }
}

export const DEVICE_ID_HEADER = 'X-Device-Id';
