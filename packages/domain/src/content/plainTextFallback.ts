const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Gateway HTML for a browser where the sanitizer cannot run (quality bar: never insert unsanitised HTML): the
 * tags are dropped and what is left is escaped, so the result is inert text that is safe to insert as HTML.
 * Script and style bodies go with their tags; whitespace collapses to single spaces.
 */
export function plainTextFallback(html: string | null | undefined): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<\/?[a-zA-Z!?][^>]*(>|$)/g, ' ')
    .replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character)
    .replace(/\s+/g, ' ')
    .trim();
}
