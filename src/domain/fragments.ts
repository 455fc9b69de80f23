/** Shown when a PostLoad element names a fragment of another site: it is never fetched. */
export const FOREIGN_FRAGMENT_MESSAGE = 'Only parts of this site can be loaded here.';

/** Said before the reason when a PostLoad fragment could not load and the fallback stays. */
export const FRAGMENT_FAILED_MESSAGE = 'More content could not be loaded.';
