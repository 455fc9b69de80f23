import { describe, expect, it } from 'vitest';
import { inspectOptions, unknownNameProblem } from '@kit/inspect-widget';
import { opt } from '@kit/options';
import type { OptionSpec } from '@kit/options';
import { options as tocOptions } from '../../../widgets/containers/TOC/options';

const host = (data: Record<string, string>) => {
  const element = document.createElement('div');
  Object.assign(element.dataset, data);
  return element;
};

describe('inspectOptions', () => {
  it('reports the values a widget reads, defaults included', () => {
    expect(inspectOptions('TOC', host({ levels: '2,3,4' }), tocOptions)).toEqual({
      values: { source: 'main', levels: [2, 3, 4], title: 'Contents' },
      warnings: [],
    });
  });

  it('reports a malformed value with the default used, as the console says it', () => {
    const report = inspectOptions('TOC', host({ levels: 'all' }), tocOptions);
    expect(report.values).toEqual({ source: 'main', levels: [2, 3], title: 'Contents' });
    expect(report.warnings).toEqual([
      'TOC: data-levels="all" is not whole numbers from 2 to 6, comma-separated; using "2,3".',
    ]);
  });

  it('reports a missing required attribute as the reason the widget cannot start', () => {
    expect(inspectOptions('PriceTag', host({}), { sku: opt.requiredString() })).toEqual({
      warnings: [],
      problem: 'PriceTag needs data-sku (non-empty text).',
    });
  });

  it('lets any other failure through', () => {
    const broken: OptionSpec<string> = {
      expects: 'text',
      required: false,
      fallback: '',
      parse: () => {
        throw new TypeError('parser bug');
      },
    };
    expect(() => inspectOptions('X', host({ a: 'b' }), { a: broken })).toThrow('parser bug');
  });
});

describe('unknownNameProblem', () => {
  it('suggests the nearest known names', () => {
    expect(unknownNameProblem('container', 'MiniKart', ['Login', 'MiniCart', 'TOC'])).toBe(
      'Unknown container "MiniKart": did you mean MiniCart?',
    );
  });
});
