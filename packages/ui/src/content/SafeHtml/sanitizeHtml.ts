import { classifyLink, plainTextFallback, resourceAllowed } from '@sorte/domain';
import DOMPurify, { type Config } from 'dompurify';
import { type SafeHtmlPolicy, STRICT_HTML_POLICY } from './safeHtmlPolicy.ts';

/**
 * HTML from the gateway (announcements, notices, promotions, help, popups), sanitised for the site's CSP
 * (`require-trusted-types-for 'script'; trusted-types dompurify default`).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // Nothing that runs, submits, loads another document, opens over the page or restyles it outside its box.
  FORBID_TAGS: [
    'dialog',
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
  FORBID_ATTR: [
    'style',
    'srcset',
    'formaction',
    'target',
    // Nothing that dresses the content as the site: the site's own (public) class names, ids and names that
    // clobber or are pointed at, labels that click the site's controls, popovers, invoker commands, shadow parts.
    'class',
    'id',
    'name',
    'for',
    'popover',
    'popovertarget',
    'popovertargetaction',
    'command',
    'commandfor',
    'part',
    'exportparts',
    'slot',
    'role',
    // No place of its own in the page's focus order.
    'tabindex',
  ],
  // aria-* would point at the site's ids (aria-owns, aria-labelledby) or speak over it (aria-live).
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
  RETURN_TRUSTED_TYPE: true,
};

/** Elements that load what their address points at: dropped whole when the address is off-list. */
const LOADING_ELEMENTS = new Set(['IMG', 'VIDEO', 'AUDIO', 'SOURCE', 'TRACK', 'INPUT']);
/** Attributes holding an address, other than an anchor's href and a loader's src. */
const OTHER_URL_ATTRIBUTES = ['poster', 'background', 'cite', 'longdesc', 'action', 'xlink:href', 'data'];

// The policy of the sanitize call in progress (DOMPurify's hooks are per instance and the call is synchronous).
let activePolicy: SafeHtmlPolicy = STRICT_HTML_POLICY;

/** Removes what points off-list; false when the element itself had to go. */
function keepsAllowedAddresses(node: Element): boolean {
  const origin = window.location.origin;
  const links = { origin, allowedHosts: activePolicy.linkHosts };
  const images = { origin, allowedHosts: activePolicy.imageHosts };
  if (LOADING_ELEMENTS.has(node.tagName) && node.hasAttribute('src')) {
    if (!resourceAllowed(node.getAttribute('src'), images)) {
      node.remove();
      return false;
    }
  }
  for (const name of OTHER_URL_ATTRIBUTES) {
    if (node.hasAttribute(name) && !resourceAllowed(node.getAttribute(name), images))
      node.removeAttribute(name);
  }
  if ((node.tagName === 'A' || node.tagName === 'AREA') && node.hasAttribute('href')) {
    const target = classifyLink(node.getAttribute('href'), links);
    if (target.kind === 'refused') {
      node.removeAttribute('href');
      node.removeAttribute('rel');
    } else if (target.kind === 'external') {
      node.setAttribute('href', target.url);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('rel');
    }
  }
  return true;
}

// One instance with its own hooks; DOMPurify creates its Trusted Types policy, named 'dompurify', once, on first use.
let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Checked by node type and tag name: the nodes come from DOMPurify's own document, whatever the realm.
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    if (keepsAllowedAddresses(element) && element.tagName === 'IMG') {
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
  const parsed = new DOMParser().parseFromString(
    sanitizeHtml(html, STRICT_HTML_POLICY) as string,
    'text/html',
  );
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Sanitised HTML: a TrustedHTML where the browser has Trusted Types, a string elsewhere. Where DOMPurify cannot
 * run (it would hand the HTML back untouched), the content is shown as escaped plain text instead.
 */
export function sanitizeHtml(
  html: string | null | undefined,
  policy: SafeHtmlPolicy = STRICT_HTML_POLICY,
): TrustedHTML | string {
  activePolicy = policy;
  try {
    return sanitizeWith(getPurifier(), html);
  } finally {
    activePolicy = STRICT_HTML_POLICY;
  }
}

export function sanitizeWith(
  purifier: Pick<ReturnType<typeof DOMPurify>, 'isSupported' | 'sanitize'>,
  html: string | null | undefined,
): TrustedHTML | string {
  if (!purifier.isSupported) return plainTextFallback(html);
  return purifier.sanitize(typeof html === 'string' ? html : '', CONFIG);
}
