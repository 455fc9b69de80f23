import { afterEach, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLoader } from '@loader/loader';
import type { Loader } from '@loader/loader';
import { defineContainer } from '@kit';
import { useFormState } from '@kit/react/form-state';
import type { Registry } from '@widgets/registry';

let loader: Loader | undefined;
afterEach(() => {
  loader?.stop();
  loader = undefined;
});

/** A slow device: the render outlasts the scheduler's slice, so React yields before effects. */
const renderSlowly = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

/** A form on the kit's form state (signals), which subscribes in the component's effects. */
function NameForm({ slow }: { slow: boolean }) {
  if (slow) renderSlowly(10);
  const form = useFormState(() => ({ name: '' }), {});
  const sent = useFormState(() => ({ name: '' }), {});
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent.set('name', form.fields.name.value);
      }}
    >
      <label htmlFor="s-name">Name</label>
      <input id="s-name" name="name" {...form.input('name')} />
      <button type="submit">Send</button>
      {sent.fields.name.value && <p role="status">Sent {sent.fields.name.value}</p>}
    </form>
  );
}

/** The reader's next key, typed at the first moment the component's field is on the page. */
const typeOnSwap = (host: HTMLElement, key: string) =>
  new Promise<void>((resolve) => {
    const watch = new MutationObserver(() => {
      const field = host.querySelector<HTMLInputElement>('[data-widget-slot] input');
      if (!field) return;
      watch.disconnect();
      const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
      value?.set?.call(field, `${field.value}${key}`);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      resolve();
    });
    watch.observe(host, { childList: true });
  });

it('keeps a key pressed as the page’s first component takes over on a slow device', async () => {
  // A fresh React host: the page's first container starts the root, a render whose effects
  // (where the form state subscribes) React may run in a later task than the commit.
  vi.resetModules();
  document.body.innerHTML = `<div data-container="Name" data-prerendered="">${renderToStaticMarkup(
    <NameForm slow={false} />,
  )}</div>`;
  const host = document.querySelector<HTMLElement>('[data-container]')!;
  let arrive: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => (arrive = resolve));
  const widget = defineContainer<Record<string, never>>({
    options: {},
    Component: () => <NameForm slow />,
  });
  const registry: Registry = {
    containers: { Name: { load: () => arrival.then(() => ({ default: widget as never })) } },
    behaviours: {},
  };
  loader = createLoader(document, { registry, reactHost: () => import('@loader/react-host') });
  const user = userEvent.setup();
  await user.click(host.querySelector('input')!);
  await user.keyboard('Ada');
  const typed = typeOnSwap(host, '!');
  arrive();
  await typed;
  await waitFor(() => expect(host.querySelector('input')?.value).toBe('Ada!'));
  await user.click(host.querySelector('button')!);
  expect(host.querySelector('[role="status"]')?.textContent).toBe('Sent Ada!');
});
