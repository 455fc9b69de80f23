import { nearestNames, unknownWidgetMessage } from '@domain/nearest-names';
import { OptionError, readOptions } from './options';
import type { OptionSchema } from './options';

/** What a widget made of its host's `data-*` attributes, as the editor's view shows it. */
export interface OptionsReport {
  /** The values the widget runs with, defaults included; none when a required one is missing. */
  readonly values?: Readonly<Record<string, unknown>>;
  /** One line per malformed value, saying the default used instead. */
  readonly warnings: readonly string[];
  /** Why the widget cannot start: a required attribute missing or malformed. */
  readonly problem?: string;
}

/**
 * Reads a widget's options as the loader does (the same `readOptions`, so the view and the
 * console say the same words), keeping each warning and the failure instead of logging them.
 */
export function inspectOptions<O>(
  widget: string,
  host: HTMLElement,
  schema: OptionSchema<O>,
): OptionsReport {
  const warnings: string[] = [];
  try {
    const values = readOptions(widget, host, schema, (text) => warnings.push(text));
    return { values: values as Readonly<Record<string, unknown>>, warnings };
  } catch (error) {
    if (error instanceof OptionError) return { warnings, problem: error.message };
    throw error;
  }
}

/** The message for a widget name no registry entry has, with the nearest known names. */
export const unknownNameProblem = (
  kind: 'container' | 'behaviour',
  name: string,
  known: readonly string[],
): string => unknownWidgetMessage(kind, name, nearestNames(name, known));
