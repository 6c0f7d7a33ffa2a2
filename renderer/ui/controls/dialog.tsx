import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from '../class-names';
import { IconButton } from './icon-button';
import { CloseIcon } from '../icons';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons at the bottom, e.g. Cancel / Confirm. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: focus is trapped and Escape closes it; focus returns to the opener.
 * Mark the control that should have focus first with `data-autofocus`.
 */
export function Dialog({ open, title, onClose, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Start on the control marked `data-autofocus` (e.g. the safe choice, Cancel), else the browser's pick.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={cx('dialog', className)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__frame">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <IconButton label="Close" icon={<CloseIcon />} size="sm" onClick={onClose} showTooltip={false} />
          </header>
          <div className="dialog__body">{children}</div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
