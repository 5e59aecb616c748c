import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFavouriteOp,
  createFavouriteToggler,
  emptyFavourites,
  type FavouriteOp,
  type FavouritesState,
  favouritePayload,
  favouritesFrom,
  isFavourite,
  revertFavouriteOp,
} from './favourites.ts';

const game = (id: number) => ({ nodeId: id, gameName: `G${id}`, vassalage: 'LUMA', gameType: 'RNG' });
type G = ReturnType<typeof game>;
const ids = (state: FavouritesState) => state.games.map((g) => String(g.nodeId));

describe('§3 favourites: list, favGameIds and payload', () => {
  it('the list and id list merge; duplicates and empty ids are dropped', () => {
    const state = favouritesFrom([game(1), game(2), game(1)], [3, '2', '']);
    expect(ids(state)).toEqual(['1', '2']);
    expect([...state.favGameIds].sort()).toEqual(['1', '2', '3']);
    expect(isFavourite(state, 3)).toBe(true);
    expect(favouritesFrom(null).games).toEqual([]);
  });

  it('payload: nodeId, vendor (the vassalage), gameType', () => {
    expect(favouritePayload(game(9))).toEqual({ nodeId: '9', vendor: 'LUMA', gameType: 'RNG' });
  });
});

describe('§4 Favourite toggle: local lists first, then the server; rollback on failure', () => {
  it('adding puts the game first; removing filters it out', () => {
    const start = favouritesFrom([game(1), game(2)]);
    const added = applyFavouriteOp(start, { action: 'add', game: game(3), index: 0 });
    expect(ids(added)).toEqual(['3', '1', '2']);
    const removed = applyFavouriteOp(added, { action: 'remove', game: game(1), index: 1 });
    expect(ids(removed)).toEqual(['3', '2']);
    expect(removed.favGameIds.has('1')).toBe(false);
  });

  it('a failed remove puts the game back where it was; a failed add takes it out', () => {
    const start = favouritesFrom([game(1), game(2), game(3)]);
    const op: FavouriteOp<G> = { action: 'remove', game: game(2), index: 1 };
    expect(ids(revertFavouriteOp(applyFavouriteOp(start, op), op))).toEqual(['1', '2', '3']);
    const add: FavouriteOp<G> = { action: 'add', game: game(4), index: 0 };
    expect(revertFavouriteOp(applyFavouriteOp(start, add), add)).toEqual(start);
  });

  it('rolling back one toggle keeps another one made meanwhile', () => {
    const start = favouritesFrom([game(1)]);
    const a: FavouriteOp<G> = { action: 'add', game: game(2), index: 0 };
    const b: FavouriteOp<G> = { action: 'add', game: game(3), index: 0 };
    const both = applyFavouriteOp(applyFavouriteOp(start, a), b);
    expect(ids(revertFavouriteOp(both, a))).toEqual(['3', '1']);
  });

  it('property: apply then revert gives the same favourites back', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 30 }),
        (listed, id) => {
          const start = favouritesFrom(listed.map(game));
          const index = Math.max(0, listed.indexOf(id));
          const op: FavouriteOp<G> = {
            action: listed.includes(id) ? 'remove' : 'add',
            game: game(id),
            index,
          };
          const back = revertFavouriteOp(applyFavouriteOp(start, op), op);
          expect(ids(back)).toEqual(ids(start));
          expect([...back.favGameIds].sort()).toEqual([...start.favGameIds].sort());
        },
      ),
    );
  });
});

describe('§5 the favourite toggle allows 1 per second per game', () => {
  it('logged out → login', () => {
    expect(createFavouriteToggler().toggle(emptyFavourites(), game(1), { now: 0, isLogin: false })).toEqual({
      kind: 'needs-login',
    });
  });

  it('a second click within 1000 ms on the same game is dropped; another game is not held back', () => {
    const toggler = createFavouriteToggler();
    const first = toggler.toggle(emptyFavourites(), game(1), { now: 10_000, isLogin: true });
    expect(first).toMatchObject({ kind: 'apply', op: { action: 'add' }, payload: { nodeId: '1' } });
    const state = first.kind === 'apply' ? first.next : emptyFavourites();
    expect(toggler.toggle(state, game(1), { now: 10_999, isLogin: true })).toEqual({ kind: 'throttled' });
    expect(toggler.toggle(state, game(2), { now: 10_500, isLogin: true }).kind).toBe('apply');
    const undo = toggler.toggle(state, game(1), { now: 11_000, isLogin: true });
    expect(undo).toMatchObject({ kind: 'apply', op: { action: 'remove', index: 0 } });
  });

  it('reset forgets the throttle', () => {
    const toggler = createFavouriteToggler();
    toggler.toggle(emptyFavourites(), game(1), { now: 0, isLogin: true });
    toggler.reset();
    expect(toggler.toggle(emptyFavourites(), game(1), { now: 1, isLogin: true }).kind).toBe('apply');
  });
});
