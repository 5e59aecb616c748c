import { useLayoutEffect, useRef } from 'react';
import * as styles from './SafeHtml.css.ts';
import { useSafeHtmlPolicy } from './SafeHtmlPolicyContext.tsx';
import { sanitizeHtml } from './sanitizeHtml.ts';

export interface SafeHtmlProps {
  /** HTML from the gateway; never trusted. */
  html: string | null | undefined;
  id?: string;
  className?: string;
}

/**
 * The only way gateway HTML reaches the page: sanitised by DOMPurify and written as a Trusted Type, so it
 * passes `require-trusted-types-for 'script'`. Links and images keep only the site's own addresses and the hosts
 * of the `SafeHtmlPolicyProvider` above it; external links open in a new tab with noopener noreferrer.
 * Its direction follows its own text (`dir="auto"`): an operator's Portuguese notice on an Arabic page reads left
 * to right, an Arabic one right to left. Its box (`data-gateway-html`) clips and contains what it holds: nothing in it
 * can lie over the page outside it.
 */
export function SafeHtml({ html, id, className }: SafeHtmlProps) {
  const root = useRef<HTMLDivElement>(null);
  const policy = useSafeHtmlPolicy();
  useLayoutEffect(() => {
    // Assigned here rather than through dangerouslySetInnerHTML so the TrustedHTML object itself reaches the sink.
    if (root.current) root.current.innerHTML = sanitizeHtml(html, policy) as string;
  }, [html, policy]);
  return (
    <div
      ref={root}
      id={id}
      dir="auto"
      data-gateway-html=""
      className={className ? `${styles.root} ${className}` : styles.root}
    />
  );
}
