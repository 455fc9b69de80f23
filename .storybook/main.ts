import type { StorybookConfig } from '@storybook/react-vite';
import { aliases } from '../aliases';

/**
 * The local files stories show by path, served as a page serves them: the demo magazine's
 * images and fragments under /assets, the stories' own (avatars) under /story-assets. Stories
 * never reach for another host (test/stories checks both).
 */
export const staticDirs = [
  { from: '../demo/site/assets', to: '/assets' },
  { from: '../stories/assets', to: '/story-assets' },
] as const;

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [...staticDirs],
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
