import { describe, expect, it } from 'vitest';
import type { Meta } from '@storybook/react-vite';
import { attributeTable } from '@kit/docs';
import type { WidgetDocs } from '@kit/docs';
import type { OptionSchema } from '@kit';

type StoryFile = { default: Meta };
type Widget = { default: { options: OptionSchema<Record<string, unknown>> } };
type Docs = { docs: WidgetDocs<Record<string, unknown>> };

const stories = import.meta.glob<StoryFile>('../../stories/**/*.stories.tsx', { eager: true });
const widgets = import.meta.glob<Widget>('../../widgets/*/*/index.ts', { eager: true });
const docsFiles = import.meta.glob<Docs>('../../widgets/*/*/docs.ts', { eager: true });

/** 'Containers/MiniCart' -> '../../widgets/containers/MiniCart/' */
const folderOf = (title: string): string => {
  const [group = '', name = ''] = title.split('/');
  return `../../widgets/${group.toLowerCase()}/${name}/`;
};

const widgetStories = Object.entries(stories).map(([path, file]) => {
  const title = file.default.title ?? path;
  const folder = folderOf(title);
  const description = (
    file.default.parameters as { docs?: { description?: { component?: string } } } | undefined
  )?.docs?.description?.component;
  return {
    title,
    description,
    docs: docsFiles[`${folder}docs.ts`]?.docs,
    widget: widgets[`${folder}index.ts`]?.default,
  };
});

// The docs page opens with what the README says about the widget, so the two cannot drift.
describe.each(widgetStories)('$title', ({ description, docs, widget }) => {
  it('is the story of a widget with docs', () => {
    expect(docs).toBeDefined();
    expect(widget).toBeDefined();
  });
  it("opens with the widget's summary and ends with its attribute table", () => {
    if (!docs || !widget) return;
    const table = attributeTable(widget.options, docs);
    expect(description?.slice(0, docs.summary.length)).toBe(docs.summary);
    expect(description?.slice(-table.length)).toBe(table);
  });
});
