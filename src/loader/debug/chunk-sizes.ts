/** The build's dist/js/manifest.json, as far as the editor's view reads it. */
interface Manifest {
  readonly widgets: Readonly<Record<string, string>>;
}

const isManifest = (value: unknown): value is Manifest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { widgets?: unknown }).widgets === 'object';

/**
 * Each widget's chunk and what it weighed on the wire, from the build's manifest (beside the
 * loader's chunks) and the browser's resource timing. Without a manifest, or for a chunk from
 * another origin that sends no Timing-Allow-Origin, the size stays unknown.
 */
export function chunkSizes(
  base: string,
  ready: () => void,
): (widget: string) => number | undefined {
  let widgets: Readonly<Record<string, string>> = {};
  fetch(new URL('../manifest.json', base))
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body: unknown) => {
      if (isManifest(body)) widgets = body.widgets;
      ready();
    })
    .catch(() => undefined);
  return (widget) => {
    const file = Object.hasOwn(widgets, widget) ? widgets[widget] : undefined;
    if (!file) return undefined;
    const [entry] = performance.getEntriesByName(new URL(`../${file}`, base).href);
    const bytes = (entry as PerformanceResourceTiming | undefined)?.encodedBodySize;
    return bytes ? bytes : undefined;
  };
}
