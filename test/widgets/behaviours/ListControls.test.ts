import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ListControls from '@widgets/behaviours/ListControls';
import { BOOKS_MARKUP } from '../../../stories/support/listMarkup';
import { expectAccessible } from '../../setup/axe';

const options = {
  list: '#books',
  empty: '#books-empty',
  one: 'book',
  other: 'books',
  currency: 'USD',
};

const connect = (search = '', markup = BOOKS_MARKUP) => {
  history.replaceState(null, '', `/books/${search}`);
  document.body.innerHTML = markup;
  const host = document.querySelector<HTMLElement>('[data-behaviour="ListControls"]');
  if (!host) throw new Error('no form');
  return { host, disconnect: ListControls.connect(host, options) };
};

const shown = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.trim());

const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;

describe('ListControls', () => {
  it('sorts by price either way and by title, writing the address', async () => {
    connect();
    const user = userEvent.setup();
    expect(screen.getByRole('status').textContent).toBe('5 books');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    expect(shown()).toEqual([
      'Form Design Patterns',
      'Image Optimization',
      'Smashing Book 7',
      'Success at Scale',
      'Bundle of everything',
    ]);
    expect(location.search).toBe('?sort=price-asc');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-desc');
    expect(shown()[0]).toBe('Bundle of everything');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'title');
    expect(shown()).toEqual([
      'Bundle of everything',
      'Form Design Patterns',
      'Image Optimization',
      'Smashing Book 7',
      'Success at Scale',
    ]);
    await user.selectOptions(screen.getByLabelText('Sort by'), '');
    expect(shown()[0]).toBe('Smashing Book 7');
    expect(location.search).toBe('');
    await expectAccessible();
  });

  it('steps the price sliders by the price filter interval and filters by range', async () => {
    connect();
    // 19 to 54: a tenth of the range is 3.5, so the interval is 1.
    const low = slider('From');
    const high = slider('To');
    expect([low.min, low.max, low.step, high.value]).toEqual(['19', '54', '1', '54']);
    expect(high.getAttribute('aria-valuetext')).toBe('$54.00');
    fireEvent.input(high, { target: { value: '44' } });
    expect(shown()).toHaveLength(4);
    expect(location.search).toBe('?max-price=44');
    fireEvent.input(low, { target: { value: '40' } });
    expect(shown()).toEqual(['Smashing Book 7', 'Success at Scale']);
    expect(screen.getByRole('status').textContent).toBe('2 books');
    expect(low.getAttribute('aria-valuetext')).toBe('$40.00');
    expect(document.querySelector('output[name="min-price-value"]')?.textContent).toBe('$40.00');
    expect(location.search).toBe('?min-price=40&max-price=44');
  });

  it('filters by format and topic, with the empty note and a reset', async () => {
    connect();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'eBook' }));
    expect(shown()).toEqual(['Form Design Patterns']);
    await user.click(screen.getByRole('checkbox', { name: 'Performance' }));
    expect(shown()).toEqual([]);
    expect(screen.getByText('No book matches these choices.').hidden).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('0 books');
    expect(location.search).toBe('?type=ebook&category=performance');
    await expectAccessible();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(shown()).toHaveLength(5);
    expect(screen.getByText('No book matches these choices.').hidden).toBe(true);
    expect(location.search).toBe('');
  });

  it('restores sort and filter from the address, and puts the list back on disconnect', () => {
    const { disconnect } = connect('?sort=price-desc&category=performance&min-price=40');
    expect(screen.getByLabelText('Sort by')).toHaveProperty('value', 'price-desc');
    expect(screen.getByRole('checkbox', { name: 'Performance' })).toHaveProperty('checked', true);
    expect(slider('From').value).toBe('40');
    expect(shown()).toEqual(['Success at Scale']);
    disconnect();
    expect(shown()).toEqual([
      'Smashing Book 7',
      'Form Design Patterns',
      'Success at Scale',
      'Image Optimization',
      'Bundle of everything',
    ]);
  });

  it('disables the price sliders when every item costs the same', () => {
    connect('', BOOKS_MARKUP.replace(/data-price="\d+"/g, 'data-price="19"'));
    expect(screen.getByRole('group', { name: 'Price' })).toHaveProperty('disabled', true);
    expect(shown()).toHaveLength(5);
  });
});
