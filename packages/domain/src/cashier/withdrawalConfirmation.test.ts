import { describe, expect, it } from 'vitest';
import { imageTypeFromBytes, proofImageProblem } from './withdrawalConfirmation.ts';

describe('imageTypeFromBytes', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46], 'image/jpeg'],
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37], null],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00], null],
    [[0x89, 0x50, 0x4e, 0x47], null],
    [[], null],
  ])('%j is %s', (bytes, type) => {
    expect(imageTypeFromBytes(Uint8Array.from(bytes))).toBe(type);
  });

  it('lets the sniffed type, not the claimed one, decide the proof', () => {
    const pdfNamedPng = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
    expect(proofImageProblem({ type: imageTypeFromBytes(pdfNamedPng) ?? '', size: 1_000 })).toBe('type');
  });
});
