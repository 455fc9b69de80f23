import { describe, expect, it } from 'vitest';
import { firstImageUrl } from '@domain/product-image';

describe("a product's first image", () => {
  it("reads the first image's file address", () =>
    expect(firstImageUrl([{ file: { url: '/covers/a.jpg' } }, { file: { url: '/b.jpg' } }])).toBe(
      '/covers/a.jpg',
    ));

  it.each([
    ['no list', undefined],
    ['an empty list', []],
    ['an image that is not an object', ['/covers/a.jpg']],
    ['an image without a file', [{ url: '/covers/a.jpg' }]],
    ['a file that is not an object', [{ file: '/covers/a.jpg' }]],
    ['a file without an address', [{ file: { id: 'f1' } }]],
    ['a blank address', [{ file: { url: '  ' } }]],
  ])('has none for %s', (_, images) => expect(firstImageUrl(images)).toBeUndefined());
});
