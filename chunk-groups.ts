/**
 * Widgets a visitor's page always runs together share one chunk, so the page makes one request
 * for them instead of one each. A group's chunk is named after its widgets, the first leading
 * (`chunks/Search-ContrastSwitcher-PreLoad-<hash>.js`): a budget or a network log that looks for
 * the lead's chunk (`chunks/Search-*.js`) finds it. rollup.config.ts builds the groups; the
 * size budgets measure a grouped widget through its group's lead.
 */
export const WIDGET_GROUPS: readonly (readonly string[])[] = [
  // The site layout's behaviours, on every page (the chunk also carries the kit and the
  // reader's state they run on).
  ['Search', 'ContrastSwitcher', 'PreLoad'],
  // The shop's buttons and prices: book and event pages run them together (a job or the
  // subscription page shows a PriceTag alone and carries the buttons, about 1 KB).
  ['AddToCart', 'InstantAddToCart', 'PriceTag'],
  // The jobs pages' filters: every jobs page attaches them, the list page shows them.
  ['AttachJobFilters', 'JobsFilters'],
  // The search page's title, count and results: a search page shows all three.
  ['SearchResults', 'SearchHitsCount', 'SearchTitle'],
];

const groupOf = (widget: string) => WIDGET_GROUPS.find((group) => group.includes(widget));

/** The chunk name a widget is built into: its group's, or its own. */
export const chunkNameOf = (widget: string): string => groupOf(widget)?.join('-') ?? widget;

/** The widget whose name a widget's chunk file starts with: its group's lead, or itself. */
export const chunkLeadOf = (widget: string): string => groupOf(widget)?.[0] ?? widget;
