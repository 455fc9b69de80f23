import { defineBehaviour, ensureId, opt, rememberAttributes, rovingIndex } from '@kit';
import { decodeComponent } from '@domain/uri';

const PANEL_ATTRIBUTES = ['id', 'role', 'aria-labelledby', 'tabindex', 'hidden'];

interface Tab {
  readonly tab: HTMLButtonElement;
  readonly panel: HTMLElement;
  /** The panel's id as the editor wrote it: only such an id goes into the address. */
  readonly hash: string | undefined;
  readonly restore: () => void;
}

/** A tab named by the panel's first heading, which hides: the tab now says what it said. */
function enhance(panel: HTMLElement): Tab {
  const doc = panel.ownerDocument;
  const hash = panel.id || undefined;
  const restorePanel = rememberAttributes(panel, PANEL_ATTRIBUTES);
  const heading = panel.querySelector<HTMLElement>('h2, h3, h4, h5, h6');
  const restoreHeading = heading && rememberAttributes(heading, ['hidden']);
  const tab = doc.createElement('button');
  tab.type = 'button';
  tab.className = 'mw-tabs__tab';
  tab.setAttribute('role', 'tab');
  tab.textContent = heading?.textContent?.trim() ?? '';
  if (heading) heading.hidden = true;
  ensureId(tab, 'mw-tab');
  tab.setAttribute('aria-controls', ensureId(panel, 'mw-tabpanel'));
  panel.setAttribute('role', 'tabpanel');
  panel.setAttribute('aria-labelledby', tab.id);
  panel.tabIndex = 0;
  const restore = () => {
    restoreHeading?.();
    restorePanel();
  };
  return { tab, panel, hash, restore };
}

/**
 * The WAI-ARIA tabs pattern on the editor's sections: each child of the host is a panel whose
 * first heading becomes its tab. Left and Right move between tabs and select them (automatic
 * activation), Home and End go to the ends, Tab leaves the row for the panel. A panel with an
 * id puts it in the address when selected, so a link or a reload opens the same tab.
 */
export default defineBehaviour({
  options: {
    label: opt.string(),
  },
  connect(host, { label }) {
    const doc = host.ownerDocument;
    const tabs = [...host.children]
      .filter((child): child is HTMLElement => child instanceof HTMLElement)
      .map(enhance);
    const list = doc.createElement('div');
    list.className = 'mw-tabs__list';
    list.setAttribute('role', 'tablist');
    if (label) list.setAttribute('aria-label', label);
    list.append(...tabs.map(({ tab }) => tab));
    host.prepend(list);

    const select = (index: number, remember: boolean) => {
      tabs.forEach(({ tab, panel }, i) => {
        tab.setAttribute('aria-selected', String(i === index));
        tab.tabIndex = i === index ? 0 : -1;
        panel.hidden = i !== index;
      });
      const hash = tabs[index]?.hash;
      if (remember && hash) history.replaceState(history.state, '', `#${hash}`);
    };
    const fromHash = () => {
      const id = decodeComponent(location.hash.slice(1));
      return id ? tabs.findIndex(({ hash }) => hash === id) : -1;
    };
    select(Math.max(fromHash(), 0), false);

    const indexOf = (target: EventTarget | null) => tabs.findIndex(({ tab }) => tab === target);
    const onClick = (event: MouseEvent) => {
      const index = indexOf(event.target);
      if (index >= 0) select(index, true);
    };
    const onKey = (event: KeyboardEvent) => {
      const index = indexOf(event.target);
      const next = index < 0 ? undefined : rovingIndex(event.key, index, tabs.length, 'horizontal');
      const tab = next === undefined ? undefined : tabs[next];
      if (next === undefined || !tab) return;
      event.preventDefault();
      select(next, true);
      tab.tab.focus();
    };
    // A link elsewhere on the page to one of the panels selects its tab.
    const onHash = () => {
      const index = fromHash();
      if (index >= 0) select(index, false);
    };
    list.addEventListener('click', onClick);
    list.addEventListener('keydown', onKey);
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      list.remove();
      tabs.forEach(({ restore }) => restore());
    };
  },
});
