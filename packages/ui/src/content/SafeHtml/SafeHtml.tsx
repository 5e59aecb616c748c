import { useLayoutEffect, useRef } from 'react';
import * as styles from './SafeHtml.css.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

export interface SafeHtmlProps {
  /** HTML from the gateway; never trusted. */
  html: string | null | undefined;
  id?: string;
  className?: string;
}

/**
 * The only way gateway HTML reaches the page: sanitised by DOMPurify and written as a Trusted Type, so it
 * passes `require-trusted-types-for 'script'`. External links open in a new tab with noopener noreferrer.
 * Its direction follows its own text (`dir="auto"`): an operator's Portuguese notice on an Arabic page reads left
 * to right, an Arabic one right to left.
 */
export function SafeHtml({ html, id, className }: SafeHtmlProps) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Assigned here rather than through dangerouslySetInnerHTML so the TrustedHTML object itself reaches the sink.
    if (root.current) root.current.innerHTML = sanitizeHtml(html) as string;
  }, [html]);
  return (
    <div ref={root} id={id} dir="auto" className={className ? `${styles.root} ${className}` : styles.root} />
  );
}
