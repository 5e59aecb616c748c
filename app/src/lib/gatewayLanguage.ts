import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, gatewayLanguageCode } from '@sorte/domain';

/** The language the gateway is told (Accept-Language and the `language`/`lang` parameters): its §1 code. */
export const gatewayLanguage = () => gatewayLanguageCode(i18n.locales?.[0] ?? DEFAULT_LANGUAGE);
