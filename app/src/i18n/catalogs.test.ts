import { i18n } from '@lingui/core';
import { correctInformationMessage } from '@sorte/domain';
import { MEMBER_CENTRE_ITEM_LABELS } from '@sorte/ui';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from './i18n.ts';

// The test setup loads every pt and en message up front; these tests use the languages it leaves to the app.
const siteMessage = correctInformationMessage.id;
// Defined in packages/ui/src/member: the member area's catalog only (lingui.config.ts).
const memberAreaMessage = MEMBER_CENTRE_ITEM_LABELS.securityCenter.id;
const has = (id: string) => Object.hasOwn(i18n.messages, id);
/** The catalogs as a page starts them: the test setup's preloading of the popups asked for the member area's. */
async function freshCatalogs() {
  vi.resetModules();
  return import('./i18n.ts');
}

afterAll(async () => {
  await activateLanguage('PT-BR');
});

describe("the member area's catalog loads with its parts, not with every page", () => {
  let catalogs: Awaited<ReturnType<typeof freshCatalogs>>;
  beforeAll(async () => {
    catalogs = await freshCatalogs();
  });

  it("a language brings the site's catalog alone until a part asks for the member area's", async () => {
    await catalogs.activateLanguage('AR');
    expect(has(siteMessage)).toBe(true);
    expect(has(memberAreaMessage)).toBe(false);

    const chunk = { MemberCentre: 'the lazy chunk' };
    await expect(catalogs.withCatalog('member', Promise.resolve(chunk))).resolves.toBe(chunk);
    expect(i18n.locale).toBe('ar');
    expect(has(memberAreaMessage)).toBe(true);
  });

  it("then a language switch has the member area's texts in before the language is active", async () => {
    await catalogs.activateLanguage('FA');
    expect(i18n.locale).toBe('fa');
    expect(has(memberAreaMessage)).toBe(true);
  });

  it('a part asking while a switch is loading gets its catalog in the new language too', async () => {
    const fresh = await freshCatalogs();
    const switching = fresh.activateLanguage('UR');
    const chunk = fresh.withCatalog('member', Promise.resolve('chunk'));
    await Promise.all([switching, chunk]);
    expect(i18n.locale).toBe('ur');
    expect(has(siteMessage)).toBe(true);
    expect(has(memberAreaMessage)).toBe(true);
  });
});
