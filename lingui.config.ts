import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// npm run i18n:check (scripts/check-i18n.mjs) sets LINGUI_CHECK_DIR: it extracts and compiles into that copy of the
// catalogs, never over the committed ones, and compiles without the fallback, so that `lingui compile --strict`
// fails on a missing translation instead of filling it in with Portuguese.
const checkDir = process.env.LINGUI_CHECK_DIR;
const catalogs = checkDir ?? '<rootDir>/locales';

const sources = ['packages/domain/src', 'packages/gateway/src', 'packages/ui/src', 'app/src'];
const notSources = ['**/node_modules/**', '**/__screenshots__/**', '**/*.test.ts', '**/*.test.tsx'];
/**
 * The member centre and the cashier (the member area): their messages are a catalog of their own, loaded with
 * their lazy chunks (app/src/i18n/i18n.ts, `withCatalog`), so the catalog every page loads first does not carry them.
 * A message goes to the catalog of the file that defines it, wherever it is shown: the domain's cashier messages stay
 * in the site's catalog, since the gateway's refusal codes (domain/errors/gatewayCodes.ts) can show them anywhere.
 */
const memberAreaSources = [
  'packages/ui/src/cashier',
  'packages/ui/src/member',
  'app/src/features/cashier',
  'app/src/features/member',
  'packages/domain/src/records',
  'packages/ui/src/records',
  'app/src/features/records',
  'app/src/lib/recordList',
  'packages/domain/src/rewards',
  'packages/ui/src/rewards',
  'packages/ui/src/missions',
  'packages/ui/src/messages',
  'app/src/features/rewards',
  'app/src/features/referral',
  'app/src/features/security',
  'app/src/features/vip',
  'packages/ui/src/content/ResponsibleGamingPage',
  'app/src/routes/responsibleGaming',
];
/** The agent centre (/agentHome): a catalog of its own too, loaded with its chunks; players never download it. */
const agentAreaSources = [
  'packages/domain/src/agent',
  'packages/ui/src/agent',
  'app/src/features/agentCentre',
];

export default defineConfig({
  sourceLocale: 'pt',
  locales: ['pt', 'en', 'ar', 'fa', 'ur', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: checkDir ? false : { default: 'pt' },
  catalogs: [
    {
      path: `${catalogs}/{locale}/messages`,
      include: sources,
      exclude: [...notSources, ...[...memberAreaSources, ...agentAreaSources].map((dir) => `${dir}/**`)],
    },
    { path: `${catalogs}/{locale}/member`, include: memberAreaSources, exclude: notSources },
    { path: `${catalogs}/{locale}/agent`, include: agentAreaSources, exclude: notSources },
  ],
  format: formatter({ lineNumbers: false }),
});
