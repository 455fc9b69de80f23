import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADS_PER_AREA, adsForArea, isEligibleAd, mergeAds } from '@domain';
import type { Ad } from '@domain';
import { PLACEMENTS } from '@server/services/ads/partners';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';

const PUBLIC_URL = 'http://127.0.0.1';
const ADS_DIR = fileURLToPath(new URL('../../../demo/site/assets/img/ads/', import.meta.url));

// WCAG relative luminance and contrast ratio of two #rrggbb colours.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('ads proxy', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend({ publicUrl: PUBLIC_URL });
  });
  afterAll(() => backend.close());

  const friskies = async () => {
    const res = await fetch(`${backend.base}/ads/friskies`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { ads: Ad[] };
    expect(Object.keys(body)).toEqual(['ads']);
    return body.ads;
  };
  // The statlink and logo are absolute on the public URL; the test server listens elsewhere.
  const local = (link: string) => `${backend.base}${new URL(link).pathname}`;
  const refused = async (res: Response, status: number) => {
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ msg: expect.any(String) });
  };

  it('serves complete ads with absolute links, local logos and readable colours', async () => {
    const ads = await friskies();
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) {
      expect(Object.keys(ad).sort()).toEqual(
        [
          'active',
          'colours',
          'company',
          'description',
          'external_id',
          'logo',
          'placement',
          'statlink',
        ].sort(),
      );
      expect(ad.statlink).toBe(`${PUBLIC_URL}/ads/click/${ad.external_id}`);
      expect(ad.logo).toMatch(new RegExp(`^${PUBLIC_URL}/assets/img/ads/[a-z-]+\\.svg$`));
      expect(existsSync(`${ADS_DIR}${ad.logo!.split('/').pop()}`)).toBe(true);
      expect(PLACEMENTS).toContain(ad.placement);
      const { background, foreground, accent } = ad.colours!;
      expect([background, foreground, accent]).toEqual([
        expect.stringMatching(/^#[0-9a-f]{6}$/),
        expect.stringMatching(/^#[0-9a-f]{6}$/),
        expect.stringMatching(/^#[0-9a-f]{6}$/),
      ]);
      expect(contrast(foreground!, background!)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('serves the logos as SVG from the magazine assets', async () => {
    const [ad] = await friskies();
    const res = await fetch(local(ad!.logo!));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+"/);
  });

  it('rotates: two calls merge into two different eligible ads for every placement', async () => {
    const first = await friskies();
    const second = await friskies();
    expect(second.map((a) => a.external_id)).not.toEqual(first.map((a) => a.external_id));
    const merged = mergeAds(first, second);
    for (const placement of PLACEMENTS) {
      // One live campaign per placement per call, as a network serves one impression per zone.
      expect(adsForArea(first, placement)).toHaveLength(1);
      const shown = adsForArea(merged, placement);
      expect(shown).toHaveLength(ADS_PER_AREA);
      expect(new Set(shown.map((a) => a.company)).size).toBe(ADS_PER_AREA);
      expect(shown.every((a) => a.placement === placement)).toBe(true);
    }
  });

  it('cycles through every live campaign and lists paused ones as inactive', async () => {
    const seen = new Map<string, Ad>();
    for (let call = 0; call < 6; call++)
      for (const ad of await friskies()) seen.set(ad.external_id, ad);
    const all = [...seen.values()];
    expect(all.filter(isEligibleAd).length).toBeGreaterThanOrEqual(3 * PLACEMENTS.length);
    const paused = all.filter((a) => !isEligibleAd(a));
    expect(paused.length).toBeGreaterThan(0);
    expect(paused.every((a) => a.active === false)).toBe(true);
  });

  it('counts a click and redirects to the partner page, keeping nothing about the reader', async () => {
    const [ad] = (await friskies()).filter(isEligibleAd);
    const stats = async () =>
      (
        (await (await fetch(`${backend.base}/ads/stats`)).json()) as {
          clicks: Record<string, number>;
        }
      ).clicks;
    const before = (await stats())[ad!.external_id];

    const res = await fetch(local(ad!.statlink!), {
      redirect: 'manual',
      headers: { Cookie: 'session=secret', Referer: 'http://127.0.0.1/articles/x' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('set-cookie')).toBeNull();
    const location = new URL(res.headers.get('location')!, backend.base);
    expect(location.origin).toBe(backend.base);
    expect(location.pathname).toMatch(/^\/ads\/partners\/[a-z-]+$/);
    expect(location.searchParams.get('utm_campaign')).toBe(ad!.external_id);

    const clicks = await stats();
    expect(clicks[ad!.external_id]).toBe(before! + 1);
    // Counts per campaign are all there is.
    expect(Object.values(clicks).every((n) => typeof n === 'number')).toBe(true);

    const page = await fetch(location);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(ad!.company!.replace(/&/g, '&#38;'));
    expect(html).toContain('demo partner');
  });

  it('answers unknown ads, partners and paths with a 404 { msg }', async () => {
    await refused(
      await fetch(`${backend.base}/ads/click/no-such-campaign`, { redirect: 'manual' }),
      404,
    );
    await refused(await fetch(`${backend.base}/ads/click/%E0%A4%A`, { redirect: 'manual' }), 404);
    await refused(await fetch(`${backend.base}/ads/partners/nobody`), 404);
    await refused(await fetch(`${backend.base}/ads/`), 404);
    await refused(await fetch(`${backend.base}/ads/friskies.json`), 404);
  });

  it('answers another method with a 405 { msg }', async () => {
    await refused(await fetch(`${backend.base}/ads/friskies`, { method: 'POST', body: '{}' }), 405);
  });
});
