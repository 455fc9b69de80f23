import { useEffect, useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import type { ContainerProps } from '@kit';
import { collectHeadings, nestHeadings } from './headings';
import type { Heading, HeadingNode } from './headings';
import { useCurrentSection } from './useCurrentSection';
import { warnOnce } from '@kit';
import type { TocOptions } from './options';

const LANDMARK_TAGS = new Set(['NAV', 'ASIDE', 'SECTION']);

function Entries({ nodes, current }: { nodes: HeadingNode[]; current: string | undefined }) {
  const focusTarget = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = event.currentTarget.ownerDocument.getElementById(id);
    if (!target) return;
    // Move focus with the scroll, so the next Tab continues from the section, not the list.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  return (
    <ol>
      {nodes.map((node) => (
        <li key={node.id}>
          <a
            href={`#${node.id}`}
            aria-current={node.id === current ? 'true' : undefined}
            onClick={(event) => focusTarget(event, node.id)}
          >
            {node.text}
          </a>
          {node.children.length > 0 && <Entries nodes={node.children} current={current} />}
        </li>
      ))}
    </ol>
  );
}

/** The article's table of contents, with the section being read marked. */
export function TOC({ options, host }: ContainerProps<TocOptions>): ReactNode {
  const doc = host.ownerDocument;
  const titleId = useId();
  // The loader mounts after the document is parsed, so the article is there to read once.
  const [headings] = useState<Heading[]>(() => {
    const source = doc.querySelector(options.source);
    if (source) return collectHeadings(source, options.levels, host);
    warnOnce(`TOC: data-source="${options.source}" matches nothing on this page.`);
    return [];
  });

  useEffect(() => {
    // The host is the landmark when the editor wrote a <nav>; otherwise it becomes one.
    if (LANDMARK_TAGS.has(host.tagName) || host.hasAttribute('role')) return;
    host.setAttribute('role', 'navigation');
    host.setAttribute('aria-labelledby', titleId);
    return () => {
      host.removeAttribute('role');
      host.removeAttribute('aria-labelledby');
    };
  }, [host, titleId]);

  const current = useCurrentSection(headings, doc);
  if (headings.length === 0) return null;
  return (
    <div className="mw-toc">
      <h2 className="mw-toc__title" id={titleId}>
        {options.title}
      </h2>
      <Entries nodes={nestHeadings(headings)} current={current} />
    </div>
  );
}
