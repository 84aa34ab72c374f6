import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // TypeScript 6 keeps a JS API, but react-docgen is faster and needs none.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // The PWA plugin's runtime is over the precache limit inside Storybook (STACK.md); the app's
    // icons and offline page (pwa-assets) have no use there either.
    viteConfig.plugins = (viteConfig.plugins ?? []).flat().filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && /^(vite-plugin-pwa|pwa-assets)/.test(String(plugin.name))),
    );
    return viteConfig;
  },
};

export default config;
