import { describe, expect, it } from 'vitest';
import { isBuildRender } from '@domain/build-render';

describe('isBuildRender', () => {
  it("knows the build's document, which no browser's is", () => {
    expect(isBuildRender({ visibilityState: 'prerender' })).toBe(true);
    expect(isBuildRender({ visibilityState: 'visible' })).toBe(false);
    expect(isBuildRender({ visibilityState: 'hidden' })).toBe(false);
    expect(isBuildRender(document)).toBe(false);
  });
});
