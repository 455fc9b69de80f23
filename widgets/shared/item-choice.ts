import { parseOptionChoice } from '@domain/product-options';
import type { ItemChoice } from '@stores/cart/add-item';
import { choiceForm } from './choice-options';
import type { ChoiceSource } from './choice-options';

// The editor's ways to name what a shopper chose of a product's options: a fixed choice
// (`data-options="Ticket: Conference + workshop"`), a variant by id (`data-variant`), or the
// page's own form whose controls are named after the options (`data-options-from="#ticket"`,
// a `<select name="Ticket">`), read at the moment it counts.

/** What the shopper chose now: the form's answers over the fixed choice. */
export function readChoice(host: HTMLElement, source: ChoiceSource): ItemChoice {
  const form = choiceForm(host, source);
  const answered = form
    ? Object.fromEntries(
        [...new FormData(form)].flatMap(([name, value]) =>
          typeof value === 'string' && value ? [[name, value]] : [],
        ),
      )
    : {};
  const options = { ...parseOptionChoice(source.options), ...answered };
  return {
    ...(Object.keys(options).length > 0 && { options }),
    ...(source.variant && { variant_id: source.variant }),
  };
}
