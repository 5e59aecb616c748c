import {
  AGENT_MENU_ITEMS,
  categoryDestination,
  categoryForCentre,
  GAME_CATEGORIES,
  LOBBY_CATEGORIES,
  lobbyFromSearchParams,
  MEMBER_CENTRE_ITEMS,
} from '@sorte/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentExtraPageSlugs, agentPageOfSlug, agentPageSlugs, agentPath } from './agentPaths.ts';
import {
  categoryPath,
  centreOfPath,
  centrePath,
  helpPath,
  lotteryPages,
  memberItemOfSlug,
  memberPageSlugs,
  memberPath,
  paths,
  promotionPath,
  seamlessGamePath,
} from './paths.ts';

describe('spec §2 routes are built in paths.ts only', () => {
  it('every category leads to a route the router serves: its game centre, or the home lobby with its tab', () => {
    for (const category of LOBBY_CATEGORIES) {
      const url = new URL(categoryPath(categoryDestination(category)), 'https://sorte.example');
      const served = [paths.home.path, ...paths.centres];
      expect(served).toContain(url.pathname);
      if (url.pathname === paths.home.path) expect(lobbyFromSearchParams(url.search).tab).toBe(category);
    }
    expect(categoryPath(categoryDestination('INHOUSE'))).toBe('/rng?vassalage=BGS');
    expect(categoryPath(categoryDestination('COCKFIGHT'))).toBe('/?tab=COCKFIGHT');
  });

  it('a game centre path names its centre, and back to its category', () => {
    for (const category of GAME_CATEGORIES) {
      const destination = categoryDestination(category);
      if (!('centre' in destination)) continue;
      const centre = centreOfPath(centrePath(destination.centre));
      expect(centre).toBe(destination.centre);
      if (!destination.vassalage) expect(categoryForCentre(centre ?? '')).toBe(category);
    }
    expect(centreOfPath('/nowhere')).toBeNull();
    expect(centreOfPath(paths.home.path)).toBeNull();
  });

  it('ids in a hash or query are encoded, whatever the gateway sends', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        expect(new URL(promotionPath(id), 'https://sorte.example').hash).toBe(`#${encodeURIComponent(id)}`);
        expect(new URL(helpPath(id), 'https://sorte.example').pathname).toBe(paths.help.path);
        const vendor = new URL(centrePath('rng', id), 'https://sorte.example');
        expect(vendor.searchParams.get('vassalage')).toBe(id);
      }),
    );
    expect(promotionPath()).toBe(paths.promotions.path);
  });

  it('each lottery page launches into a game page of the router', () => {
    expect(Object.keys(lotteryPages)).toEqual(paths.lottery);
    for (const page of Object.values(lotteryPages)) expect(paths.gamePages).toContain(page.gamePage);
    expect(seamlessGamePath(new URLSearchParams({ nodeId: '7' }))).toBe('/seamless?nodeId=7');
    expect(paths.gamePages).toContain(paths.seamlessGame.path);
  });
});

describe('§2 member centre pages', () => {
  it('each menu item has its own page path, and the path names the item back', () => {
    const slugs = MEMBER_CENTRE_ITEMS.map((item) => memberPageSlugs[item]);
    expect(new Set(slugs).size).toBe(MEMBER_CENTRE_ITEMS.length);
    for (const item of MEMBER_CENTRE_ITEMS) {
      const path = memberPath(item);
      expect(path.startsWith(`${paths.member.path}/`)).toBe(true);
      expect(memberItemOfSlug(path.slice(paths.member.path.length + 1))).toBe(item);
    }
    expect(memberPath('depositv2')).toBe('/member/deposit');
    expect(memberItemOfSlug('nowhere')).toBeNull();
    expect(memberItemOfSlug(undefined)).toBeNull();
  });
});

describe('§2 agent centre pages', () => {
  it('each agent menu item has its own page path under /agentHome, and the path names the item back', () => {
    const slugs = AGENT_MENU_ITEMS.map((item) => agentPageSlugs[item]);
    expect(new Set(slugs).size).toBe(AGENT_MENU_ITEMS.length);
    for (const item of AGENT_MENU_ITEMS) {
      const path = agentPath(item);
      expect(path.startsWith(`${paths.agentHome.path}/`)).toBe(true);
      expect(agentPageOfSlug(path.slice(paths.agentHome.path.length + 1))).toBe(item);
    }
    expect(agentPath()).toBe('/agentHome');
    expect(agentPath('deposit')).toBe('/agentHome/deposit');
    expect(agentPageOfSlug('contracts')).toBe('contracts');
    const allSlugs = [...slugs, ...Object.values(agentExtraPageSlugs)];
    expect(new Set(allSlugs).size).toBe(allSlugs.length);
    expect(agentPageOfSlug('nowhere')).toBeNull();
  });
});
