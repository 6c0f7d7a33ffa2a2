import { cloneElement, useEffect, useId, useState, type ReactElement } from 'react';
import { cx } from '../class-names';

export interface TooltipProps {
  /** The tooltip text. */
  content: string;
  /** One focusable element. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /**
   * 'describe' (default): the text adds a description via aria-describedby.
   * 'label': the text repeats the control's accessible name, so it is hidden from assistive tech.
   */
  mode?: 'describe' | 'label';
  /** Where the tip shows: centred above or below, below and aligned to the right edge, or to the right. */
  placement?: 'top' | 'bottom' | 'bottom-end' | 'right';
  /** Extra class for the wrapping anchor, e.g. to let a full-width control keep its width. */
  anchorClassName?: string;
}

/** Shows on hover and keyboard focus, hides on Escape, blur and mouse leave. */
export function Tooltip({ content, children, mode = 'describe', placement = 'top', anchorClassName }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], mode === 'describe' ? id : undefined].filter(Boolean).join(' ');
  return (
    <span
      className={cx('tooltip-anchor', anchorClassName)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy || undefined })}
      <span
        id={id}
        role={mode === 'describe' ? 'tooltip' : undefined}
        aria-hidden={mode === 'label' ? true : undefined}
        className={cx('tooltip', `tooltip--${placement}`, open && 'tooltip--open')}
      >
        {content}
      </span>
    </span>
  );
}
