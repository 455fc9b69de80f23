import { describe, expect, it } from 'vitest';
import { opt } from '@kit';
import { attributeSummary, attributeTable } from '@kit/docs';

const schema = {
  sku: opt.requiredString(),
  levels: opt.integerList([2, 3], 2, 6),
  labelOn: opt.string(),
  mode: opt.oneOf(['a|b', 'c'] as const, 'c'),
};
const docs = {
  summary: 'A test widget.',
  attributes: {
    sku: 'the product',
    levels: 'heading levels',
    labelOn: 'the label | when on',
    mode: 'which mode',
  },
};

describe('widget docs from the option schema', () => {
  it('writes the Storybook attribute table from the schema', () => {
    expect(attributeTable(schema, docs)).toBe(
      [
        '| attribute | default | accepts | meaning |',
        '|---|---|---|---|',
        '| `data-sku` | required | non-empty text | the product |',
        '| `data-levels` | `2,3` | whole numbers from 2 to 6, comma-separated | heading levels |',
        '| `data-label-on` | none | text | the label \\| when on |',
        '| `data-mode` | `c` | one of a\\|b, c | which mode |',
      ].join('\n'),
    );
  });

  it('writes the widget reference cell, and says so when there are no attributes', () => {
    expect(attributeSummary(schema, docs)).toBe(
      '`data-sku` (required): the product; `data-levels` (`2,3`): heading levels; ' +
        '`data-label-on` (none): the label \\| when on; `data-mode` (`c`): which mode',
    );
    expect(attributeSummary({}, { summary: '', attributes: {} })).toBe('none');
    expect(attributeTable({}, { summary: '', attributes: {} })).toBe('No attributes.');
  });
});
