const WIDGET_ATTRIBUTE = /\sdata-(container|behaviour)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi;

/**
 * The widget names a page's HTML asks for, by kind, each once: what its `data-container` and
 * `data-behaviour` attributes (space-separated for behaviours) hold.
 */
export function widgetNamesIn(html: string): {
  containers: readonly string[];
  behaviours: readonly string[];
} {
  const containers = new Set<string>();
  const behaviours = new Set<string>();
  for (const match of html.matchAll(WIDGET_ATTRIBUTE)) {
    // One of the three spellings matched; the others are undefined, which join as nothing.
    const value = match.slice(2).join('').trim();
    if (!value) continue;
    if (match[1]?.toLowerCase() === 'container') containers.add(value);
    else value.split(/\s+/).forEach((name) => behaviours.add(name));
  }
  return { containers: [...containers], behaviours: [...behaviours] };
}
