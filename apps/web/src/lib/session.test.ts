// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { decodeProfilePicture } from './session.ts';

describe('decodeProfilePicture (spec 5)', () => {
  it('decodes a URL-encoded URL', () => {
    expect(decodeProfilePicture(encodeURIComponent('/api/files/abc'))).toBe('/api/files/abc');
    expect(decodeProfilePicture(encodeURIComponent('https://cdn.example.com/a.png'))).toBe('https://cdn.example.com/a.png');
  });
  it('rejects values that do not decode', () => {
    expect(decodeProfilePicture('%E0%A4%A')).toBeNull();
    expect(decodeProfilePicture(null)).toBeNull();
    expect(decodeProfilePicture('')).toBeNull();
  });
});
