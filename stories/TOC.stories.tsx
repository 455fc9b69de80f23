import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOC } from '@widgets/containers/TOC/TOC';
import type { TocOptions } from '@widgets/containers/TOC/options';
import { ContainerHost } from './support/hosts';
import widget from '@widgets/containers/TOC';
import { docs } from '@widgets/containers/TOC/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const Article = ({ options, headings }: { options: TocOptions; headings: boolean }) => (
  <main style={{ display: 'grid', gridTemplateColumns: '14rem 1fr', gap: '2rem' }}>
    <ContainerHost Widget={TOC} options={options} as="nav" label="Table of contents" />
    <article id="story-article">
      <h1>Cascade layers in practice</h1>
      {headings ? (
        <>
          <h2>Why layers exist</h2>
          <p>Specificity wars end when the order of layers decides.</p>
          <h3>The old way</h3>
          <p>Ever longer selectors and the occasional !important.</p>
          <h3>The layered way</h3>
          <p>Declare the order once, then write plain selectors.</p>
          <h2>Browser support</h2>
          <p>Every evergreen browser ships @layer.</p>
          <h2>Migrating a design system</h2>
          <p>Start with resets, then components, then utilities.</p>
        </>
      ) : (
        <p>A short note without sections has no table of contents.</p>
      )}
    </article>
  </main>
);

const meta = {
  title: 'Containers/TOC',
  component: Article,
  tags: ['autodocs'],
  args: {
    headings: true,
    options: { ...defaultsOf(widget.options), source: '#story-article' },
  },
  parameters: docsPage(
    widget,
    docs,
    `Each entry links to its section, marked while it is read.

\`\`\`html
<nav data-container="TOC" data-source="#article-body" aria-label="Table of contents"></nav>
\`\`\`

Write it on a \`<nav>\` with an \`aria-label\`; on any other element the widget makes it a
navigation landmark itself.`,
  ),
} satisfies Meta<typeof Article>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SectionsOnly: Story = {
  args: { options: { source: '#story-article', levels: [2], title: 'In this article' } },
};

export const Empty: Story = { args: { headings: false } };
