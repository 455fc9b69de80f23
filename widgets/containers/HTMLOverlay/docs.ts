import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about HTMLOverlay: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'On a button or link: opens the content of a `<template>` in a modal dialog (native `<dialog>`, page behind inert), named by its first heading, with a close button; Escape closes and focus returns to the opener. Plain DOM: downloads no React. A link keeps its `href` for readers without JS.',
  attributes: {
    template: 'the `<template>` whose content opens, as `#id`',
    closeLabel: "the close button's text",
  },
};
