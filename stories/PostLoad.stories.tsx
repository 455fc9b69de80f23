import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import PostLoad from '@widgets/behaviours/PostLoad';
import { BehaviourHost } from './support/hosts';
import { swapClients } from '@stores/seam';
import { docs } from '@widgets/behaviours/PostLoad/docs';
import { docsPage } from './support/describe';

const FRAGMENT = `<h2>Related articles</h2><ul>
<li><a href="/articles/web-performance-budgets">Performance budgets that hold</a></li>
<li><a href="/articles/accessible-forms">Accessible forms, field by field</a></li></ul>`;

const HOSTILE = `<h2>Related articles</h2><script>document.title = 'pwned'</script>
<img src="data:," onerror="document.title = 'pwned'" alt="A broken picture">
<p><a href="javascript:document.title = 'pwned'">A trap</a> and <a href="/books/">our books</a></p>`;

/** The site answers fragments with `answer`; a rejected one never arrives. */
const siteAnswers = (answer: () => Promise<Response>) => () => {
  swapClients({ pageFetch: answer });
};

const Related = ({ src }: { src: string }) => (
  <main>
    <article>
      <h1>Cascade layers in practice</h1>
      <BehaviourHost behaviour={PostLoad} options={{ src }}>
        <section>
          <h2>Related articles</h2>
          <p>
            More on CSS in <a href="/articles/">all our articles</a>.
          </p>
        </section>
      </BehaviourHost>
    </article>
  </main>
);

const meta = {
  title: 'Behaviours/PostLoad',
  component: Related,
  tags: ['autodocs'],
  args: { src: '/assets/fragments/related-articles.html' },
  beforeEach: siteAnswers(async () => new Response(FRAGMENT)),
  parameters: docsPage(
    PostLoad,
    docs,
    `Downloads no React.

\`\`\`html
<section data-behaviour="PostLoad" data-src="/assets/fragments/related-articles.html">
  <h2>Related articles</h2><p>More on CSS in <a href="/articles/">all our articles</a>.</p>
</section>
\`\`\``,
  ),
} satisfies Meta<typeof Related>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Performance budgets that hold' });
  },
};

/** The fragment is on its way: the fallback shows, the element is busy. */
export const Loading: Story = {
  beforeEach: siteAnswers(() => new Promise<Response>(() => undefined)),
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    // It starts once the element nears the viewport, which a browser reports a moment later.
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Failed: Story = {
  beforeEach: siteAnswers(async () => new Response('Not found', { status: 404 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /More content could not be loaded/,
    );
    await canvas.findByRole('link', { name: 'all our articles' });
  },
};

export const OtherSiteRefused: Story = {
  args: { src: 'https://elsewhere.example/fragment.html' },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent(/Only parts of this site/);
  },
};

/** A fragment with a script, an `onerror` and a `javascript:` link: all of it inert. */
export const ScriptPayloadsInert: Story = {
  beforeEach: siteAnswers(async () => new Response(HOSTILE)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'our books' });
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(canvas.getByText('A trap')).not.toHaveAttribute('href');
  },
};
