import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLoader } from '@loader/loader';
import type { Loader } from '@loader/loader';
import { PERSONAL_ATTRIBUTE, defineContainer, defineRestView, opt, showPersonal } from '@kit';
import { wakeContainers } from '@kit/wake-event';
import type { Wake } from '@kit/wake';
import type { Registry } from '@widgets/registry';
import { useFormState } from '@kit/react/form-state';

let loader: Loader | undefined;
afterEach(() => {
  loader?.stop();
  loader = undefined;
  vi.restoreAllMocks();
});

type NameState = () => readonly [string, (name: string) => void];

/** The name in React state. */
const useStateName: NameState = () => useState('');

/** The name on the kit's form state (signals), as the widgets' forms keep it. */
const useFormName: NameState = () => {
  const form = useFormState(() => ({ name: '' }), {});
  return [form.fields.name.value, (name) => form.set('name', name)];
};

/** A form and a disclosure: what a prerendered container holds that a reader acts on. */
const formOn = (useName: NameState) =>
  function Form({ options }: { options: { label: string } }) {
    const [name, setName] = useName();
    const [open, setOpen] = useState(false);
    const [sent, setSent] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(name);
        }}
      >
        <label htmlFor="f-name">{options.label}</label>
        <input id="f-name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          More
        </button>
        {open && <p>More options</p>}
        <button type="submit">Send</button>
        {sent && <p role="status">Sent {sent}</p>}
      </form>
    );
  };

const Form = formOn(useStateName);
const widgetOf = (Component: ReturnType<typeof formOn>) =>
  defineContainer<{ label: string }>({ options: { label: opt.string('Name') }, Component });

/** A page whose host holds the build's render of the form, as `npm run build` writes it. */
const prerenderedPage = (attributes = '', Component = Form) => {
  const html = renderToStaticMarkup(<Component options={{ label: 'Name' }} />);
  document.body.innerHTML = `<div data-container="Form" data-prerendered="" ${attributes}>${html}</div>`;
  return document.querySelector<HTMLElement>('[data-container]')!;
};

interface Variant {
  readonly personal?: () => boolean;
  readonly Component?: ReturnType<typeof formOn>;
  /** The code arrives once this settles (at once without it). */
  readonly arrival?: Promise<void>;
}

const registryWith = (wake: Wake | undefined, variant: Variant = {}) => {
  const { personal, Component = Form, arrival = Promise.resolve() } = variant;
  const load = vi.fn(() => arrival.then(() => ({ default: widgetOf(Component) as never })));
  const reactHost = vi.fn(() => import('@loader/react-host'));
  const registry: Registry = {
    containers: { Form: { load, ...(wake && { wake }), ...(personal && { personal }) } },
    behaviours: {},
  };
  return { registry, load, reactHost };
};

/** The loader took the host in and put it to sleep: it is ready for the reader as it stands. */
const asleep = (host: HTMLElement) => waitFor(() => expect(host.dataset.state).toBe('ready'));

describe('a prerendered container', () => {
  it('stays as the build wrote it, ready, with no code fetched until the reader acts', async () => {
    const host = prerenderedPage();
    const before = host.innerHTML;
    const { registry, load, reactHost } = registryWith('intent');
    loader = createLoader(document, { registry, reactHost });
    await asleep(host);
    expect(load).not.toHaveBeenCalled();
    expect(reactHost).not.toHaveBeenCalled();
    expect(host.innerHTML).toBe(before);
  });

  it.each([
    ['React state', Form],
    ["the kit's form state", formOn(useFormName)],
  ])(
    'keeps what was typed before the code came, and the focus and caret, in %s',
    async (_, Component) => {
      const host = prerenderedPage('', Component);
      let arrive: () => void = () => undefined;
      const arrival = new Promise<void>((resolve) => (arrive = resolve));
      const { registry, reactHost } = registryWith('intent', { Component, arrival });
      loader = createLoader(document, { registry, reactHost });
      const user = userEvent.setup();
      const field = host.querySelector('input')!;
      await user.click(field);
      await user.keyboard('Ada Lovelace');
      arrive();
      await waitFor(() => expect(host.querySelector('[data-widget-slot]')).not.toBeNull());
      const replaced = host.querySelector('input')!;
      expect(replaced).not.toBe(field);
      expect(replaced.value).toBe('Ada Lovelace');
      expect(document.activeElement).toBe(replaced);
      await user.keyboard('!');
      await user.click(host.querySelector('button[type="submit"]')!);
      expect(host.querySelector('[role="status"]')?.textContent).toBe('Sent Ada Lovelace!');
    },
  );

  it('does a click held while the code came again on the component', async () => {
    const host = prerenderedPage();
    const { registry, reactHost } = registryWith('intent');
    loader = createLoader(document, { registry, reactHost });
    host.querySelector<HTMLButtonElement>('button[aria-expanded]')!.click();
    await waitFor(() => expect(host.textContent).toContain('More options'));
    expect(host.querySelector('button[aria-expanded]')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('holds a submit back instead of letting the form send itself as a plain request', async () => {
    const host = prerenderedPage();
    const { registry, reactHost } = registryWith('never');
    loader = createLoader(document, { registry, reactHost });
    const form = host.querySelector('form')!;
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
  });

  it('wakes for a held submit whatever its moment, and hands the widget the values and the submit', async () => {
    const host = prerenderedPage();
    const { registry, reactHost, load } = registryWith('never');
    loader = createLoader(document, { registry, reactHost });
    await asleep(host);
    await userEvent.type(host.querySelector('input')!, 'Ada');
    expect(load).not.toHaveBeenCalled();
    host.querySelector('form')!.requestSubmit();
    await waitFor(() =>
      expect(host.querySelector('[role="status"]')?.textContent).toBe('Sent Ada'),
    );
  });

  it('posts a held submit to its endpoint, told no script will answer, when its code failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const posted = vi
      .spyOn(HTMLFormElement.prototype, 'requestSubmit')
      .mockImplementation(() => {});
    const host = prerenderedPage();
    loader = createLoader(document, {
      registry: {
        containers: { Form: { load: () => Promise.reject(new Error('offline')), wake: 'never' } },
        behaviours: {},
      },
    });
    await asleep(host);
    const form = host.querySelector('form')!;
    const held = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    await waitFor(() => expect(host.dataset.state).toBe('error'));
    expect(posted).toHaveBeenCalledOnce();
    const marker = form.querySelector<HTMLInputElement>('input[type="hidden"][name="_js"]');
    expect(marker?.value).toBe('off');
  });

  it('wakes at once for a reader whose first view is not the prerendered one', async () => {
    const host = prerenderedPage();
    const { registry, load } = registryWith('never', { personal: () => true });
    loader = createLoader(document, { registry });
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    await waitFor(() => expect(host.querySelector('[data-widget-slot]')).not.toBeNull());
    expect(host.querySelectorAll('form')).toHaveLength(1);
  });

  it("follows the editor's data-hydrate over the registry, and warns about an unknown one", async () => {
    const { registry, load } = registryWith('never');
    prerenderedPage('data-hydrate="load"');
    loader = createLoader(document, { registry });
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    loader.stop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = registryWith('never');
    const host = prerenderedPage('data-hydrate="soon"');
    loader = createLoader(document, { registry: second.registry });
    await asleep(host);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-hydrate="soon"'));
    expect(second.load).not.toHaveBeenCalled();
  });

  it('wakes when a store it shows changed while it slept', async () => {
    const host = prerenderedPage();
    const { registry, load } = registryWith('never');
    loader = createLoader(document, { registry });
    await asleep(host);
    expect(load).not.toHaveBeenCalled();
    // The wake event is handled as it is dispatched: another name leaves the form asleep.
    wakeContainers(document, ['Other']);
    expect(load).not.toHaveBeenCalled();
    wakeContainers(document, ['Form']);
    await waitFor(() => expect(host.querySelector('[data-widget-slot]')).not.toBeNull());
  });

  it('gives up the visitor view a reader must not see when its precondition fails', () => {
    const host = prerenderedPage();
    const load = vi.fn();
    loader = createLoader(document, {
      registry: { containers: { Form: { load, when: () => false } }, behaviours: {} },
    });
    expect(host.childNodes).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps its HTML, marked failed, when its code cannot be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = prerenderedPage();
    const before = host.innerHTML;
    loader = createLoader(document, {
      registry: {
        containers: {
          Form: { load: () => Promise.reject(new Error('offline')), personal: () => true },
        },
        behaviours: {},
      },
    });
    await waitFor(() => expect(host.dataset.state).toBe('error'));
    expect(host.innerHTML).toBe(before);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Form could not start'));
  });
});

describe('a prerendered container with a view at rest', () => {
  /** A view at rest that writes the reader's name into the form's label, with plain DOM. */
  const restView = (connected: string[]) =>
    defineRestView({
      options: {},
      connect(host) {
        connected.push('connect');
        const label = host.querySelector('label');
        if (label) label.textContent = 'Name (Ada)';
        showPersonal(host);
        return () => connected.push('stop');
      },
    });

  const withRest = (personal: boolean, connected: string[]) => {
    const { registry, load, reactHost } = registryWith('intent', { personal: () => personal });
    const form = registry.containers.Form;
    if (!form) throw new Error('no Form');
    const rest = vi.fn(() => Promise.resolve({ default: restView(connected) as never }));
    return {
      registry: { ...registry, containers: { Form: { ...form, rest, reader: 'member' as const } } },
      load,
      reactHost,
      rest,
    };
  };

  it('shows a personal reader their state at start with plain DOM; the component waits', async () => {
    const host = prerenderedPage(`${PERSONAL_ATTRIBUTE}="member"`);
    const connected: string[] = [];
    const { registry, load, reactHost } = withRest(true, connected);
    loader = createLoader(document, { registry, reactHost });
    await waitFor(() => expect(host.querySelector('label')?.textContent).toBe('Name (Ada)'));
    expect(host.hasAttribute(PERSONAL_ATTRIBUTE)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(reactHost).not.toHaveBeenCalled();
    // The reader reaches for it: the component comes, the view at rest stops.
    await userEvent.click(host.querySelector('button') as HTMLElement);
    await waitFor(() => expect(load).toHaveBeenCalled());
    await waitFor(() => expect(connected).toEqual(['connect', 'stop']));
  });

  it('leaves a visitor the build as it is until a store it shows changes', async () => {
    const host = prerenderedPage();
    const connected: string[] = [];
    const { registry, rest, load } = withRest(false, connected);
    loader = createLoader(document, { registry });
    await asleep(host);
    expect(rest).not.toHaveBeenCalled();
    wakeContainers(document, ['Form']);
    await waitFor(() => expect(connected).toEqual(['connect']));
    expect(load).not.toHaveBeenCalled();
  });

  it('brings the component for a click held after a store change showed the view at rest', async () => {
    const host = prerenderedPage();
    const connected: string[] = [];
    const { registry, load } = registryWith('never');
    const form = registry.containers.Form;
    if (!form) throw new Error('no Form');
    const rest = () => Promise.resolve({ default: restView(connected) as never });
    loader = createLoader(document, {
      registry: { ...registry, containers: { Form: { ...form, rest } } },
    });
    await asleep(host);
    wakeContainers(document, ['Form']);
    await waitFor(() => expect(connected).toEqual(['connect']));
    expect(load).not.toHaveBeenCalled();
    // Only a held action wakes a container that sleeps until a store changes.
    await userEvent.click(host.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(load).toHaveBeenCalled());
  });

  it('keeps the skeleton of a reader whose view at rest never came', async () => {
    const host = prerenderedPage(`${PERSONAL_ATTRIBUTE}="member"`);
    const { registry } = registryWith('never', { personal: () => true });
    const form = registry.containers.Form;
    if (!form) throw new Error('no Form');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rest = () => Promise.reject(new Error('held back'));
    loader = createLoader(document, {
      registry: { ...registry, containers: { Form: { ...form, rest } } },
      chunkTimeoutMs: 50,
    });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(host.hasAttribute(PERSONAL_ATTRIBUTE)).toBe(true);
  });
});
