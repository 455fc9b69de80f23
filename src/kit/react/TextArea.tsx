import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  readonly label: string;
  /** The field's own problem, shown under it and tied to it for screen readers. */
  readonly error?: string | undefined;
  readonly hint?: string;
}

/** A labelled textarea, marked up as Field marks up an input. */
export function TextArea({ label, error, hint, ...textarea }: TextAreaProps): ReactNode {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <textarea {...control} {...textarea} />}
    </FieldFrame>
  );
}
