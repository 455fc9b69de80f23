import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atom } from 'nanostores';
import * as comments from '../../../widgets/containers/CommentsCount/host-view';
import * as members from '../../../widgets/containers/MemberCount/host-view';
import type { HostView } from '../../../widgets/containers/CommentsCount/host-view';

const source = (widget: string) =>
  readFileSync(
    join(import.meta.dirname, '../../../widgets/containers', widget, 'host-view.ts'),
    'utf8',
  );

it('is one file, copied into each widget that follows a store in plain DOM', () => {
  expect(source('MemberCount')).toBe(source('CommentsCount'));
});

type State = { readonly value: string | null };

const view = ({ value }: State): HostView =>
  value === null
    ? {
        pending: true,
        markup: {
          tag: 'span',
          className: 'wait',
          attributes: { 'aria-busy': 'true' },
          children: ['…'],
        },
      }
    : {
        pending: false,
        markup: {
          tag: 'a',
          attributes: { href: '#x' },
          children: [{ tag: 'b', children: [value] }, ' left'],
        },
      };

const hostWith = (html: string) => {
  document.body.innerHTML = `<p><span id="host">${html}</span></p>`;
  return document.getElementById('host') as HTMLElement;
};

describe.each([
  ['CommentsCount', comments.followInHost],
  ['MemberCount', members.followInHost],
])('followInHost of %s', (_widget, followInHost) => {
  it('fills an empty host with the pending markup, then the final markup', () => {
    const host = hostWith(' ');
    const $state = atom<State>({ value: null });
    followInHost(host, $state, view);
    expect(host.innerHTML).toBe('<span class="wait" aria-busy="true">…</span>');
    $state.set({ value: '3' });
    expect(host.innerHTML).toBe('<a href="#x"><b>3</b> left</a>');
  });

  it("leaves the editor's fallback while pending, and restores it on disconnect", () => {
    const host = hostWith('<a href="#x">Fallback</a>');
    const fallback = host.firstElementChild;
    const $state = atom<State>({ value: null });
    const disconnect = followInHost(host, $state, view);
    expect(host.firstElementChild).toBe(fallback);
    $state.set({ value: '3' });
    expect(host.textContent).toBe('3 left');
    $state.set({ value: null });
    expect(host.textContent).toBe('3 left');
    disconnect();
    expect(host.firstElementChild).toBe(fallback);
    expect(host.innerHTML).toBe('<a href="#x">Fallback</a>');
    // Unsubscribed: later states change nothing.
    $state.set({ value: '4' });
    expect(host.innerHTML).toBe('<a href="#x">Fallback</a>');
  });

  it('does not write markup equal to what the host shows already', () => {
    const host = hostWith('\n  <a href="#x"><b>3</b> left</a>\n');
    const prerendered = host.querySelector('a');
    const $state = atom<State>({ value: '3' });
    followInHost(host, $state, view);
    expect(host.querySelector('a')).toBe(prerendered);
    $state.set({ value: '5' });
    expect(host.querySelector('a')).not.toBe(prerendered);
    expect(host.innerHTML).toBe('<a href="#x"><b>5</b> left</a>');
  });
});
