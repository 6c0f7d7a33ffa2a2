import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog';

/** Fetches the dialog's chunk: after the first paint with the screens (renderer/app/lazy-screens.ts), or at the first open. */
export const loadDialog = () => import('./dialog').then((module) => ({ default: module.Dialog }));
const LoadedDialog = lazy(loadDialog);

/**
 * The Dialog of a control on the first screen (saving a search, the saved searches in a narrow
 * window), which opens only when asked: its code is not part of the first paint. Rendered from its
 * first opening on, so that closing it returns focus to the opener as the Dialog does.
 */
export function DeferredDialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  ) : null;
}
