import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, newTotpSecret, otpauthUri, totpCode, totpMatches } from './totp.ts';

// RFC 6238 Appendix B, SHA-1: the seed is the ASCII '12345678901234567890'.
const RFC_SEED = base32Encode(new TextEncoder().encode('12345678901234567890'));

describe('issue 23 item 5 two-step verification: RFC 6238 TOTP', () => {
  it('encodes the RFC seed in base32 and back', () => {
    expect(RFC_SEED).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(new TextDecoder().decode(base32Decode(RFC_SEED.toLowerCase()))).toBe('12345678901234567890');
  });

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 SHA-1 vector at T=%i', async (seconds, code) => {
    expect(await totpCode(RFC_SEED, seconds * 1000, 8)).toBe(code);
    expect(await totpCode(RFC_SEED, seconds * 1000)).toBe(code.slice(-6));
  });

  it('accepts the code of the step before and after, and nothing further or malformed', async () => {
    const now = 1_800_000_000_000;
    expect(await totpMatches(RFC_SEED, await totpCode(RFC_SEED, now - 30_000), now)).toBe(true);
    expect(await totpMatches(RFC_SEED, await totpCode(RFC_SEED, now + 30_000), now)).toBe(true);
    expect(await totpMatches(RFC_SEED, await totpCode(RFC_SEED, now - 90_000), now)).toBe(false);
    expect(await totpMatches(RFC_SEED, '12a456', now)).toBe(false);
  });

  it('makes 32-character secrets and an otpauth URI an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri(secret, 'jogador01', 'Sorte')).toBe(
      `otpauth://totp/Sorte%3Ajogador01?secret=${secret}&issuer=Sorte&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
