import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageMimeType, sniffImage, uploadFileName } from './imageUpload.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

// Issue 22 item 2 (§5/§9: proofs and promotion pictures are png or jpg): a file is what its bytes say.
describe('sniffImage: a file is what its first bytes say', () => {
  it.each([
    [[...PNG, 0x00], 'png'],
    [[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46], 'jpeg'],
    [JPEG, 'jpeg'],
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37], 'notAnImage'],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00], 'notAnImage'],
    [[...new TextEncoder().encode('<html><b')], 'notAnImage'],
    [[0x89, 0x50, 0x4e, 0x47], 'notAnImage'],
    [[0xff, 0xd8], 'notAnImage'],
    [[], 'empty'],
  ] as const)('%j is %s', (bytes, kind) => {
    expect(sniffImage(Uint8Array.from(bytes))).toBe(kind);
  });

  it('random bytes are never an image unless they start with its magic', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), (bytes) => {
        const kind = sniffImage(bytes);
        const startsWith = (magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
        expect(kind === 'png').toBe(bytes.length >= PNG.length && startsWith(PNG));
        expect(kind === 'jpeg').toBe(bytes.length >= JPEG.length && startsWith(JPEG));
        expect(kind === 'empty').toBe(bytes.length === 0);
      }),
      { numRuns: 2000 },
    );
  });

  it('anything after the magic keeps the kind', () => {
    fc.assert(
      fc.property(
        fc.uint8Array(),
        fc.constantFrom(['png', PNG] as const, ['jpeg', JPEG] as const),
        (tail, [kind, magic]) => {
          expect(sniffImage(Uint8Array.from([...magic, ...tail]))).toBe(kind);
        },
      ),
    );
  });
});

describe('uploadFileName: the name sent is ours, never the player’s', () => {
  it.each([
    ['proof', 1, 'jpeg', 'proof-1.jpg'],
    ['promotion', 2, 'png', 'promotion-2.png'],
    ['promotion', 3, 'jpeg', 'promotion-3.jpg'],
  ] as const)('%s %i %s is %s', (purpose, index, kind, name) => {
    expect(uploadFileName(purpose, index, kind)).toBe(name);
  });

  it('takes its extension from the sniffed kind and has the MIME type to match', () => {
    expect(uploadFileName('proof', 1, 'png').endsWith('.png')).toBe(true);
    expect(imageMimeType('png')).toBe('image/png');
    expect(imageMimeType('jpeg')).toBe('image/jpeg');
  });

  it('never carries anything of the player’s file name', () => {
    const hostile = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.constantFrom('<script>alert(1)</script>.jpg', 'foto\u202Egpj.exe', '../../etc/passwd', 'ú.png'),
    );
    fc.assert(
      fc.property(
        hostile,
        fc.constantFrom('proof', 'promotion') as fc.Arbitrary<'proof' | 'promotion'>,
        fc.integer(),
        fc.constantFrom('png', 'jpeg') as fc.Arbitrary<'png' | 'jpeg'>,
        (playerName, purpose, index, kind) => {
          const name = uploadFileName(purpose, index, kind);
          expect(name).toMatch(/^(proof|promotion)-[1-9]\d*\.(jpg|png)$/);
          // The generated name is built from our own words only: a player's name longer than one of our
          // fragments can never appear in it.
          if (playerName.length > 3 && !/^[\w.-]+$/.test(playerName)) expect(name).not.toContain(playerName);
        },
      ),
    );
  });
});
