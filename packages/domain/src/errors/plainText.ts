/** The longest gateway text shown as it is (a refusal, a rejection's reason), in characters. */
export const GATEWAY_TEXT_MAX = 200;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/**
 * A text the gateway wrote (a refusal's message, a rejection's reason) as plain text for the screen: script and
 * style bodies, comments and tags removed, entities decoded, control and bidirectional-override characters
 * dropped, whitespace collapsed, and at most `max` characters (an ellipsis marks a cut). Empty when nothing is
 * left. The result is text: render it as text, never as HTML.
 */
export function gatewayPlainText(text: string | null | undefined, max = GATEWAY_TEXT_MAX): string {
  if (typeof text !== 'string') return '';
  const plain = text
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<\/?[a-zA-Z!?][^>]*(>|$)/g, ' ')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,6});/gi, decodeEntity)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(plain);
  if (characters.length <= max) return plain;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
