import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countsAfterReading,
  countsAfterReadingAll,
  inboxPageCount,
  markAllMessagesRead,
  markMessageRead,
  messageCategoryOf,
} from './messages.ts';

describe('§2 messages badge (CSP_unreadCount): reading lowers it at once', () => {
  it('one fewer unread message, never below 0', () => {
    expect(countsAfterReading({ total: 6, counts: { messages: 3, missions: 2, rewards: 1 } })).toEqual({
      total: 5,
      counts: { messages: 2, missions: 2, rewards: 1 },
    });
    expect(countsAfterReading({ total: 0, counts: { messages: 0 } })).toEqual({
      total: 0,
      counts: { messages: 0 },
    });
    expect(countsAfterReading({ total: 4, counts: {} })).toEqual({ total: 3, counts: { messages: 3 } });
  });

  it('for any counts the badge drops by one or stays at 0', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (total, messages) => {
        const after = countsAfterReading({ total, counts: { messages } });
        expect(after.counts.messages).toBe(Math.max(0, messages - 1));
        expect(after.total).toBe(Math.max(0, total - 1));
      }),
    );
  });

  it('marks one message read and leaves the others', () => {
    const list = [
      { id: 'a', read: false },
      { id: 'b', read: false },
    ];
    expect(markMessageRead(list, 'a')).toEqual([
      { id: 'a', read: true },
      { id: 'b', read: false },
    ]);
    expect(markMessageRead(list, 'z')).toEqual(list);
  });

  it('pages of 10, at least one page', () => {
    expect([0, 1, 10, 11, 35].map((total) => inboxPageCount(total))).toEqual([1, 1, 1, 2, 4]);
    expect(inboxPageCount(5, 2)).toBe(3);
  });
});

describe('issue 23 item 6: messages marked all read, in categories', () => {
  it('mark all read: every message read, the messages badge at 0 and the other badges kept', () => {
    expect(markAllMessagesRead([{ read: false }, { read: true }])).toEqual([{ read: true }, { read: true }]);
    expect(countsAfterReadingAll({ total: 6, counts: { messages: 3, missions: 2, rewards: 1 } })).toEqual({
      total: 3,
      counts: { messages: 0, missions: 2, rewards: 1 },
    });
    expect(countsAfterReadingAll({ total: 4, counts: {} })).toEqual({ total: 0, counts: { messages: 0 } });
  });

  it('reads a gateway category word as ours, any case or separator; an unknown word is none', () => {
    expect(messageCategoryOf('SYSTEM')).toBe('system');
    expect(messageCategoryOf('Promo')).toBe('promotion');
    expect(messageCategoryOf('ACTIVITY')).toBe('promotion');
    expect(messageCategoryOf('Transaction')).toBe('account');
    expect(messageCategoryOf('withdraw-al')).toBe('account');
    expect(messageCategoryOf('weather')).toBeUndefined();
    expect(messageCategoryOf(undefined)).toBeUndefined();
  });
});
