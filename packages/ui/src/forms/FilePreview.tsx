import { useState } from 'react';
import { Icon } from '../components/Icon/index.ts';
import * as styles from './FilePreview.css.ts';
import { useObjectUrl } from './imageFiles.ts';

export interface FilePreviewProps {
  file: File;
  /** The picture's text alternative. */
  alt: string;
  /** The thumbnail's box (size, radius, background), the same for the picture and the document mark. */
  className: string;
  width: number;
  height: number;
}

/**
 * A picked file's thumbnail: the picture itself, or a document mark when the browser cannot draw it (a PDF, a HEIC
 * photo, a damaged file). A proof is judged by its bytes, not its type, so the preview must never be a broken image.
 */
export function FilePreview({ file, alt, className, width, height }: FilePreviewProps) {
  const url = useObjectUrl(file);
  const [undrawable, setUndrawable] = useState<string | null>(null);
  if (url === null || url === undrawable) {
    return (
      <span className={className} data-file-preview="document" aria-hidden="true">
        <span className={styles.documentMark}>
          <Icon name="receipt" />
        </span>
      </span>
    );
  }
  return (
    <img
      className={className}
      src={url}
      alt={alt}
      width={width}
      height={height}
      data-file-preview="picture"
      onError={() => setUndrawable(url)}
    />
  );
}
