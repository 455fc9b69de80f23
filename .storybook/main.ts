import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No calls out of this machine: no telemetry, no "what's new" feed.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
