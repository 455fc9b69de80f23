import { describe, expect, expectTypeOf, it } from 'vitest';
import { defaultsOf, defineContainer, opt } from '@kit';
import type { ContainerProps, OptionsOf } from '@kit';
import type { WidgetDocs } from '@kit/docs';
import miniCart from '@widgets/containers/MiniCart';
import type { MiniCartOptions } from '@widgets/containers/MiniCart/options';
import { docs as miniCartDocs } from '@widgets/containers/MiniCart/docs';

// A widget's options are declared once, in its schema: the props type and the docs are held to
// it by the compiler. `npm run typecheck` runs over this file, so each `@ts-expect-error` below
// fails the build the day the disagreement it shows stops being refused.
const options = {
  sku: opt.requiredString(),
  quantity: opt.integer(1, 1, 99),
  mode: opt.oneOf(['print', 'ebook'], 'print'),
};
type Options = OptionsOf<typeof options>;

describe('one source per widget option', () => {
  it('derives the props type from the schema', () => {
    expectTypeOf<Options>().toEqualTypeOf<{
      readonly sku: string;
      readonly quantity: number;
      readonly mode: 'print' | 'ebook';
    }>();
    expectTypeOf<OptionsOf<typeof miniCart>>().toEqualTypeOf<MiniCartOptions>();
  });

  it('refuses a component whose props disagree with the schema', () => {
    const Wants = (_: ContainerProps<{ readonly sku: string; readonly colour: string }>) => null;
    // @ts-expect-error: the schema has no `colour`, so the component would read undefined.
    const widget = defineContainer({ options, Component: Wants });
    expect(widget.kind).toBe('container');
  });

  it('refuses docs that miss or invent an option', () => {
    // @ts-expect-error: `mode` has no meaning written.
    const missing: WidgetDocs<Options> = { summary: 's', attributes: { sku: 'a', quantity: 'b' } };
    const invented: WidgetDocs<Options> = {
      summary: 's',
      // @ts-expect-error: `colour` is not an option.
      attributes: { sku: 'a', quantity: 'b', mode: 'c', colour: 'd' },
    };
    expect([missing.summary, invented.summary]).toEqual(['s', 's']);
    expectTypeOf(miniCartDocs).toEqualTypeOf<WidgetDocs<MiniCartOptions>>();
  });

  it('reads the defaults from the schema', () => {
    expect(defaultsOf({ quantity: options.quantity, mode: options.mode })).toEqual({
      quantity: 1,
      mode: 'print',
    });
    expect(defaultsOf(miniCart.options)).toEqual({ cartUrl: '/cart', shopUrl: '/books/' });
  });
});
