import { describe, expect, it } from 'vitest';
import { socialLinksFrom } from './socialLinks.ts';

const policy = { origin: 'https://sorte.example', allowedHosts: ['t.me', 'instagram.com'] };

describe('social channels from permission info (spec §2 Layout, quality bar: links from outside)', () => {
  it('keeps SOCIAL resources on allowed https hosts, with an icon per known channel', () => {
    const links = socialLinksFrom(
      {
        resources: [
          { labelNameEn: 'Telegram', url: 'https://t.me/sorte_demo', resourceType: 'SOCIAL' },
          { labelNameEn: 'Instagram', url: 'https://instagram.com/sorte_demo', resourceType: 'social' },
          { labelNameEn: 'Android', url: 'https://t.me/app', resourceType: 'DOWNLOAD' },
        ],
      },
      policy,
    );
    expect(links).toEqual([
      { id: 'telegram', label: 'Telegram', href: 'https://t.me/sorte_demo', icon: 'send', external: true },
      {
        id: 'instagram',
        label: 'Instagram',
        href: 'https://instagram.com/sorte_demo',
        icon: 'camera',
        external: true,
      },
    ]);
  });

  it.each([
    ['a host off the allowlist', 'https://evil.example/x'],
    ['plain http', 'http://t.me/sorte'],
    ['a script URL', 'javascript:alert(1)'],
    ['no URL', undefined],
  ])('drops %s', (_case, url) => {
    expect(
      socialLinksFrom({ resources: [{ labelNameEn: 'Telegram', url, resourceType: 'SOCIAL' }] }, policy),
    ).toEqual([]);
  });

  it('drops unnamed entries and duplicates, and copes with missing permission info', () => {
    expect(socialLinksFrom(null, policy)).toEqual([]);
    const links = socialLinksFrom(
      {
        resources: [
          { labelNameEn: ' ', url: 'https://t.me/a', resourceType: 'SOCIAL' },
          { labelNameEn: 'Telegram', url: 'https://t.me/a', resourceType: 'SOCIAL' },
          { labelNameEn: 'telegram', url: 'https://t.me/b', resourceType: 'SOCIAL' },
        ],
      },
      policy,
    );
    expect(links.map((link) => link.href)).toEqual(['https://t.me/a']);
  });
});
