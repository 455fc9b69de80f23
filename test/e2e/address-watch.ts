import type { BrowserContext, Page } from 'playwright-core';

/**
 * Every address a reader's data could land in: each request line the browser sends (any
 * frame, any method), each address the page shows, and, at the end, each entry of the tab's
 * history (read from the browser itself, so replaced entries show as they are now).
 */
export interface AddressWatch {
  /** The addresses seen so far and the history as it stands. */
  all(): Promise<string[]>;
  /** Those of `all()` that hold `password=` or one of `values`, as typed or encoded. */
  leaks(values: readonly string[]): Promise<string[]>;
}

/** An address as a server or a log would read it: each escape undone, `+` a space. */
const readable = (address: string): string => {
  try {
    return decodeURIComponent(address.replace(/\+/g, ' '));
  } catch {
    return address;
  }
};

export function watchAddresses(context: BrowserContext, page: Page): AddressWatch {
  const seen: string[] = [];
  context.on('request', (request) => seen.push(`${request.method()} ${request.url()}`));
  page.on('framenavigated', (frame) => seen.push(`address ${frame.url()}`));
  const history = async () => {
    const cdp = await context.newCDPSession(page);
    const { entries } = await cdp.send('Page.getNavigationHistory');
    await cdp.detach();
    return entries.map((entry) => `history ${entry.url}`);
  };
  const all = async () => [...seen, ...(await history())];
  return {
    all,
    async leaks(values) {
      return (await all()).filter((line) => {
        const plain = readable(line);
        return (
          /password=/i.test(line) ||
          /password=/i.test(plain) ||
          values.some((value) => line.includes(value) || plain.includes(value))
        );
      });
    },
  };
}
