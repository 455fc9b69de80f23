import { attributeName } from './options';
import type { OptionSchema } from './options';

export type { OptionsOf } from './options';

/**
 * What an editor reads about a widget, kept beside it in `docs.ts` and never in its chunk.
 * `attributes` must name every option of the schema (the type says so), so the tables in
 * Storybook and the README, both built from schema and docs, cannot miss or invent one.
 */
export interface WidgetDocs<O> {
  /** One or two sentences: what the widget does for the reader. */
  readonly summary: string;
  readonly attributes: { readonly [K in keyof O]-?: string };
}

export interface AttributeRow {
  readonly attribute: string;
  /** The default as the editor would write it; "required" or "none" where there is none. */
  readonly fallback: string;
  readonly expects: string;
  readonly meaning: string;
}

const shown = (value: unknown): string => {
  if (Array.isArray(value)) return value.join(',');
  return String(value);
};

export function attributeRows<O>(schema: OptionSchema<O>, docs: WidgetDocs<O>): AttributeRow[] {
  return (Object.keys(schema) as (keyof O & string)[]).map((key) => {
    const spec = schema[key];
    const fallback = spec.required ? 'required' : shown(spec.fallback) || 'none';
    return {
      attribute: attributeName(key),
      fallback,
      expects: spec.expects,
      meaning: docs.attributes[key],
    };
  });
}

/** Text for a Markdown table cell: a bare `|` would end the cell. */
export const tableCell = (text: string): string => text.replaceAll('|', '\\|');

/** The attribute table of a widget's Storybook docs page. */
export function attributeTable<O>(schema: OptionSchema<O>, docs: WidgetDocs<O>): string {
  const rows = attributeRows(schema, docs);
  if (rows.length === 0) return 'No attributes.';
  return [
    '| attribute | default | accepts | meaning |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.attribute}\` | ${row.fallback === 'required' || row.fallback === 'none' ? row.fallback : `\`${tableCell(row.fallback)}\``} | ${tableCell(row.expects)} | ${tableCell(row.meaning)} |`,
    ),
  ].join('\n');
}

/** The attributes cell of the README's widget reference: one line per widget. */
export function attributeSummary<O>(schema: OptionSchema<O>, docs: WidgetDocs<O>): string {
  const rows = attributeRows(schema, docs);
  if (rows.length === 0) return 'none';
  return rows
    .map((row) => {
      const fallback =
        row.fallback === 'required' || row.fallback === 'none'
          ? row.fallback
          : `\`${tableCell(row.fallback)}\``;
      return `\`${row.attribute}\` (${fallback}): ${tableCell(row.meaning)}`;
    })
    .join('; ');
}
