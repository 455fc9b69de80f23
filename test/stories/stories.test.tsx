import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import { expectAccessible } from '../setup/axe';
import { recordRequests } from './requests';

type StoryFile = { default: Meta } & Record<string, StoryFn>;

// Every story file, so a new story is tested the moment it exists.
const files = import.meta.glob<StoryFile>('../../stories/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(files))('%s', (_path, file) => {
  const stories = Object.entries(composeStories(file));
  it('has stories', () => expect(stories.length).toBeGreaterThan(0));
  it.each(stories)('%s renders, passes axe and needs no network', async (_name, Story) => {
    // Storybook has no backend and a designer may have no network: a story's fakes answer
    // everything, and what it shows is in the repository.
    const requests = recordRequests();
    const run = async () => {
      // run(): loaders, render and the story's play function, as Storybook runs them.
      await Story.run();
      await expectAccessible(document.body);
    };
    // The page gets its fetch back whether or not the story passed.
    await run().finally(() => expect(requests.stop()).toEqual([]));
  });
});
