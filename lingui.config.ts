import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'pt',
  locales: ['pt', 'en', 'ar', 'fa', 'ur', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'pt' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['packages/domain/src', 'packages/gateway/src', 'packages/ui/src', 'app/src'],
      exclude: ['**/node_modules/**', '**/__screenshots__/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
