/** What the three ways of naming a product's options mean, for every widget that takes them. */
export const CHOICE_DOCS = {
  options:
    "a fixed choice of the product's options, `Name: value; Name: value` (e.g. `Ticket: Conference + workshop`); an option left out takes its first value",
  variant: 'a variant of the product by its id in the store (its option values are the choice)',
  optionsFrom:
    'a selector of the page\'s own form whose controls are named after the options (`<select name="Ticket">`); read when it counts; its answers win over `data-options`',
} as const;
