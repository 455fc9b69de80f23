import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TOC } from '@widgets/containers/TOC/TOC';
import {
  collectHeadings,
  currentHeading,
  nestHeadings,
  slugify,
} from '@widgets/containers/TOC/headings';
import { expectAccessible } from '../../setup/axe';

const article = () => {
  document.body.innerHTML = `<main><nav id="host" aria-label="Table of contents"></nav>
    <article id="body"><h1>Title</h1><h2>Why layers</h2><p>.</p><h3>The cascade</h3><h4>Deep</h4>
    <h2 id="custom">Browser support</h2><h2>Why layers</h2></article></main>`;
  return document.getElementById('host')!;
};

describe('TOC', () => {
  it('lists the article headings as nested links to anchors', async () => {
    const host = article();
    render(<TOC host={host} options={{ source: '#body', levels: [2, 3], title: 'Contents' }} />, {
      container: host,
    });
    const nav = screen.getByRole('navigation', { name: 'Table of contents' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Why layers', '#why-layers'],
      ['The cascade', '#the-cascade'],
      ['Browser support', '#custom'],
      ['Why layers', '#why-layers-2'],
    ]);
    expect(within(nav).getByRole('heading', { name: 'Contents' })).toBeTruthy();
    await expectAccessible();
  });

  it('moves focus to the section a link leads to', async () => {
    const host = article();
    render(<TOC host={host} options={{ source: '#body', levels: [2], title: 'Contents' }} />, {
      container: host,
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Browser support' }));
    expect(document.activeElement?.id).toBe('custom');
  });

  it('becomes a navigation landmark inside a plain element, and renders nothing without headings', async () => {
    document.body.innerHTML = '<div id="host"></div><article id="a"><p>No headings</p></article>';
    const host = document.getElementById('host')!;
    const { container } = render(
      <TOC host={host} options={{ source: '#a', levels: [2], title: 'Contents' }} />,
      { container: host },
    );
    expect(container.childElementCount).toBe(0);
    expect(host.getAttribute('role')).toBe('navigation');
  });

  it('marks the section being read', () => {
    const tops: Record<string, number> = { a: -500, b: 40, c: 900 };
    const headings = ['a', 'b', 'c'].map((id) => ({ id, text: id, level: 2 }));
    expect(currentHeading(headings, (id) => tops[id], 160)).toBe('b');
    expect(currentHeading(headings, () => 400, 160)).toBeUndefined();
  });

  it.each([
    ['CSS @layer, explained', 'css-layer-explained'],
    ['Ça marche !', 'ca-marche'],
    ['???', 'section'],
  ])('slugifies %s', (text, slug) => expect(slugify(text)).toBe(slug));

  it('nests by level and skips empty headings', () => {
    document.body.innerHTML = '<h2>A</h2><h3>B</h3><h2> </h2><h3>C</h3>';
    const nested = nestHeadings(collectHeadings(document, [2, 3]));
    expect(nested.map((n) => [n.text, n.children.map((c) => c.text)])).toEqual([['A', ['B', 'C']]]);
  });
});
