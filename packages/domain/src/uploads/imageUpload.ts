import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Issue 22 item 2: what a picked file really is, read from its first bytes (its name and the browser's MIME guess
 * can lie), and the name it is sent under (never the player's).
 */
export type SniffedImage = 'png' | 'jpeg' | 'empty' | 'notAnImage';

/** How many of a file's first bytes `sniffImage` needs. */
export const IMAGE_SNIFF_BYTES = 8;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

/** A file's kind from its first bytes (at least IMAGE_SNIFF_BYTES of them, or all of a shorter file). */
export function sniffImage(head: Uint8Array): SniffedImage {
  if (head.length === 0) return 'empty';
  const startsWith = (signature: readonly number[]) =>
    head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
  if (startsWith(PNG_SIGNATURE)) return 'png';
  if (startsWith(JPEG_SIGNATURE)) return 'jpeg';
  return 'notAnImage';
}

export type ImageKind = 'png' | 'jpeg';

export function imageMimeType(kind: ImageKind): 'image/png' | 'image/jpeg' {
  return kind === 'png' ? 'image/png' : 'image/jpeg';
}

export type UploadPurpose = 'proof' | 'promotion';

/**
 * The name a re-encoded image is sent under: `proof-1.jpg`, `promotion-2.png`. Its extension follows the image's
 * real kind; nothing of the player's own file name (markup, direction overrides, paths) reaches the gateway.
 */
export function uploadFileName(purpose: UploadPurpose, index: number, kind: ImageKind): string {
  const position = Number.isSafeInteger(index) && index > 0 ? index : 1;
  return `${purpose}-${position}.${kind === 'png' ? 'png' : 'jpg'}`;
}

/** Why a picked image cannot be sent: empty, not a png or jpg by its bytes, or one the browser cannot decode. */
export type ImageUploadProblem = 'empty' | 'notAnImage' | 'undecodable';

export const imageUploadProblemMessages = {
  /** 'The file is empty' */
  empty: msg`O arquivo está vazio`,
  /** 'This file is not a PNG or JPG image' */
  notAnImage: msg`Este arquivo não é uma imagem PNG ou JPG`,
  /** 'This image could not be opened; choose another one' */
  undecodable: msg`Não foi possível abrir esta imagem; escolha outra`,
} as const satisfies Record<ImageUploadProblem, MessageDescriptor>;
