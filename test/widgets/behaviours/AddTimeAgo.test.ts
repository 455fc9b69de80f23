import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import AddTimeAgo from '@widgets/behaviours/AddTimeAgo';
import { ticking } from '@widgets/behaviours/AddTimeAgo/ticker';
import { expectAccessible } from '../../setup/axe';

const NOW = new Date('2026-11-25T12:00:00Z');
const MINUTE = 60_000;

// Every connection a test leaves is released after it, as the loader would on navigation.
const live = new Set<() => void>();

const connect = (html: string, locale = '') => {
  document.body.innerHTML = `<main lang="en"><h1>Articles</h1>${html}</main>`;
  const host = document.querySelector('[data-host]') as HTMLElement;
  const release = AddTimeAgo.connect(host, { locale });
  live.add(release);
  return {
    host,
    disconnect: () => {
      live.delete(release);
      release();
    },
  };
};

describe('AddTimeAgo', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    live.forEach((release) => release());
    live.clear();
    vi.useRealTimers();
  });

  it('tells a date relative to now and keeps the absolute date in a title', async () => {
    const { host } = connect(
      '<p>Published <time data-host datetime="2026-11-22T12:00:00Z">22 November 2026</time></p>',
    );
    expect(host.textContent).toBe('3 days ago');
    expect(host.title).toMatch(/November 22, 2026/);
    expect(screen.getByText('3 days ago').tagName).toBe('TIME');
    vi.useRealTimers();
    await expectAccessible();
  });

  it('tells every date in a container, in its language, and skips what is no date', () => {
    connect(
      `<ul data-host>
        <li><time datetime="2026-11-24T12:00:00Z">24 Nov</time></li>
        <li><time datetime="2027-01-25T12:00:00Z">25 Jan</time></li>
        <li><time datetime="soon">soon</time></li>
      </ul>`,
      'de',
    );
    expect([...document.querySelectorAll('time')].map((t) => t.textContent)).toEqual([
      'gestern',
      'in 2 Monaten',
      'soon',
    ]);
  });

  it('keeps recent dates current every minute, with one shared timer', () => {
    const { disconnect: first } = connect(
      '<p><time data-host datetime="2026-11-25T11:59:30Z">just now</time></p>',
    );
    const recent = document.querySelector('time') as HTMLElement;
    const old = document.createElement('time');
    old.dateTime = '2026-10-01T12:00:00Z';
    old.textContent = '1 October';
    document.body.append(old);
    const second = AddTimeAgo.connect(old, { locale: '' });
    expect(recent.textContent).toBe('now');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(MINUTE);
    expect(recent.textContent).toBe('1 minute ago');
    vi.advanceTimersByTime(5 * MINUTE);
    expect(recent.textContent).toBe('6 minutes ago');
    expect(old.textContent).toBe('last month');
    expect(vi.getTimerCount()).toBe(1);
    first();
    expect(ticking()).toBe(true);
    second();
    expect(ticking()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives back the editor text and title on disconnect', () => {
    const { host, disconnect } = connect(
      '<time data-host datetime="2026-11-20" title="Friday">20 November</time>',
    );
    expect(host.textContent).toBe('5 days ago');
    expect(host.title).toBe('Friday');
    disconnect();
    expect(host.textContent).toBe('20 November');
    expect(host.title).toBe('Friday');
    const { host: plain, disconnect: release } = connect(
      '<time data-host datetime="2026-11-20">20 November</time>',
    );
    release();
    expect(plain.hasAttribute('title')).toBe(false);
  });

  it('starts no timer when there is no date to tell', () => {
    const { disconnect } = connect('<p data-host>No dates here</p>');
    expect(ticking()).toBe(false);
    disconnect();
  });
});
