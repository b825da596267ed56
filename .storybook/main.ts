import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves public/mockServiceWorker.js for the MSW loader.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
