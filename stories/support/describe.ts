import { attributeTable } from '@kit/docs';
import type { WidgetDocs } from '@kit/docs';
import type { OptionSchema } from '@kit';

/**
 * The Markdown of a widget's docs page. The summary is the widget's own `docs.summary`, never
 * retyped here, so the docs page and the README say the same; `notes` add only what the summary
 * does not (the markup to write, CSS hooks, a behaviour worth spelling out); the attribute table
 * is built from the schema like the README's.
 */
export function widgetDescription<O>(
  widget: { readonly options: OptionSchema<O> },
  docs: WidgetDocs<O>,
  notes = '',
): string {
  return [docs.summary, notes.trim(), attributeTable(widget.options, docs)]
    .filter((part) => part !== '')
    .join('\n\n');
}

/** A story's `parameters`: its docs page described by {@link widgetDescription}. */
export const docsPage = <O>(
  widget: { readonly options: OptionSchema<O> },
  docs: WidgetDocs<O>,
  notes = '',
) => ({ docs: { description: { component: widgetDescription(widget, docs, notes) } } });
