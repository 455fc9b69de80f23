/**
 * The build-time render's options, apart from the render itself: the package's types name
 * them (`magazine-widgets/prerender`, `/types`) without the kit's and React's types the
 * render's own module declares.
 */
export interface PrerenderOptions {
  /** The page's address: the widgets read its path and query as they would in the browser. */
  readonly url: string;
  /** Told of each container that could not be rendered; its host keeps the editor's markup. */
  readonly warn?: (message: string) => void;
}
