import type { ReactNode } from 'react';
import { render } from '@testing-library/react';

/**
 * Renders a container into its host on a page whose main heading is `heading`, as the loader
 * mounts it there. Returns the host.
 */
export function renderInPage(
  heading: string,
  element: (host: HTMLElement) => ReactNode,
): HTMLElement {
  document.body.innerHTML = `<main><h1>${heading}</h1><div id="host"></div></main>`;
  const host = document.getElementById('host') as HTMLElement;
  render(element(host), { container: host });
  return host;
}
