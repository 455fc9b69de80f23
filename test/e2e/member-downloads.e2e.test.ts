import { describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { collectErrors, hasChromium, useDemo } from './harness';
import { PASSWORD, buyEbook, mailedLink, newMember, uniqueEmail as unique } from './journeys';

/** Another member, confirmed over HTTP: their access token, as their own browser holds it. */
async function otherMembersToken(request: APIRequestContext, base: string): Promise<string> {
  const email = unique('other-reader');
  const signup = await request.post(`${base}/identity/signup`, {
    data: { email, password: PASSWORD },
  });
  expect(signup.status()).toBe(200);
  const token = new URL(await mailedLink(request, base, email, 'signup-confirmation')).hash.replace(
    /^#confirmation_token=/,
    '',
  );
  const verified = await request.post(`${base}/identity/verify`, {
    data: { type: 'signup', token },
  });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { access_token: string }).access_token;
}

/** The link with its token's signature changed by one character. */
const tampered = (href: string): string => {
  const url = new URL(href);
  const jwt = url.searchParams.get('jwt') ?? '';
  const last = jwt.at(-2) === 'A' ? 'B' : 'A';
  url.searchParams.set('jwt', `${jwt.slice(0, -2)}${last}${jwt.slice(-1)}`);
  return url.href;
};

const payloadOf = (href: string): Record<string, unknown> => {
  const jwt = new URL(href).searchParams.get('jwt') ?? '';
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
};

describe.runIf(hasChromium)('member downloads in Chromium', () => {
  const { fresh } = useDemo();

  it("a member buys an ebook, downloads it from /membership/downloads; nobody else's token opens it", async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const email = unique('ebook-reader');
    await newMember(page, base, email);

    // Nothing bought yet: the page says where the books are.
    await page.goto(`${base}/membership/downloads`);
    await page.getByText('No downloads yet: ebooks you buy appear here.').waitFor();

    // The eBook alone through the checkout: an address to bill, no shipping.
    await buyEbook(page, base, email);

    await page.goto(`${base}/membership/downloads`);
    await page.getByRole('heading', { name: 'Smashing Book 7 (eBook)' }).waitFor();
    const pdf = page.getByRole('link', { name: 'Download PDF of Smashing Book 7 (eBook)' });
    const href = new URL((await pdf.getAttribute('href')) ?? '', base).href;
    expect(href).toMatch(new RegExp(`^${base}/downloads/me/downloads/smashing-book-7-pdf\\?jwt=`));
    // The member's own access token, not a token for one order.
    expect(payloadOf(href)).toMatchObject({ email });

    // Following the link hands over the file.
    const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const epub = await page.request.get(
      new URL(
        (await page
          .getByRole('link', { name: 'Download ePUB of Smashing Book 7 (eBook)' })
          .getAttribute('href')) ?? '',
        base,
      ).href,
    );
    expect(epub.status()).toBe(200);
    expect(epub.headers()['content-type']).toBe('application/epub+zip');

    // Another member's token, in the same link, is refused; so is a tampered one.
    const other = await otherMembersToken(page.request, base);
    const theirs = new URL(href);
    theirs.searchParams.set('jwt', other);
    const refused = await page.request.get(theirs.href);
    expect(refused.status()).toBe(403);
    const forged = await page.request.get(tampered(href));
    expect(forged.status()).toBe(401);
    expect(errors).toEqual([]);
  });
});
