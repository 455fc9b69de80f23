import { describe, expect, it } from 'vitest';
import { withImagesOn } from '@server/backend/image-urls';

const BASE = 'https://services.example';

describe('withImagesOn, images named by full address on the services', () => {
  it("names a product's images, an order line's image and a panel's image on the base", () => {
    const answer = {
      results: [{ id: 'p', images: [{ id: 'i', file: { url: '/assets/img/book-7.svg' } }] }],
      items: [{ image: '/assets/img/book-7.svg', product: { images: [] } }],
      panels: [{ image: { src: '/assets/img/hero.svg', alt: 'A hero' } }],
    };
    expect(withImagesOn(answer, BASE)).toEqual({
      results: [{ id: 'p', images: [{ id: 'i', file: { url: `${BASE}/assets/img/book-7.svg` } }] }],
      items: [{ image: `${BASE}/assets/img/book-7.svg`, product: { images: [] } }],
      panels: [{ image: { src: `${BASE}/assets/img/hero.svg`, alt: 'A hero' } }],
    });
    // The answer the route computed is left as it was.
    expect(answer.items[0]?.image).toBe('/assets/img/book-7.svg');
  });

  it('keeps full and scheme-relative addresses, other fields and other shapes as they are', () => {
    const answer = {
      url: '/checkout/order/',
      image: null,
      logo: '/assets/img/logo.svg',
      images: [
        { file: { url: 'https://cdn.example/a.png' } },
        { file: { url: '//cdn.example/b.png' } },
        'x',
        { file: {} },
      ],
      nested: { image: 'https://cdn.example/c.png', images: 'none' },
      count: 2,
    };
    expect(withImagesOn(answer, BASE)).toEqual(answer);
    expect(withImagesOn(null, BASE)).toBeNull();
    expect(withImagesOn('/assets/img/x.svg', BASE)).toBe('/assets/img/x.svg');
  });

  it('keeps the path of a base, as the services behind a proxy have one', () => {
    expect(withImagesOn({ image: '/assets/img/x.svg' }, 'https://example.org/services/')).toEqual({
      image: 'https://example.org/services/assets/img/x.svg',
    });
  });
});
