// Mounting many containers: one React root with portals (what the loader does) against one
// root per element. Run with `npm run bench`, which prints the ratio.
import { bench, describe } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { mountContainer } from '@loader/react-host';

const WIDGETS = 50;
const Widget = ({ n }: { n: number }) => (
  <ul>
    {Array.from({ length: 10 }, (_, i) => (
      <li key={i}>
        item {n}.{i}
      </li>
    ))}
  </ul>
);

const hosts = () =>
  Array.from({ length: WIDGETS }, () => document.body.appendChild(document.createElement('div')));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe(`mount ${WIDGETS} containers`, () => {
  bench('one root, portals', () => {
    const elements = hosts();
    const unmounts: (() => void)[] = [];
    act(() => {
      elements.forEach((host, n) =>
        unmounts.push(
          mountContainer(
            host,
            Widget,
            { n },
            () => undefined,
            () => undefined,
          ),
        ),
      );
    });
    act(() => unmounts.forEach((unmount) => unmount()));
    elements.forEach((host) => host.remove());
  });

  bench('one root per element', () => {
    const elements = hosts();
    const roots = elements.map((host) => createRoot(host));
    act(() => roots.forEach((root, n) => root.render(<Widget n={n} />)));
    act(() => roots.forEach((root) => root.unmount()));
    elements.forEach((host) => host.remove());
  });
});
