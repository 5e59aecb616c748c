import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closedPopupsStorageKey,
  parseClosedPopups,
  popupKey,
  popupMatchesAudience,
  popupsToShow,
  serializeClosedPopups,
  withPopupClosed,
} from './popups.ts';

const popups = [
  { id: 1, title: 'For members', execution: 'A' },
  { id: 2, title: 'For visitors', execution: 'B' },
  { id: 3, title: 'Welcome', execution: 'F' },
  { id: 4, title: 'Unknown', execution: 'Z' },
];

describe('§4 Public popups filtered by execution: A logged in, B anonymous, F first login', () => {
  it.each([
    [{ isLogin: false, firstTimeLogin: false }, [2]],
    [{ isLogin: true, firstTimeLogin: false }, [1]],
    [{ isLogin: true, firstTimeLogin: true }, [1, 3]],
    [{ isLogin: false, firstTimeLogin: true }, [2]],
  ])('%j → %j', (audience, ids) => {
    expect(popupsToShow(popups, audience, new Set()).map((p) => p.id)).toEqual(ids);
  });

  it('execution codes are read case-insensitively; anything else is never shown', () => {
    expect(popupMatchesAudience(' a ', { isLogin: true, firstTimeLogin: false })).toBe(true);
    expect(popupMatchesAudience(null, { isLogin: true, firstTimeLogin: true })).toBe(false);
  });
});

describe('§4 shown once per session, remembered per user or anonymous', () => {
  it('a closed popup is not shown again', () => {
    const audience = { isLogin: true, firstTimeLogin: true };
    const closed = withPopupClosed(new Set(), popups[0]!);
    expect(popupsToShow(popups, audience, closed).map((p) => p.id)).toEqual([3]);
  });

  it('one storage key per user, one for the anonymous visitor', () => {
    expect(closedPopupsStorageKey(null)).toBe('publicPopups.closed:anonymous');
    expect(closedPopupsStorageKey(' ')).toBe('publicPopups.closed:anonymous');
    expect(closedPopupsStorageKey(10001)).toBe('publicPopups.closed:user:10001');
    expect(closedPopupsStorageKey('anonymous')).not.toBe(closedPopupsStorageKey(null));
  });

  it('keys: the id, else title and time', () => {
    expect(popupKey({ id: 7 })).toBe('id:7');
    expect(popupKey({ title: 'x', timestamp: 5 })).toBe('t:x@5');
  });

  it('property: stored sets read back; anything else in storage reads as empty and never throws', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 20 }), (keys) => {
        expect(parseClosedPopups(serializeClosedPopups(new Set(keys)))).toEqual(new Set(keys));
      }),
    );
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(parseClosedPopups(raw)).toBeInstanceOf(Set);
      }),
    );
    expect(parseClosedPopups('{"a":1}')).toEqual(new Set());
    expect(parseClosedPopups('[1,"x",null]')).toEqual(new Set(['x']));
  });
});
