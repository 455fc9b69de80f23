import { actAsButton, defineBehaviour, opt } from '@kit';
import { $settings, setHighContrast } from '@stores/settings';

/** The attribute the magazine's stylesheet keys its high-contrast theme on. */
export const CONTRAST_ATTRIBUTE = 'data-contrast';

const apply = (doc: Document, on: boolean) => {
  if (on) doc.documentElement.setAttribute(CONTRAST_ATTRIBUTE, 'high');
  else doc.documentElement.removeAttribute(CONTRAST_ATTRIBUTE);
};

/**
 * A toggle button for the high-contrast theme. The choice persists; the page's inline head
 * snippet (README) applies it before first paint on the next visit, this keeps it in sync.
 */
export default defineBehaviour({
  options: {
    labelOn: opt.string(),
  },
  connect(host, { labelOn }) {
    const doc = host.ownerDocument;
    const labelOff = host.textContent ?? '';
    const release = actAsButton(host, () => setHighContrast(!$settings.get().highContrast));
    const unsubscribe = $settings.subscribe(({ highContrast }) => {
      host.setAttribute('aria-pressed', String(highContrast));
      if (labelOn) host.textContent = highContrast ? labelOn : labelOff;
      apply(doc, highContrast);
    });
    return () => {
      unsubscribe();
      release();
      if (labelOn) host.textContent = labelOff;
    };
  },
});
