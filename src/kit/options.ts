/**
 * Typed `data-*` options. A widget declares a schema; the loader reads the host's dataset
 * against it. A malformed value warns once and falls back to the default, so an editor's typo
 * never breaks the page; a missing required option fails the widget with a clear message.
 */
export interface OptionSpec<T> {
  /** What a valid value looks like, for warnings and docs. */
  readonly expects: string;
  readonly required: boolean;
  readonly fallback: T;
  /** Returns the value, or `undefined` when the raw text is malformed. */
  parse(raw: string): T | undefined;
}

export type OptionSchema<O> = { readonly [K in keyof O]: OptionSpec<O[K]> };

/**
 * The option values a schema reads, or a defined widget's: a component's props type derives
 * from its schema (`OptionsOf<typeof options>`), so no interface restates the options.
 */
export type OptionsOf<S> = S extends { readonly kind: string; readonly options: infer Schema }
  ? OptionsOf<Schema>
  : { readonly [K in keyof S]: S[K] extends OptionSpec<infer T> ? T : never };

/** The options of a widget that reads none. */
export type NoOptions = Record<string, never>;

/** What a widget reads from a host without attributes: each option's default. */
export const defaultsOf = <S extends OptionSchema<OptionsOf<S>>>(schema: S): OptionsOf<S> =>
  Object.fromEntries(
    Object.entries<OptionSpec<unknown>>(schema).map(([key, spec]) => [key, spec.fallback]),
  ) as OptionsOf<S>;

export class OptionError extends Error {
  override readonly name = 'OptionError';
}

const spec = <T>(
  expects: string,
  fallback: T,
  parse: (raw: string) => T | undefined,
  required = false,
): OptionSpec<T> => ({ expects, fallback, parse, required });

/** Builders for option specs. */
export const opt = {
  string: (fallback = ''): OptionSpec<string> => spec('text', fallback, (raw) => raw),
  requiredString: (): OptionSpec<string> =>
    spec('non-empty text', '', (raw) => (raw.trim() ? raw.trim() : undefined), true),
  integer: (fallback: number, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
    spec<number>(`a whole number from ${min} to ${max}`, fallback, (raw) => {
      if (!/^-?\d+$/.test(raw.trim())) return undefined;
      const value = Number(raw);
      return value >= min && value <= max ? value : undefined;
    }),
  boolean: (fallback: boolean): OptionSpec<boolean> =>
    spec('true or false', fallback, (raw) => {
      if (raw === '' || raw === 'true') return true;
      if (raw === 'false') return false;
      return undefined;
    }),
  oneOf: <const V extends string>(values: readonly V[], fallback: V): OptionSpec<V> =>
    spec(`one of ${values.join(', ')}`, fallback, (raw) =>
      (values as readonly string[]).includes(raw) ? (raw as V) : undefined,
    ),
  /** A comma- or space-separated list of whole numbers within a range. */
  integerList: (fallback: readonly number[], min: number, max: number) =>
    spec<readonly number[]>(
      `whole numbers from ${min} to ${max}, comma-separated`,
      fallback,
      (raw) => {
        const parts = raw.split(/[\s,]+/).filter(Boolean);
        const values = parts.map(Number);
        const valid =
          values.length > 0 && values.every((v) => Number.isInteger(v) && v >= min && v <= max);
        return valid ? values : undefined;
      },
    ),
};

/** `fooBar` -> `data-foo-bar`, for messages that name the attribute the editor wrote. */
export const attributeName = (key: string): string =>
  `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Reads a widget's options from its host element.
 * @param warn called once per malformed value (the loader passes its warn-once).
 */
export function readOptions<O>(
  widget: string,
  host: HTMLElement,
  schema: OptionSchema<O>,
  warn: (text: string) => void,
): O {
  const out = {} as O;
  for (const key of Object.keys(schema) as (keyof O & string)[]) {
    const option = schema[key];
    const raw = host.dataset[key];
    if (raw === undefined) {
      if (option.required) {
        throw new OptionError(`${widget} needs ${attributeName(key)} (${option.expects}).`);
      }
      out[key] = option.fallback;
      continue;
    }
    const value = option.parse(raw);
    if (value === undefined) {
      if (option.required) {
        throw new OptionError(
          `${widget} needs ${attributeName(key)} to be ${option.expects}, not "${raw}".`,
        );
      }
      warn(
        `${widget}: ${attributeName(key)}="${raw}" is not ${option.expects}; using "${String(option.fallback)}".`,
      );
      out[key] = option.fallback;
    } else {
      out[key] = value;
    }
  }
  return out;
}
