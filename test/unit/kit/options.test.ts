import { describe, expect, it, vi } from 'vitest';
import { attributeName, opt, readOptions } from '@kit/options';

const host = (data: Record<string, string>) => {
  const element = document.createElement('div');
  Object.assign(element.dataset, data);
  return element;
};

describe('options', () => {
  it.each([
    ['integer', opt.integer(1, 1, 10), '7', 7],
    ['integer out of range', opt.integer(1, 1, 10), '11', undefined],
    ['integer not a number', opt.integer(1, 1, 10), '2.5', undefined],
    ['boolean empty', opt.boolean(false), '', true],
    ['boolean false', opt.boolean(true), 'false', false],
    ['boolean junk', opt.boolean(true), 'nah', undefined],
    ['oneOf', opt.oneOf(['a', 'b'], 'a'), 'b', 'b'],
    ['oneOf junk', opt.oneOf(['a', 'b'], 'a'), 'c', undefined],
    ['integerList', opt.integerList([2], 2, 6), '2, 3 4', [2, 3, 4]],
    ['integerList junk', opt.integerList([2], 2, 6), '2,9', undefined],
    ['requiredString blank', opt.requiredString(), '  ', undefined],
  ] as const)('%s', (_name, spec, raw, expected) => {
    expect(spec.parse(raw)).toEqual(expected);
  });

  it('names attributes the way editors write them', () => {
    expect(attributeName('editUrl')).toBe('data-edit-url');
  });

  it('reads values, defaults and reports malformed ones', () => {
    const warn = vi.fn();
    const schema = { title: opt.string('Contents'), depth: opt.integer(3, 1, 6) };
    expect(readOptions('TOC', host({ depth: 'deep' }), schema, warn)).toEqual({
      title: 'Contents',
      depth: 3,
    });
    expect(warn).toHaveBeenCalledWith(
      'TOC: data-depth="deep" is not a whole number from 1 to 6; using "3".',
    );
  });

  it('rejects a malformed required value', () => {
    expect(() =>
      readOptions('X', host({ sku: ' ' }), { sku: opt.requiredString() }, vi.fn()),
    ).toThrow('X needs data-sku to be non-empty text, not " ".');
  });
});
