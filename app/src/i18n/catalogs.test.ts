import { i18n } from '@lingui/core';
import { correctInformationMessage, withdrawPasswordRequiredMessage } from '@sorte/domain';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage, withCatalog } from './i18n.ts';

// The test setup loads every pt and en message up front; these tests use the languages it leaves to the app.
const siteMessage = correctInformationMessage.id;
// Defined in packages/domain/src/cashier: the member area's catalog only (lingui.config.ts).
const memberAreaMessage = withdrawPasswordRequiredMessage.id;
const has = (id: string) => Object.hasOwn(i18n.messages, id);

afterAll(async () => {
  await activateLanguage('PT-BR');
});

describe("the member area's catalog loads with its parts, not with every page", () => {
  it("a language brings the site's catalog alone until a part asks for the member area's", async () => {
    await activateLanguage('AR');
    expect(has(siteMessage)).toBe(true);
    expect(has(memberAreaMessage)).toBe(false);

    const chunk = { MemberCentre: 'the lazy chunk' };
    await expect(withCatalog('member', Promise.resolve(chunk))).resolves.toBe(chunk);
    expect(i18n.locale).toBe('ar');
    expect(has(memberAreaMessage)).toBe(true);
  });

  it("then a language switch has the member area's texts in before the language is active", async () => {
    await activateLanguage('FA');
    expect(i18n.locale).toBe('fa');
    expect(has(memberAreaMessage)).toBe(true);
  });

  it('a part asking while a switch is loading gets its catalog in the new language too', async () => {
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    const switching = fresh.activateLanguage('UR');
    const chunk = fresh.withCatalog('member', Promise.resolve('chunk'));
    await Promise.all([switching, chunk]);
    expect(i18n.locale).toBe('ur');
    expect(has(siteMessage)).toBe(true);
    expect(has(memberAreaMessage)).toBe(true);
  });
});
