// A page of prices: 500 PriceTags connected in jsdom against a store that answers at once,
// measured until every one shows its price. The prices ask for their skus in batches of 100
// (5 requests), with plain DOM and no React. Run with `npm run bench`.
import { bench, describe } from 'vitest';
import PriceTag from '@widgets/containers/PriceTag';
import { resetStores } from '@stores/seam';
import { fakeCatalog } from '../test/support/fake-catalog';

const TAGS = 500;

/** Settles once `count` prices show in the document. */
const shown = (count: number) =>
  new Promise<void>((resolve) => {
    const done = () => document.querySelectorAll('.mw-price').length >= count;
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });

describe(`${TAGS} PriceTags on a page`, () => {
  bench('connect until every one shows its price', async () => {
    resetStores();
    fakeCatalog();
    // The editor's fallback ($9.00) differs from the store's price ($10.00): every host is written.
    const hosts = Array.from({ length: TAGS }, () => {
      const host = document.createElement('span');
      host.textContent = '$9.00';
      return document.body.appendChild(host);
    });
    const ready = shown(TAGS);
    const disconnects = hosts.map((host, i) => PriceTag.connect(host, { sku: `book-${i}` }));
    await ready;
    disconnects.forEach((disconnect) => disconnect());
    hosts.forEach((host) => host.remove());
  });
});
