import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DownloadList } from '@widgets/shared/DownloadList';

const PRODUCTS = [
  {
    productId: 'p1',
    product: 'Smashing Book 7',
    files: [
      { id: 'f1', label: 'PDF', href: 'https://downloads.test/f1' },
      { id: 'f2', label: 'ePUB', href: 'https://downloads.test/f2' },
    ],
  },
  { product: 'Inclusive Components', files: [{ id: 'f3', label: 'PDF', href: '/f3' }] },
];

describe('DownloadList', () => {
  it('gives each file a link that names its format and its product', () => {
    render(<DownloadList products={PRODUCTS} block="mw-order" productAs="span" />);
    const epub = screen.getByRole('link', { name: 'Download ePUB of Smashing Book 7' });
    expect(epub.getAttribute('href')).toBe('https://downloads.test/f2');
    const pdf = screen.getByRole('link', { name: 'Download PDF of Inclusive Components' });
    expect(pdf.getAttribute('href')).toBe('/f3');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('heads each product where the products are the page’s subject', () => {
    render(<DownloadList products={PRODUCTS} block="mw-downloads" productAs="h2" />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Smashing Book 7', 'Inclusive Components']);
    const [first] = screen.getAllByRole('listitem');
    expect(within(first as HTMLElement).getAllByRole('link')).toHaveLength(2);
  });
});
