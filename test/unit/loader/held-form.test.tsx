import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { createLoader } from '@loader/loader';
import type { Loader } from '@loader/loader';
import { resumeHeldForm } from '@loader/held-form';
import { defineContainer, opt } from '@kit';
import type { Registry } from '@widgets/registry';

let loader: Loader | undefined;
afterEach(() => {
  loader?.stop();
  loader = undefined;
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

/** A login form as its widget renders it: a name, a box, and what it says once sent. */
function Login() {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(true);
  const [sent, setSent] = useState('');
  return (
    <form
      method="post"
      action="/forms/login"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(`${email}, remembered: ${String(remember)}`);
      }}
    >
      <label htmlFor="l-email">Email</label>
      <input id="l-email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <label htmlFor="l-password">Password</label>
      <input id="l-password" name="password" type="password" defaultValue="" />
      <label>
        <input
          type="checkbox"
          name="remember"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        Remember me
      </label>
      <input type="hidden" name="_page" value="/auth/" />
      <button type="submit">Log in</button>
      {sent && <p role="status">Sent {sent}</p>}
    </form>
  );
}

const TICKET = 'held_0123456789abcdef01234567.a-key';

const registry: Registry = {
  containers: {
    Login: {
      load: () =>
        Promise.resolve({
          default: defineContainer({ options: { x: opt.string('') }, Component: Login }) as never,
        }),
      wake: 'intent',
    },
  },
  behaviours: {},
};

/** The page the endpoint sent the reader back to, its form as the build wrote it. */
const cameBack = () => {
  history.replaceState(null, '', `/auth/#mw-held=${TICKET}`);
  document.body.innerHTML = `<div data-container="Login" data-prerendered="">${renderToStaticMarkup(<Login />)}</div>`;
  loader = createLoader(document, {
    registry,
    reactHost: () => import('@loader/react-host'),
  });
  return document.querySelector<HTMLElement>('[data-container]')!;
};

const answer = (status: number, body: unknown) =>
  vi.spyOn(window, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('a form sent before the loader ran, back on its page', () => {
  it('asks once for the values kept for this browser and hands them with the submit to the widget', async () => {
    const fetched = answer(200, {
      form: 'login',
      fields: [
        ['email', 'ada@example.com'],
        ['_page', '/auth/'],
      ],
      bound: true,
    });
    const host = cameBack();
    await resumeHeldForm(document);
    // The fragment is gone before anything else: a reload does not ask again.
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/auth/');
    expect(fetched).toHaveBeenCalledWith(new URL('/forms/held', location.href), {
      method: 'POST',
      credentials: 'include',
      body: new URLSearchParams({ ticket: TICKET }),
    });
    // The box was not sent, so it was unticked: the widget gets that too.
    await waitFor(() =>
      expect(host.querySelector('[role="status"]')?.textContent).toBe(
        'Sent ada@example.com, remembered: false',
      ),
    );
  });

  it('gives a form sent from elsewhere back to the reader to send, its password not kept', async () => {
    answer(200, { form: 'login', fields: [['email', 'ada@example.com']], bound: false });
    const host = cameBack();
    await resumeHeldForm(document);
    const email = host.querySelector<HTMLInputElement>('input[name="email"]');
    expect(email?.value).toBe('ada@example.com');
    // Nothing sent: the reader types the password again, where the focus is.
    expect(document.activeElement?.getAttribute('name')).toBe('password');
    expect(host.querySelector('[role="status"]')).toBeNull();
  });

  it('leaves the form as it stands when nothing was kept for this ticket', async () => {
    answer(404, { msg: 'Nothing was kept for this browser' });
    const host = cameBack();
    await resumeHeldForm(document);
    expect(location.hash).toBe('');
    expect(host.querySelector('[data-widget-slot]')).toBeNull();
    expect(host.querySelector('input')?.value).toBe('');
  });

  it.each([
    ['another form', { form: 'signup', fields: [['email', 'a@b.c']], bound: true }],
    ['no form', { fields: [], bound: true }],
    ['fields that are not pairs', { form: 'login', fields: [['email']], bound: true }],
    ['no word on who sent it', { form: 'login', fields: [['email', 'a@b.c']] }],
    ['not an object', 'login'],
  ])('ignores an answer with %s', async (_label, body) => {
    answer(200, body);
    const host = cameBack();
    await resumeHeldForm(document);
    expect(host.querySelector('input')?.value).toBe('');
    expect(host.querySelector('[data-widget-slot]')).toBeNull();
  });

  it('does nothing on a page reached any other way', async () => {
    const fetched = vi.spyOn(window, 'fetch');
    history.replaceState(null, '', '/auth/#mw-held');
    await resumeHeldForm(document);
    expect(fetched).not.toHaveBeenCalled();
    expect(location.hash).toBe('#mw-held');
  });
});
