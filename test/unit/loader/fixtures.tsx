import { vi } from 'vitest';
import type { Registry } from '@widgets/registry';
import { defineBehaviour, defineContainer, opt } from '@kit';

/** A registry of test widgets whose lifecycle the tests can observe. */
export function testRegistry() {
  const connected: HTMLElement[] = [];
  const disconnected: HTMLElement[] = [];
  const Hello = defineContainer<{ name: string }>({
    options: { name: opt.string('world') },
    Component: ({ options }) => <p>Hello, {options.name}</p>,
  });
  const Broken = defineContainer<Record<string, never>>({
    options: {},
    Component: () => {
      throw new Error('render exploded');
    },
  });
  const Marker = defineBehaviour<{ count: number; sku: string }>({
    options: { count: opt.integer(1, 1, 99), sku: opt.requiredString() },
    connect(host, options) {
      connected.push(host);
      host.dataset.seen = `${options.sku}x${options.count}`;
      return () => disconnected.push(host);
    },
  });
  const loads = { Hello: 0, Missing: 0 };
  const registry: Registry = {
    containers: {
      Hello: {
        load: () => {
          loads.Hello++;
          return Promise.resolve({ default: Hello as never });
        },
      },
      Broken: { load: () => Promise.resolve({ default: Broken as never }) },
      Missing: {
        load: () => {
          loads.Missing++;
          return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
        },
      },
      Skipped: { load: vi.fn(), when: () => false },
    },
    behaviours: {
      Marker: { load: () => Promise.resolve({ default: Marker as never }) },
    },
  };
  return { registry, connected, disconnected, loads };
}
