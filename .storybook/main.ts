import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The workbench probes prove the decorators and the MSW world; they are Storybook's
  // own, not the product's, so they live here beside the config.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)', './workbench/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves the MSW worker for the loader; it lives beside the mocks so the shop's
  // production build never ships it.
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
