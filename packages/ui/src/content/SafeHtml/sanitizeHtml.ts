import { plainTextFallback } from '@sorte/domain';
import DOMPurify, { type Config } from 'dompurify';

/**
 * HTML from the gateway (announcements, notices, promotions, help, popups), sanitised for the site's CSP
 * (`require-trusted-types-for 'script'; trusted-types dompurify default`).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // Nothing that runs, submits, loads another document or restyles the page outside its box.
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'meta',
    'link',
    'base',
    'template',
    'noscript',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'target'],
  ALLOW_DATA_ATTR: false,
  RETURN_TRUSTED_TYPE: true,
};

// One instance with its own hooks; DOMPurify creates its Trusted Types policy, named 'dompurify', once, on first use.
let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
      let external = true;
      try {
        external =
          new URL(node.getAttribute('href') ?? '', window.location.href).origin !== window.location.origin;
      } catch {
        node.removeAttribute('href');
        return;
      }
      if (external) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('rel');
      }
    }
    if (node instanceof HTMLImageElement) {
      // An image the gateway left without a text alternative is treated as decoration.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  purifier = instance;
  return instance;
}

/** The text of gateway HTML (for one-line places such as the notice marquee), sanitised first. */
export function htmlToText(html: string | null | undefined): string {
  const parsed = new DOMParser().parseFromString(sanitizeHtml(html) as string, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Sanitised HTML: a TrustedHTML where the browser has Trusted Types, a string elsewhere. Where DOMPurify cannot
 * run (it would hand the HTML back untouched), the content is shown as escaped plain text instead.
 */
export function sanitizeHtml(html: string | null | undefined): TrustedHTML | string {
  return sanitizeWith(getPurifier(), html);
}

export function sanitizeWith(
  purifier: Pick<ReturnType<typeof DOMPurify>, 'isSupported' | 'sanitize'>,
  html: string | null | undefined,
): TrustedHTML | string {
  if (!purifier.isSupported) return plainTextFallback(html);
  return purifier.sanitize(typeof html === 'string' ? html : '', CONFIG);
}
