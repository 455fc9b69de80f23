import { defineBehaviour } from '@kit';
import { $ads } from '@stores/ads/state';

/**
 * On a note for readers who block ads: shows the element (removes `hidden`) only while ad
 * loading has failed, and hides it again if the ads load after all. It starts no loading of
 * its own: the page's FeaturePanel does, so without one the note stays hidden.
 */
export default defineBehaviour({
  options: {},
  connect(host) {
    const wasHidden = host.hidden;
    const unsubscribe = $ads.subscribe(({ blocked }) => {
      host.hidden = !blocked;
    });
    return () => {
      unsubscribe();
      host.hidden = wasHidden;
    };
  },
});
