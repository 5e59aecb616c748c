import type { StorybookConfig } from '@storybook/react-vite';
import { sharedOptimizeDeps, sharedPlugins } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../app/src/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../app/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Storybook adds a bare react() plugin; ours carries the Lingui macro, and two react plugins break the build.
    const plugins = (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (plugin) =>
          !(
            plugin &&
            typeof plugin === 'object' &&
            'name' in plugin &&
            String(plugin.name).startsWith('vite:react')
          ),
      );
    return {
      ...viteConfig,
      plugins: [...plugins, ...sharedPlugins()],
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        include: [...(viteConfig.optimizeDeps?.include ?? []), ...sharedOptimizeDeps],
      },
    };
  },
};

export default config;
