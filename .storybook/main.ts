import type { StorybookConfig } from '@storybook/react-vite';
import { aliases } from '../aliases';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No calls out of this machine: no telemetry, no "what's new" feed.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The layer aliases of tsconfig.json (`@kit`, `@stores/...`), as the build resolves them.
  viteFinal: (vite) => {
    const own = vite.resolve?.alias ?? [];
    const theirs = Array.isArray(own)
      ? own
      : Object.entries(own).map(([find, replacement]) => ({ find, replacement }));
    return { ...vite, resolve: { ...vite.resolve, alias: [...aliases, ...theirs] } };
  },
};

export default config;
