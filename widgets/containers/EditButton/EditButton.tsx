import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { canEdit } from '@domain/roles';
import { $reader } from '@stores/user/reader';
import type { EditButtonOptions } from './options';

/**
 * "Edit this article" for editors and admins. The registry fetches it only when the session
 * this browser remembers is an editor's; here the identity service's answer decides, so a
 * forged record in storage shows nothing.
 */
export function EditButton({ options }: ContainerProps<EditButtonOptions>): ReactNode {
  const reader = useStore($reader);
  if (!canEdit(reader)) return null;
  return (
    <a className="mw-edit-button" href={options.editUrl}>
      {options.label}
    </a>
  );
}
