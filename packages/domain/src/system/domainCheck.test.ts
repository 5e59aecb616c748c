import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainCheck } from './domainCheck.ts';

describe("§8 domain check ('Invalid URL, please contact customer service')", () => {
  it.each([
    [['sorte.example'], 'sorte.example', 'listed'],
    [['SORTE.example.'], 'sorte.example', 'listed'],
    [['sorte.example'], 'sorte.example:4173', 'listed'],
    [['localhost:4173'], 'localhost:4173', 'listed'],
    [['localhost:4173'], 'localhost:8080', 'unlisted'],
    [['https://www.sorte.example/app?x=1'], 'www.sorte.example', 'listed'],
    [[' *.sorte.example '], 'm.sorte.example', 'listed'],
    [['*.sorte.example'], 'sorte.example', 'unlisted'],
    [['*.sorte.example'], 'evilsorte.example', 'unlisted'],
    [['sorte.example'], 'sorte.example.evil.test', 'unlisted'],
    [['sorte.example'], 'other.example', 'unlisted'],
    [['*'], 'anything.test', 'listed'],
    [['[::1]:4173'], '[::1]:4173', 'listed'],
  ] as const)('%j on %s: %s', (entries, host, expected) => {
    expect(domainCheck(entries, host)).toBe(expected);
  });

  it('an empty or unreadable list does not block the site', () => {
    expect(domainCheck([], 'sorte.example')).toBe('unchecked');
    expect(domainCheck(null, 'sorte.example')).toBe('unchecked');
    expect(domainCheck(['', ' ', 'not a host!', 42], 'sorte.example')).toBe('unchecked');
    expect(domainCheck(['sorte.example'], '')).toBe('unchecked');
  });

  it('a listed host is always listed, whatever else the list holds', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    const host = fc.array(label, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(host, fc.array(fc.oneof(host, fc.string()), { maxLength: 5 }), (here, others) => {
        expect(domainCheck([...others, here.toUpperCase()], here)).toBe('listed');
      }),
    );
  });

  it('a host is never listed by entries that name other hosts', () => {
    const label = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(label, fc.array(label, { minLength: 1, maxLength: 5 }), (here, others) => {
        fc.pre(!others.includes(here));
        expect(
          domainCheck(
            others.map((other) => `${other}.example`),
            `${here}.example`,
          ),
        ).toBe('unlisted');
      }),
    );
  });
});
