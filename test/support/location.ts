import { vi } from 'vitest';

/**
 * jsdom cannot navigate: widgets that go somewhere (after login, on a route rule) get a
 * location whose `assign` and `replace` are recorded, at the URL the test names.
 */
export function fakeLocation(url: string) {
  const parsed = new URL(url, 'http://localhost:3000');
  const location = {
    href: parsed.href,
    origin: parsed.origin,
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    assign: vi.fn(),
    replace: vi.fn(),
  };
  vi.spyOn(window, 'location', 'get').mockReturnValue(location as unknown as Location);
  return location;
}
