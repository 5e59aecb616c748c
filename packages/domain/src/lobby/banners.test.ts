import { describe, expect, it } from 'vitest';
import type { LinkPolicy } from '../links/safeLink.ts';
import { bannersOfGroup, bannerTarget, carouselSettings } from './banners.ts';

const policy: LinkPolicy = { origin: 'https://sorte.example', allowedHosts: ['t.me'] };

describe('§2 Banner carousel: clicking a slide opens its linkage only when it is safe (quality bar links)', () => {
  it.each([
    ['/promotions#12', { kind: 'internal', path: '/promotions#12' }],
    ['https://sorte.example/rng?vassalage=BGS', { kind: 'internal', path: '/rng?vassalage=BGS' }],
    ['https://t.me/sorte', { kind: 'external', url: 'https://t.me/sorte' }],
    ['javascript:alert(1)', { kind: 'refused' }],
    ['//evil.example/x', { kind: 'refused' }],
    ['http://t.me/sorte', { kind: 'refused' }],
    ['https://evil.example/', { kind: 'refused' }],
    ['data:text/html,<script>alert(1)</script>', { kind: 'refused' }],
    ['', { kind: 'refused' }],
  ])('%j → %j', (linkageUrl, target) => {
    expect(bannerTarget({ linkageType: 'URL', linkageUrl }, policy)).toEqual(target);
  });

  it('linkage type NONE or 0 does nothing; PROMOTION with an id opens that promotion (reading)', () => {
    expect(bannerTarget({ linkageType: 'NONE', linkageUrl: '/promotions' }, policy)).toEqual({
      kind: 'refused',
    });
    expect(bannerTarget({ linkageType: 0, linkageUrl: '/promotions' }, policy)).toEqual({ kind: 'refused' });
    expect(bannerTarget({ linkageType: 'PROMOTION', linkageUrl: '42' }, policy)).toEqual({
      kind: 'promotion',
      promotionId: '42',
    });
    expect(bannerTarget({ linkageType: 'PROMOTION', linkageUrl: 'javascript:x' }, policy)).toEqual({
      kind: 'refused',
    });
  });

  it('§3 banner groups: only the group asked for, and only banners with a usable image', () => {
    const banners = [
      { url: 'https://img/1.png', groupName: 'w_home' },
      { url: 'javascript:x', groupName: 'w_home' },
      { url: 'https://img/2.png', groupName: 'w_login' },
    ];
    expect(bannersOfGroup(banners, 'w_home')).toEqual([banners[0]]);
    expect(bannersOfGroup(null, 'w_home')).toEqual([]);
  });
});

describe('§2/§9 Banner autoplay only with more than one banner: loop, 5 s, 1 s transitions, pagination', () => {
  it.each([0, 1])('%i banner(s): still', (count) => {
    expect(carouselSettings(count)).toEqual({
      loop: false,
      autoplayMs: null,
      transitionMs: 1000,
      pagination: false,
      pauseControl: false,
    });
  });

  it('two or more: loops and advances every 5000 ms with a pause control', () => {
    expect(carouselSettings(3)).toEqual({
      loop: true,
      autoplayMs: 5000,
      transitionMs: 1000,
      pagination: true,
      pauseControl: true,
    });
  });

  it('reduced motion: no autoplay, instant transitions', () => {
    expect(carouselSettings(3, { reducedMotion: true })).toMatchObject({
      autoplayMs: null,
      transitionMs: 0,
      loop: true,
    });
  });
});
