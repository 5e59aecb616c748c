import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/** The one plugin list shared by the app build, Storybook and every vitest project. */
export function sharedPlugins(): PluginOption[] {
  return [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin(),
  ];
}

/** Pre-bundled up front so a cold cache never re-optimises mid-run (which reloads the page under a test). */
export const sharedOptimizeDeps = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@vanilla-extract/css/functionSerializer',
  '@vanilla-extract/css/adapter',
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@lingui/core',
  '@lingui/react',
  '@radix-ui/react-dialog',
  '@radix-ui/react-tabs',
  'valibot',
  'embla-carousel-react',
  'dompurify',
  // The operator content pages' Markdown (app/src/features/operatorContent/markdown.ts).
  'marked',
];
