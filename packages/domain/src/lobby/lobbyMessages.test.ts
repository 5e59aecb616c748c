import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import * as messages from './lobbyMessages.ts';

function descriptors(value: unknown): MessageDescriptor[] {
  if (value !== null && typeof value === 'object' && 'id' in value) return [value as MessageDescriptor];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(descriptors);
  return [];
}

describe('§2/§3/§4 lobby texts are Lingui descriptors with Portuguese sources', () => {
  const all = Object.values(messages).flatMap(descriptors);

  it('every descriptor has an id and a non-empty source', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    for (const descriptor of all) {
      expect(descriptor.id).toEqual(expect.any(String));
      expect(descriptor.message?.trim()).toBeTruthy();
    }
  });

  it('every category, class and status has its own text (the shared ones are All/Hot/Favourites/Promotions)', () => {
    const groups = [
      messages.categoryMessages,
      messages.slotClassMessages,
      messages.liveClassMessages,
      messages.promotionStatusMessages,
    ];
    for (const group of groups) {
      const ids = Object.values(group).map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
