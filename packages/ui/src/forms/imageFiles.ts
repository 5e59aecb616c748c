import { useEffect, useState } from 'react';

/** A preview address for a picked image, made here and revoked when the image changes or goes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** A file's size in kB or MB as `locale` writes units. */
export function fileSizeText(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        megabytes,
      )
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        Math.max(1, bytes / 1024),
      );
}
