import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import { expectAccessible } from '../setup/axe';

type StoryFile = { default: Meta } & Record<string, StoryFn>;

// Every story file, so a new story is tested the moment it exists.
const files = import.meta.glob<StoryFile>('../../stories/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(files))('%s', (_path, file) => {
  const stories = Object.entries(composeStories(file));
  it('has stories', () => expect(stories.length).toBeGreaterThan(0));
  it.each(stories)('%s renders and passes axe', async (_name, Story) => {
    // run(): loaders, render and the story's play function, as Storybook runs them.
    await Story.run();
    await expectAccessible(document.body);
  });
});
