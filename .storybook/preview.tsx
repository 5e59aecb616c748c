import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { SafeHtmlPolicyProvider } from '@sorte/ui';
import { registerArabicScriptFont } from '@sorte/ui/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect } from 'react';
import demoConfig from '../app/public/config.json';
import { messages as arAgent } from '../locales/ar/agent.po';
import { messages as arMember } from '../locales/ar/member.po';
import { messages as arMessages } from '../locales/ar/messages.po';
import { messages as enAgent } from '../locales/en/agent.po';
import { messages as enMember } from '../locales/en/member.po';
import { messages as enMessages } from '../locales/en/messages.po';
import { messages as faAgent } from '../locales/fa/agent.po';
import { messages as faMember } from '../locales/fa/member.po';
import { messages as faMessages } from '../locales/fa/messages.po';
import { messages as pseudoAgent } from '../locales/pseudo/agent.po';
import { messages as pseudoMember } from '../locales/pseudo/member.po';
import { messages as pseudoMessages } from '../locales/pseudo/messages.po';
import { messages as ptAgent } from '../locales/pt/agent.po';
import { messages as ptMember } from '../locales/pt/member.po';
import { messages as ptMessages } from '../locales/pt/messages.po';
import { messages as urAgent } from '../locales/ur/agent.po';
import { messages as urMember } from '../locales/ur/member.po';
import { messages as urMessages } from '../locales/ur/messages.po';
import { storyLocales } from '../packages/ui/src/i18n/storyLocales.ts';

/** Gateway HTML in stories may point at the demo site's link and image hosts, as on the demo site. */
const demoHtmlPolicy = { linkHosts: demoConfig.allowedLinkHosts, imageHosts: demoConfig.imageHosts };

// Every catalog up front (the app loads the member area's and the agent centre's with their chunks): any story may show any message.
i18n.load({
  pt: { ...ptMessages, ...ptMember, ...ptAgent },
  en: { ...enMessages, ...enMember, ...enAgent },
  ar: { ...arMessages, ...arMember, ...arAgent },
  fa: { ...faMessages, ...faMember, ...faAgent },
  ur: { ...urMessages, ...urMember, ...urAgent },
  pseudo: { ...pseudoMessages, ...pseudoMember, ...pseudoAgent },
});
i18n.activate('pt', [storyLocales['PT-BR'].tag]);
// Registered from the start, whatever the story's language: the story files share one page (isolate: false), so a
// font registered by an earlier Arabic story would otherwise change how a later story draws Arabic text.
registerArabicScriptFont();

const withThemeLocaleAndDirection: Decorator = (Story, context) => {
  const locale = storyLocales[context.globals.locale as keyof typeof storyLocales] ?? storyLocales['PT-BR'];
  const dir =
    context.globals.direction === 'auto' || !context.globals.direction
      ? locale.dir
      : context.globals.direction;
  // Like the app: the catalog's texts, the language's own tag for numbers, money and dates.
  if (i18n.locale !== locale.catalog || i18n.locales?.[0] !== locale.tag)
    i18n.activate(locale.catalog, [locale.tag]);
  useEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
    html.lang = locale.tag;
    html.dir = dir;
  }, [context.globals.theme, locale, dir]);
  return (
    <I18nProvider i18n={i18n}>
      <SafeHtmlPolicyProvider value={demoHtmlPolicy}>
        <Story />
      </SafeHtmlPolicyProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeLocaleAndDirection],
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: Object.keys(storyLocales), dynamicTitle: true },
    },
    direction: {
      description: 'Text direction (auto follows the language)',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['auto', 'ltr', 'rtl'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'PT-BR', direction: 'auto' },
  // A docs page for every ui component: its props, its states (the stories) and usage; app screens opt out.
  tags: ['autodocs'],
  parameters: {
    // Each story of a docs page in its own frame: popups portal to the page's body and MSW answers per frame.
    docs: { story: { inline: false, height: '480px' }, toc: true },
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    viewport: {
      options: {
        phone: { name: 'Phone (360)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        laptop: { name: 'Laptop (1366)', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
