import { i18n } from '@lingui/core';
import type { MemberInfo } from '@sorte/gateway';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../config/runtimeConfig.ts';
import { gatewayLanguage } from '../lib/gatewayLanguage.ts';
import { runtimeConfigAtom } from '../state/configAtoms.ts';
import { languageAtom } from '../state/preferenceAtoms.ts';
import { memberAtom } from '../state/sessionAtoms.ts';
import { createAppStore } from '../state/store.ts';
import { formatLocaleAtom, formatMoneyAtom, moneyCurrencyAtom } from './formats.ts';
import { activateLanguage } from './i18n.ts';

const NBSP = '\u00a0';
const member = (currencySymbol?: string): MemberInfo => ({
  id: '1',
  account: 'jogador01',
  type: 0,
  ...(currencySymbol ? { currencySymbol } : {}),
});

afterEach(async () => {
  await activateLanguage('PT-BR');
});

describe("§1 money and numbers follow the player's chosen language, not its catalog", () => {
  it.each([
    ['PT-BR', 'pt-BR', `R$${NBSP}248.247,90`],
    ['EN', 'en', 'R$248,247.90'],
    ['ES', 'es', `248.247,90${NBSP}R$`],
    ['RU', 'ru', `248${NBSP}247,90${NBSP}R$`],
    ['TR', 'tr', 'R$248.247,90'],
  ] as const)('%s formats with %s: %s', (code, tag, expected) => {
    const store = createAppStore();
    store.set(languageAtom, code);
    expect(store.get(formatLocaleAtom)).toBe(tag);
    expect(store.get(formatMoneyAtom)(248247.9)).toBe(expected);
  });

  it("the currency is member info's currencySymbol when it names one, else the configured one, else BRL", () => {
    const store = createAppStore();
    expect(store.get(moneyCurrencyAtom)).toBe('BRL');
    const config = parseRuntimeConfig(
      JSON.stringify({
        mode: 'demo',
        gatewayUrl: 'https://gw.example',
        merchantCode: 'SORTE',
        currency: 'USD',
      }),
    );
    if (!config.ok) throw new Error(config.detail);
    store.set(runtimeConfigAtom, config.config);
    expect(store.get(moneyCurrencyAtom)).toBe('USD');
    store.set(memberAtom, member('R$'));
    expect(store.get(moneyCurrencyAtom)).toBe('BRL');
    store.set(memberAtom, member('eur'));
    expect(store.get(formatMoneyAtom)(1523.75)).toBe(`€${NBSP}1.523,75`);
  });
});

describe("§1 the gateway is told the chosen language's §1 code", () => {
  it.each([
    ['PT-BR', 'PT-BR'],
    ['PT', 'PT'],
    ['ES', 'ES'],
    ['TW', 'TW'],
    ['AR', 'AR'],
  ] as const)('%s → %s', async (code, sent) => {
    await activateLanguage(code);
    expect(gatewayLanguage()).toBe(sent);
    expect(i18n.locales).toEqual([expect.any(String)]);
  });
});
