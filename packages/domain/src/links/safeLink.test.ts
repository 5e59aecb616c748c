import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLink, type LinkPolicy, resourceAllowed } from './safeLink.ts';

const policy: LinkPolicy = {
  origin: 'https://sorte.example',
  allowedHosts: ['chat.partner.com', 'https://games.vendor.io/', 'LIVE.VENDOR.IO', 'pay.vendor.io:8443'],
};

describe('Quality bar "Links from the gateway": internal targets', () => {
  it.each([
    ['/promotions', '/promotions'],
    ['/promotions#12', '/promotions#12'],
    ['/rng?vassalage=PG', '/rng?vassalage=PG'],
    ['/', '/'],
    ['https://sorte.example/help#term', '/help#term'],
    ['HTTPS://SORTE.EXAMPLE/member', '/member'],
    ['https://sorte.example:443/down', '/down'],
    ['https://sorte.example', '/'],
    ['  /promotions\n', '/promotions'],
    ['/a/../b', '/b'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/search?q=//evil.com', '/search?q=//evil.com'],
  ])('%j → internal %s', (raw, path) => {
    expect(classifyLink(raw, policy)).toEqual({ kind: 'internal', path });
  });

  it('a development origin on http keeps its own paths internal', () => {
    const dev = { origin: 'http://localhost:4173', allowedHosts: [] };
    expect(classifyLink('/lottery?gameCode=VN', dev)).toEqual({
      kind: 'internal',
      path: '/lottery?gameCode=VN',
    });
    expect(classifyLink('http://localhost:4173/x', dev)).toEqual({ kind: 'internal', path: '/x' });
    expect(classifyLink('http://localhost:5173/x', dev)).toEqual({ kind: 'refused' });
  });
});

describe('Quality bar "Links from the gateway": external targets', () => {
  it.each([
    ['https://chat.partner.com/room?id=1', 'https://chat.partner.com/room?id=1'],
    ['HTTPS://CHAT.PARTNER.COM', 'https://chat.partner.com/'],
    ['https://chat.partner.com:443/x', 'https://chat.partner.com/x'],
    ['https://games.vendor.io/launch#t', 'https://games.vendor.io/launch#t'],
    ['https://live.vendor.io/', 'https://live.vendor.io/'],
    ['https://pay.vendor.io:8443/pay', 'https://pay.vendor.io:8443/pay'],
    [' https://chat.partner.com/\t', 'https://chat.partner.com/'],
  ])('%j → external %s', (raw, url) => {
    expect(classifyLink(raw, policy)).toEqual({ kind: 'external', url });
  });

  it('an internationalised allowlisted host matches its punycode form', () => {
    const idn = { origin: 'https://sorte.example', allowedHosts: ['bücher.example'] };
    expect(classifyLink('https://xn--bcher-kva.example/a', idn)).toEqual({
      kind: 'external',
      url: 'https://xn--bcher-kva.example/a',
    });
  });
});

describe('Quality bar "Links from the gateway": everything else is refused', () => {
  it.each([
    // protocol-relative and backslash tricks
    '//evil.com',
    '//evil.com/promotions',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\t/evil.com',
    '\t//evil.com',
    '/\n/evil.com',
    'https://sorte.example//evil.com',
    '/..//evil.com',
    '/.//evil.com',
    '/a/..//evil.com',
    '/%2e%2e//evil.com',
    // script and other protocols
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript://chat.partner.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://sorte.example/1b2c',
    'file:///etc/passwd',
    'ftp://chat.partner.com/',
    'ws://chat.partner.com/',
    'http://chat.partner.com/',
    'http://sorte.example/member',
    // host look-alikes
    'https://evil-chat.partner.com/',
    'https://evilchat.partner.com/',
    'https://chat.partner.com.evil.com/',
    'https://sub.chat.partner.com/',
    'https://partner.com/',
    'https://chat.partner.com./',
    'https://chat.partner.com:8443/',
    'https://pay.vendor.io/',
    'https://sorte.example.evil.com/',
    // credentials
    'https://chat.partner.com@evil.com/',
    'https://user:pass@chat.partner.com/',
    'https://user@chat.partner.com/',
    'https://user@sorte.example/member',
    // relative forms and empties
    'promotions',
    'evil.com',
    '?a=1',
    '#top',
    '',
    '   ',
    `/${'a'.repeat(5000)}`,
  ])('%j', (raw) => {
    expect(classifyLink(raw, policy)).toEqual({ kind: 'refused' });
  });

  it.each([null, undefined])('%j', (raw) => {
    expect(classifyLink(raw, policy)).toEqual({ kind: 'refused' });
  });

  it.each(['not a url', '', 'javascript:alert(1)', 'file:///tmp'])(
    'an unusable origin %j refuses everything',
    (origin) => {
      expect(classifyLink('/promotions', { origin, allowedHosts: ['chat.partner.com'] })).toEqual({
        kind: 'refused',
      });
      expect(
        classifyLink('https://chat.partner.com/', { origin, allowedHosts: ['chat.partner.com'] }),
      ).toEqual({
        kind: 'refused',
      });
    },
  );

  it.each([
    '',
    '  ',
    '*.partner.com',
    'partner.com/path',
    'user@chat.partner.com',
    'https://chat.partner.com/path',
  ])('an unusable allowlist entry %j allows nothing', (entry) => {
    const narrow = { origin: 'https://sorte.example', allowedHosts: [entry] };
    expect(classifyLink('https://chat.partner.com/', narrow)).toEqual({ kind: 'refused' });
    expect(classifyLink('https://evil.com/', narrow)).toEqual({ kind: 'refused' });
  });
});

const ORIGIN = 'https://sorte.example';
const hosts = fc.constantFrom('chat.partner.com', 'games.vendor.io', 'evil.com', 'sorte.example', 'a.b.c');
const piece = fc.oneof(
  fc.constantFrom(
    '/',
    '//',
    '\\',
    '@',
    ':',
    '.',
    '%2F',
    '\t',
    '\n',
    ' ',
    '\u0000',
    'https://',
    'http://',
    'https:',
    'javascript:',
    'data:',
    'blob:',
    'user:pw@',
    ':8443',
    '?',
    '#',
    'evil.com',
    'sorte.example',
    'chat.partner.com',
    'chat.partner.com.evil.com',
  ),
  fc.string({ unit: 'binary', maxLength: 4 }),
);
const rawLink = fc.oneof(
  fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('')),
  fc.webUrl({
    validSchemes: ['https', 'http', 'ftp', 'javascript', 'data'],
    withQueryParameters: true,
    withFragments: true,
  }),
  fc.string({ unit: 'binary' }),
);

describe('Quality bar "Links from the gateway" (properties)', () => {
  it('never throws; external only https on an allowlisted host without credentials; internal only one-slash paths on the origin', () => {
    fc.assert(
      fc.property(rawLink, fc.array(hosts, { maxLength: 3 }), (raw, allowedHosts) => {
        const target = classifyLink(raw, { origin: ORIGIN, allowedHosts });
        if (target.kind === 'external') {
          const url = new URL(target.url);
          expect(url.protocol).toBe('https:');
          expect(allowedHosts).toContain(url.host);
          expect(url.username + url.password).toBe('');
          expect(url.origin).not.toBe(ORIGIN);
        } else if (target.kind === 'internal') {
          expect(target.path).toMatch(/^\/(?![/\\])/);
          const url = new URL(target.path, ORIGIN);
          expect(url.origin).toBe(ORIGIN);
          expect(url.username + url.password).toBe('');
        } else {
          expect(target).toEqual({ kind: 'refused' });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('every credential-free https URL on an allowlisted host is external (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('chat.partner.com', 'games.vendor.io', 'live.vendor.io'),
        fc.webPath(),
        fc.webQueryParameters(),
        fc.webFragments(),
        (host, path, query, fragment) => {
          const raw = `https://${host}${path}?${query}#${fragment}`;
          expect(classifyLink(raw, policy)).toEqual({ kind: 'external', url: new URL(raw).href });
        },
      ),
    );
  });

  it('every path starting with one slash is internal (property)', () => {
    fc.assert(
      fc.property(
        // Dot segments that resolve to '//' (e.g. '/..//evil') are refused on purpose, so they are left out here.
        fc
          .webPath()
          .filter(
            (path) => /^\/(?![/\\])/.test(path) && !new URL(path, 'https://x.test').pathname.startsWith('//'),
          ),
        (path) => {
          const target = classifyLink(path, policy);
          expect(target.kind).toBe('internal');
        },
      ),
    );
  });
});

describe('Issue "Sanitizing that does not lean on the header": images in gateway HTML', () => {
  const images = { origin: ORIGIN, allowedHosts: ['img.cdn.example', 'https://static.cdn.example/'] };

  it.each([
    '/assets/banner.png',
    'promo/banner.png',
    'https://sorte.example/a.png',
    'https://img.cdn.example/a.png?v=2',
    'https://STATIC.cdn.example/x/y.webp',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    ' https://img.cdn.example/a.png\n',
  ])('%j may load', (raw) => {
    expect(resourceAllowed(raw, images)).toBe(true);
  });

  it.each([
    'https://other.example/pixel.gif',
    'http://img.cdn.example/a.png',
    '//other.example/pixel.gif',
    '/\\other.example/pixel.gif',
    'https://img.cdn.example.evil.com/a.png',
    'https://user:pw@img.cdn.example/a.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://sorte.example/1',
    '',
    null,
    undefined,
  ])('%j is refused', (raw) => {
    expect(resourceAllowed(raw, images)).toBe(false);
  });

  it('never throws; only the origin, allowlisted https hosts and image data: URLs pass (property)', () => {
    fc.assert(
      fc.property(rawLink, fc.array(hosts, { maxLength: 3 }), (raw, allowedHosts) => {
        if (!resourceAllowed(raw, { origin: ORIGIN, allowedHosts })) return;
        const text = raw.trim();
        if (/^data:/i.test(text)) {
          expect(text).toMatch(/^data:image\//i);
          return;
        }
        const url = new URL(text.replace(/[\t\n\r]/g, ''), ORIGIN);
        expect(url.username + url.password).toBe('');
        if (url.origin !== ORIGIN) {
          expect(url.protocol).toBe('https:');
          expect(allowedHosts).toContain(url.host);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
