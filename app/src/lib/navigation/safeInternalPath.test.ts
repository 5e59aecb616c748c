import { describe, expect, it } from 'vitest';
import { safeInternalPath } from './safeInternalPath.ts';

describe('return-to path after login (quality bar, Security: links)', () => {
  it.each([
    ['/member?tab=wallet', '/member?tab=wallet'],
    ['/lottery#top', '/lottery#top'],
  ])('keeps the internal path %s', (raw, expected) => {
    expect(safeInternalPath(raw, 'https://sorte.example')).toBe(expected);
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null])(
    'refuses %s',
    (raw) => {
      expect(safeInternalPath(raw, 'https://sorte.example')).toBeNull();
    },
  );
});
