import type { ReactNode } from 'react';

/**
 * A widget's shape while its answer loads: grey bones in the room of what will come, and
 * the words a screen reader hears instead (a status, so it is said once).
 */
export function Skeleton({
  block,
  said,
  bones,
}: {
  /** The widget's root class: the skeleton is `{block} {block}--loading`, its bones `{block}__bone`. */
  readonly block: string;
  readonly said: string;
  /** Each bone's kind, `{block}__bone--{kind}`, top to bottom. */
  readonly bones: readonly string[];
}): ReactNode {
  return (
    <div className={`${block} ${block}--loading`} aria-busy="true">
      <p className="mw-visually-hidden" role="status">
        {said}
      </p>
      {bones.map((kind, index) => (
        <div key={index} className={`${block}__bone ${block}__bone--${kind} mw-skeleton`} />
      ))}
    </div>
  );
}
