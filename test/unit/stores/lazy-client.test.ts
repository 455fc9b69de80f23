import { describe, expect, it, vi } from 'vitest';
import type { IdentityClient } from '@api/identity';
import { lazyClient } from '@stores/lazy-client';
import { swapClients } from '@stores/seam';

const client = (name: string): IdentityClient =>
  ({ name, current: () => null }) as unknown as IdentityClient;

describe('a lazy client behind the seam', () => {
  it('is built on first use only, then kept', () => {
    const build = vi.fn(() => client('real'));
    const identity = lazyClient('identity', build);
    expect(build).not.toHaveBeenCalled();
    const first = identity();
    expect(identity()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('hands out the swapped fake without building the real one', () => {
    const build = vi.fn(() => client('real'));
    const identity = lazyClient('identity', build);
    const fake = client('fake');
    swapClients({ identity: fake });
    expect(identity()).toBe(fake);
    expect(build).not.toHaveBeenCalled();
  });

  it("is built again once a swap ends, so no test or story sees another's client", () => {
    const build = vi.fn(() => client('real'));
    const identity = lazyClient('identity', build);
    const before = identity();
    swapClients({ identity: client('fake') });
    swapClients({});
    const after = identity();
    expect(after).not.toBe(before);
    expect(identity()).toBe(after);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
