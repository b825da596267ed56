import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/ui/theme/fonts';
import '../src/ui/styles/global.css';
import { withJotai, withRouter, withTheme } from './decorators';

const preview: Preview = {
  // Every story gets a docs page (autodocs) built from its component's JSDoc.
  tags: ['autodocs'],
  loaders: [mswLoader()],
  decorators: [withRouter, withJotai, withTheme],
  parameters: {
    // A story with an accessibility violation fails its test.
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'UI', 'Features', 'Pages', 'App'] },
    },
  },
};

export default preview;
