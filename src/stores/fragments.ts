import { fetchFragment } from '@api/fragments';
import { FOREIGN_FRAGMENT_MESSAGE } from '@domain/fragments';
import { userMessage } from '@domain/messages';
import { sameOriginPage } from '@domain/preload';
import { swapped } from './seam';

/** A fragment for PostLoad: its sanitised markup, or why it could not be had. */
export type FragmentResult =
  | { readonly status: 'loaded'; readonly html: string }
  | { readonly status: 'failed'; readonly message: string };

/**
 * Fetches a fragment of this site and sanitises it. A URL of another origin is refused before
 * any request; a failure is a message for the reader, never a throw.
 */
export async function loadFragment(src: string): Promise<FragmentResult> {
  const url = sameOriginPage(src, window.location.href);
  if (!url) return { status: 'failed', message: FOREIGN_FRAGMENT_MESSAGE };
  try {
    return { status: 'loaded', html: await fetchFragment(url, swapped('pageFetch')) };
  } catch (error) {
    return { status: 'failed', message: userMessage(error) };
  }
}
