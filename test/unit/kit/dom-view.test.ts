import { describe, expect, it } from 'vitest';
import { atom } from 'nanostores';
import { buildMarkup, followInHost } from '@kit';
import type { HostView } from '@kit';

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
    : value === ''
      ? { pending: false }
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

describe('buildMarkup', () => {
  it('makes the elements, classes, attributes and text of a tree, text as text', () => {
    const node = buildMarkup(document, {
      tag: 'span',
      className: 'a b',
      attributes: { 'aria-busy': 'true', title: '<x>' },
      children: ['1 ', { tag: 'strong', children: ['<b>2</b>'] }, ' 3'],
    });
    expect(node.getAttribute('title')).toBe('<x>');
    expect(node.outerHTML).toMatch(
      /^<span class="a b" aria-busy="true" title="[^"]+">1 <strong>&lt;b&gt;2&lt;\/b&gt;<\/strong> 3<\/span>$/,
    );
  });
});

describe('followInHost', () => {
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

  it('empties the host for a view without markup, fallback included', () => {
    const host = hostWith('<a href="#x">Fallback</a>');
    const $state = atom<State>({ value: '' });
    const disconnect = followInHost(host, $state, view);
    expect(host.innerHTML).toBe('');
    $state.set({ value: '3' });
    expect(host.textContent).toBe('3 left');
    $state.set({ value: '' });
    expect(host.innerHTML).toBe('');
    disconnect();
    expect(host.innerHTML).toBe('<a href="#x">Fallback</a>');
  });
});
