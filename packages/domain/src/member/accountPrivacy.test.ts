import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskIp } from './accountPrivacy.ts';

describe('issue 23 item 5: login history and personal data masked', () => {
  it('an IPv4 address keeps its first two parts', () => {
    expect(maskIp('189.45.12.200')).toBe('189.45.*.*');
    expect(maskIp(' 10.0.0.1 ')).toBe('10.0.*.*');
  });

  it('an IPv6 address keeps its first two groups; anything else shows nothing', () => {
    expect(maskIp('2804:14c:5b:1::7')).toBe('2804:14c:*:*');
    expect(maskIp('not an address')).toBe('*');
  });

  it('a CPF shows only its last two digits, with or without punctuation', () => {
    expect(maskIdNumber('123.456.789-42')).toBe('•••.•••.•••-42');
    expect(maskIdNumber('12345678942')).toBe('•••.•••.•••-42');
  });

  it('another document keeps its last two characters; a short one shows none', () => {
    expect(maskIdNumber('AB1234')).toBe('••••34');
    expect(maskIdNumber('7')).toBe('•••');
  });
});
