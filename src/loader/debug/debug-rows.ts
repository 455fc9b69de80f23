import { attributeName } from '@kit/options';
import type { WidgetKind, WidgetRecord } from './widget-records';

/** One line of the editor's view: what it says of a widget, as text. */
export interface WidgetRow {
  readonly kind: WidgetKind;
  readonly name: string;
  /** The host's state (loading, ready, error), or why there is none. */
  readonly state: string;
  readonly chunk: string;
  readonly ready: string;
  /** The options it read: attribute and value. */
  readonly options: readonly (readonly [string, string])[];
  /** Warnings and problems, in the words the console uses. */
  readonly notes: readonly string[];
}

export const NOT_LOADED_NOTE =
  'Not loaded for this reader: its precondition says it would show nothing here.';

const kilobytes = (bytes: number | undefined) =>
  bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`;

const stateOf = (record: WidgetRecord, hostState: string | null) => {
  if (!record.known) return 'unknown';
  if (record.skipped) return 'not loaded';
  return hostState ?? 'waiting';
};

/** What the view shows of one widget on a host. */
export function rowOf(
  record: WidgetRecord,
  hostState: string | null,
  readyAt: number | undefined,
  bytes: number | undefined,
): WidgetRow {
  const { report } = record;
  return {
    kind: record.kind,
    name: record.name,
    state: stateOf(record, hostState),
    chunk: kilobytes(bytes),
    ready: readyAt === undefined ? '—' : `${Math.round(readyAt)} ms`,
    options: Object.entries(report?.values ?? {}).map(([key, value]) => [
      attributeName(key),
      Array.isArray(value) ? value.join(',') : String(value),
    ]),
    notes: [
      ...(record.problem ? [record.problem] : []),
      ...(report?.problem ? [report.problem] : []),
      ...(report?.warnings ?? []),
      ...(record.skipped ? [NOT_LOADED_NOTE] : []),
    ],
  };
}
