import { inspectOptions, unknownNameProblem } from '@kit/inspect-widget';
import type { OptionsReport } from '@kit/inspect-widget';
import type { Registry } from '@kit/registry';

export type WidgetKind = 'container' | 'behaviour';

/** One widget named on a host, as the editor's view knows it; filled in once its chunk is in. */
export interface WidgetRecord {
  readonly kind: WidgetKind;
  readonly name: string;
  /** Its name is in the registry. */
  readonly known: boolean;
  /** Its precondition said no: the loader does not fetch it for this reader. */
  readonly skipped: boolean;
  /** Why it cannot run: an unknown name, a chunk that did not load. */
  problem?: string;
  /** The options it read, once its chunk (which holds the schema) is in. */
  report?: OptionsReport;
}

const namesOn = (host: HTMLElement): [WidgetKind, string][] => [
  ...(host.dataset.container?.trim()
    ? [['container', host.dataset.container.trim()] as [WidgetKind, string]]
    : []),
  ...(host.dataset.behaviour?.split(/\s+/) ?? [])
    .filter(Boolean)
    .map((name): [WidgetKind, string] => ['behaviour', name]),
];

/**
 * The widgets a host names, each looked up as the loader looks it up. A known widget's schema
 * comes with its chunk, the same import the loader makes (the browser fetches it once), and
 * its options are read by the loader's own rules; `changed` says when a record was filled in.
 */
export function recordsOf(
  host: HTMLElement,
  registry: Registry,
  changed: () => void,
): WidgetRecord[] {
  return namesOn(host).map(([kind, name]) => {
    const table = kind === 'container' ? registry.containers : registry.behaviours;
    const entry = Object.hasOwn(table, name) ? table[name] : undefined;
    if (!entry) {
      const problem = unknownNameProblem(kind, name, Object.keys(table));
      return { kind, name, known: false, skipped: false, problem };
    }
    const record: WidgetRecord = {
      kind,
      name,
      known: true,
      skipped: entry.when !== undefined && !entry.when(),
    };
    if (record.skipped) return record;
    entry.load().then(
      ({ default: module }) => {
        record.report = inspectOptions(name, host, module.options);
        changed();
      },
      (error: unknown) => {
        record.problem = `Its chunk did not load: ${error instanceof Error ? error.message : String(error)}`;
        changed();
      },
    );
    return record;
  });
}
