import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// npm run i18n:check (scripts/check-i18n.mjs) sets LINGUI_CHECK_DIR: it extracts and compiles into that copy of the
// catalogs, never over the committed ones, and compiles without the fallback, so that `lingui compile --strict`
// fails on a missing translation instead of filling it in with Portuguese.
const checkDir = process.env.LINGUI_CHECK_DIR;
const catalogs = checkDir ?? '<rootDir>/locales';

export default defineConfig({
  sourceLocale: 'pt',
  locales: ['pt', 'en', 'ar', 'fa', 'ur', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: checkDir ? false : { default: 'pt' },
  catalogs: [
    {
      path: `${catalogs}/{locale}/messages`,
      include: ['packages/domain/src', 'packages/gateway/src', 'packages/ui/src', 'app/src'],
      exclude: ['**/node_modules/**', '**/__screenshots__/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
