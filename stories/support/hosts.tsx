import { useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { BehaviourModule, ContainerProps, DomContainerModule } from '@kit';

/**
 * Renders a container as the loader would: into a host element the editor wrote, with the
 * options it would have read from that element's data attributes.
 */
export function ContainerHost<O>({
  Widget,
  options,
  as: Tag = 'div',
  label,
}: {
  Widget: ComponentType<ContainerProps<O>>;
  options: O;
  as?: 'div' | 'span' | 'nav' | 'section' | 'aside';
  label?: string;
}): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);
  return (
    <Tag ref={setHost} aria-label={label}>
      {host && createPortal(<Widget host={host} options={options} />, host)}
    </Tag>
  );
}

/*
 * The hosts below connect in a layout effect: before the browser paints and before a story's
 * play function runs, as the loader has connected an element by the time a reader acts on it
 * (with a plain effect, a play that focused a link at once could beat the connection).
 */

/**
 * Connects a container built without React to a host element as the loader would, the host
 * holding the editor's `fallback` markup (none: an empty host). React never touches what the
 * container writes into the host: the fallback is set as HTML, once.
 */
export function DomContainerHost<O>({
  container,
  options,
  as: Tag = 'div',
  fallback = '',
}: {
  container: Pick<DomContainerModule<O>, 'connect'>;
  options: O;
  as?: 'div' | 'span';
  fallback?: string;
}): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!host) return;
    return container.connect(host, options);
  }, [container, options, host]);
  return <Tag ref={setHost} dangerouslySetInnerHTML={{ __html: fallback }} />;
}

/**
 * Connects a behaviour (or a container built without React) to the editor's markup, as the
 * loader would.
 */
export function BehaviourHost<O>({
  behaviour,
  options,
  children,
}: {
  behaviour: Pick<BehaviourModule<O>, 'connect'>;
  options: O;
  children: ReactNode;
}): ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = wrapper.current?.firstElementChild;
    if (!(host instanceof HTMLElement)) return;
    return behaviour.connect(host, options);
  }, [behaviour, options]);
  return <div ref={wrapper}>{children}</div>;
}

/**
 * Renders the editor's markup as written (a form and the list it acts on) and connects each
 * behaviour to its `data-behaviour` element, as the loader would.
 */
export function MarkupHost({
  html,
  behaviours,
}: {
  html: string;
  behaviours: readonly { name: string; connect: (host: HTMLElement) => () => void }[];
}): ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    const releases = behaviours.flatMap(({ name, connect }) =>
      [...root.querySelectorAll<HTMLElement>(`[data-behaviour~="${name}"]`)].map(connect),
    );
    return () => releases.forEach((release) => release());
  }, [html, behaviours]);
  return <div ref={wrapper} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A `<template>` holding `children` as the editor would write it in the page: React renders
 * them into a hidden element and a copy goes into the template's content, which React cannot
 * render into.
 */
export function TemplateOf({ id, children }: { id: string; children: ReactNode }): ReactNode {
  const source = useRef<HTMLDivElement>(null);
  const template = useRef<HTMLTemplateElement>(null);
  useLayoutEffect(() => {
    const nodes = [...(source.current?.childNodes ?? [])].map((node) => node.cloneNode(true));
    template.current?.content.replaceChildren(...nodes);
  }, []);
  return (
    <>
      <div hidden ref={source}>
        {children}
      </div>
      <template id={id} ref={template} />
    </>
  );
}
