import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mirrorSites } from './mirrors.ts';

describe('§2 mirror site list from the §7 domain routes', () => {
  it('hosts become https links, URLs keep their http(s) origin, each address once, in the gateway order', () => {
    expect(
      mirrorSites(
        [
          'sorte.example',
          'HTTP://Espelho.Sorte.Example/path?x=1#y',
          'https://sorte.example:443/',
          'mirror.sorte.example:8443',
          'sorte2.example.',
        ],
        'play.test',
      ),
    ).toEqual([
      { href: 'https://sorte.example/', address: 'sorte.example', current: false },
      { href: 'http://espelho.sorte.example/', address: 'espelho.sorte.example', current: false },
      { href: 'https://mirror.sorte.example:8443/', address: 'mirror.sorte.example:8443', current: false },
      { href: 'https://sorte2.example/', address: 'sorte2.example', current: false },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://sorte.example/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://sorte.example',
    '//sorte.example',
    '*.sorte.example',
    '*',
    'https://user:pw@sorte.example',
    'sorte example',
    '<img src=x onerror=alert(1)>',
    '0',
    '1.2.3',
    'a.0x10',
    '[::1]',
    '',
  ])('refuses %j (no link that is not one http(s) address)', (entry) => {
    expect(mirrorSites([entry], 'sorte.example')).toEqual([]);
  });

  it('ignores what is not a string, and a missing list is empty', () => {
    expect(mirrorSites([null, 3, { domain: 'x.example' }], 'x.example')).toEqual([]);
    expect(mirrorSites(undefined, 'x.example')).toEqual([]);
  });

  it('marks the host the page is served from: the entry with its port first, else the host without a port', () => {
    const entries = ['sorte.example', 'localhost', 'localhost:6006'];
    expect(mirrorSites(entries, 'localhost:6006').map((site) => site.current)).toEqual([false, false, true]);
    expect(mirrorSites(entries, 'localhost:4173').map((site) => site.current)).toEqual([false, true, false]);
    expect(mirrorSites(entries, 'SORTE.example').map((site) => site.current)).toEqual([true, false, false]);
    expect(mirrorSites(entries, '').every((site) => !site.current)).toBe(true);
  });

  it('property: whatever the gateway lists, every link is one http(s) origin and at most the served host is marked', () => {
    const hostile = fc.constantFrom(
      'javascript:alert(1)',
      'data:,x',
      'vbscript:x',
      'https://a@b.example',
      '*.x.example',
      '  ',
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.webUrl(), fc.domain(), hostile), { maxLength: 12 }),
        fc.domain(),
        (entries, host) => {
          const sites = mirrorSites(entries, host);
          for (const site of sites) {
            const url = new URL(site.href);
            expect(['http:', 'https:']).toContain(url.protocol);
            expect(site.href).toBe(`${url.protocol}//${url.host}/`);
            expect(url.username).toBe('');
            if (site.current) expect(url.hostname).toBe(host.toLowerCase());
          }
          expect(new Set(sites.map((site) => site.href)).size).toBe(sites.length);
        },
      ),
    );
  });
});
