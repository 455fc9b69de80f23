import { describe, expect, it } from 'vitest';
import { optionsText } from '@domain/options-text';
import { parseOptionChoice, resolveChoice, variantChoice } from '@domain/product-options';

const TICKET = {
  name: 'Conference ticket',
  options: [
    {
      id: 'opt-tier',
      name: 'Ticket',
      variant: true,
      values: [
        { id: 'val-conf', name: 'Conference', price: 0 },
        { id: 'val-workshop', name: 'Conference + workshop', price: 250.1 },
      ],
    },
    { id: 'opt-diet', name: 'Lunch', values: [{ id: 'val-any', name: 'Anything' }] },
  ],
  variants: [
    { id: 'var-conf', option_value_ids: ['val-conf'] },
    { id: 'var-workshop', option_value_ids: ['val-workshop'] },
  ],
};

describe('product options', () => {
  it("reads an editor's choice, skipping what names no option or no value", () => {
    expect(parseOptionChoice(' Ticket: Conference + workshop ; Size:M; broken; Empty: ')).toEqual({
      Ticket: 'Conference + workshop',
      Size: 'M',
    });
    expect(parseOptionChoice('')).toEqual({});
  });

  it('resolves a choice by name or id, any case, to the variant and what it adds', () => {
    const chosen = resolveChoice(TICKET, { ticket: 'conference + WORKSHOP' });
    expect(chosen).toEqual({
      ok: true,
      variantId: 'var-workshop',
      extra: 250.1,
      options: [
        {
          id: 'opt-tier',
          name: 'Ticket',
          value: 'Conference + workshop',
          value_id: 'val-workshop',
          price: 250.1,
          variant: true,
        },
        {
          id: 'opt-diet',
          name: 'Lunch',
          value: 'Anything',
          value_id: 'val-any',
          price: 0,
          variant: false,
        },
      ],
    });
    expect(resolveChoice(TICKET, { 'opt-tier': 'val-conf' })).toMatchObject({
      variantId: 'var-conf',
      extra: 0,
    });
  });

  it("takes each unchosen option's first value, as a select would", () => {
    expect(resolveChoice(TICKET, {})).toMatchObject({ ok: true, variantId: 'var-conf' });
  });

  it('refuses an option or a value the product does not have, naming it', () => {
    expect(resolveChoice(TICKET, { Size: 'M' })).toEqual({
      ok: false,
      problem: 'Conference ticket has no option "Size"',
    });
    expect(resolveChoice(TICKET, { Ticket: 'VIP' })).toEqual({
      ok: false,
      problem: 'Ticket has no choice "VIP"',
    });
    expect(
      resolveChoice({ name: 'Empty', options: [{ id: 'o', name: 'O', values: [] }] }, {}),
    ).toEqual({
      ok: false,
      problem: 'O has no choice ""',
    });
  });

  it('has no variant for a product without options, or values matching none', () => {
    expect(resolveChoice({ name: 'Plain' }, {})).toEqual({ ok: true, options: [], extra: 0 });
    const lone = { ...TICKET, variants: [{ id: 'var-both', option_value_ids: ['val-conf', 'x'] }] };
    expect(resolveChoice(lone, {})).not.toHaveProperty('variantId');
    expect(resolveChoice({ ...TICKET, variants: undefined }, {})).not.toHaveProperty('variantId');
  });

  it('turns a variant id back into the choice that makes it', () => {
    expect(variantChoice(TICKET, 'var-workshop')).toEqual({ 'opt-tier': 'val-workshop' });
    expect(variantChoice(TICKET, 'var-nope')).toBeUndefined();
    expect(variantChoice({ variants: [{ id: 'v', option_value_ids: [] }] }, 'v')).toEqual({});
  });

  it("reads a line's options as the shopper named them", () => {
    expect(
      optionsText([
        { id: 'opt-tier', name: 'Ticket', value: 'Conference' },
        { id: 'cover', value: 'hard' },
      ]),
    ).toBe('Ticket: Conference, cover: hard');
  });
});
