/**
 * When a container prerendered into the page needs its code (its React component):
 * - `load`: at page start (its first view differs for this reader, or it has work to do);
 * - `intent`: when the reader points at, touches or focuses it (a menu, a form);
 * - `visible`: when it comes near the viewport (comments, anything below the fold);
 * - `never`: the prerendered HTML is all this page needs until a store says otherwise.
 * Editors override a container's default with `data-hydrate`.
 */
export const WAKES = ['load', 'intent', 'visible', 'never'] as const;
export type Wake = (typeof WAKES)[number];

/** The attribute the build-time render sets on a host whose first view it wrote. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The editor's override of when a prerendered container wakes. */
export const WAKE_ATTRIBUTE = 'data-hydrate';

export const isWake = (value: string | undefined): value is Wake =>
  value !== undefined && (WAKES as readonly string[]).includes(value);
