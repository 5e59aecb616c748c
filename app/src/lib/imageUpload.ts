import {
  IMAGE_SNIFF_BYTES,
  type ImageKind,
  type ImageUploadProblem,
  imageMimeType,
  PROMOTION_IMAGE_MAX_BYTES,
  sniffImage,
  type UploadPurpose,
  uploadFileName,
} from '@sorte/domain';

/** A picked image ready to send: re-encoded pixels only, and its real kind. */
export interface CleanImage {
  blob: Blob;
  kind: ImageKind;
}

export type CleanImageResult = { image: CleanImage } | { problem: ImageUploadProblem | 'size' };

/** JPEG quality of a re-encoded photo: close to the original to the eye, no bigger than it as a rule. */
const JPEG_QUALITY = 0.9;

/**
 * Issue 22 item 2: a picked image is refused unless its bytes say png or jpg (whatever its name or MIME type
 * says), then decoded and drawn again by the browser, which writes pixels only: EXIF (GPS, camera, owner),
 * comments and anything after the image's end are gone. The EXIF orientation is applied before it is dropped.
 * Both the picked file and the re-encoded one keep the §9 5 MB limit.
 */
export async function cleanImage(file: File): Promise<CleanImageResult> {
  if (file.size > PROMOTION_IMAGE_MAX_BYTES) return { problem: 'size' };
  const sniffed = sniffImage(new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer()));
  if (sniffed === 'empty' || sniffed === 'notAnImage') return { problem: sniffed };
  let blob: Blob | null;
  try {
    blob = await reencode(file, sniffed);
  } catch {
    blob = null;
  }
  if (blob === null || blob.size === 0) return { problem: 'undecodable' };
  if (blob.size > PROMOTION_IMAGE_MAX_BYTES) return { problem: 'size' };
  return { image: { blob, kind: sniffed } };
}

/** The file a clean image is sent as: our own name (`proof-1.jpg`), never the player's. */
export function uploadFile(image: CleanImage, purpose: UploadPurpose, index: number): File {
  return new File([image.blob], uploadFileName(purpose, index, image.kind), {
    type: imageMimeType(image.kind),
  });
}

/** Decoded with createImageBitmap, drawn on an OffscreenCanvas (a canvas element where there is none), encoded. */
async function reencode(file: Blob, kind: ImageKind): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const type = imageMimeType(kind);
    const quality = kind === 'jpeg' ? JPEG_QUALITY : undefined;
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.drawImage(bitmap, 0, 0);
      return await canvas.convertToBlob({ type, quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  } finally {
    bitmap.close();
  }
}
