import { describe, expect, it, vi } from 'vitest';
import { defaultConfig, mergeConfig, readPageConfig } from '@config/config';

const base = defaultConfig('http://localhost:4173');

describe('page configuration', () => {
  it('defaults to the reference backend on the page origin', () => {
    expect(base.vaultUrl).toBe('http://localhost:4173/vault');
    expect(base.search.url).toBe('http://localhost:4173/search');
  });

  it('merges a page element over the defaults', () => {
    document.body.innerHTML = `<script type="application/json" id="widgets-config">
      {"store": "smashing", "storefrontUrl": "https://smashing.swell.store/", "search": {"indexName": "prod"}}</script>`;
    const config = readPageConfig(document, vi.fn());
    expect(config.store).toBe('smashing');
    expect(config.storefrontUrl).toBe('https://smashing.swell.store');
    expect(config.search).toEqual({ ...defaultConfig(location.origin).search, indexName: 'prod' });
  });

  it.each([
    [[1], 'widgets-config must be a JSON object; using the defaults.'],
    [{ secretKey: 'x' }, 'widgets-config: unknown key "secretKey" ignored.'],
    [{ store: 3 }, 'widgets-config: "store" must be a non-empty string; using the default.'],
    [{ search: 'x' }, 'widgets-config: "search" must be a non-empty object; using the default.'],
  ])('reports %j and keeps the defaults', (input, message) => {
    const warn = vi.fn();
    expect(mergeConfig(base, input, warn)).toEqual(base);
    expect(warn).toHaveBeenCalledWith(message);
  });

  it('reports malformed JSON', () => {
    document.body.innerHTML = '<script type="application/json" id="widgets-config">{oops</script>';
    const warn = vi.fn();
    expect(readPageConfig(document, warn).store).toBe('magazine');
    expect(warn).toHaveBeenCalledWith('widgets-config is not valid JSON; using the defaults.');
  });
});
