import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../class-names';
import { Tooltip, type TooltipProps } from './tooltip';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name, also shown as a tooltip. */
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md';
  variant?: 'ghost' | 'secondary';
  showTooltip?: boolean;
  /** 'bottom-end' for buttons at a right-hand edge, so the tip stays inside the window. */
  tooltipPlacement?: TooltipProps['placement'];
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  size = 'md',
  variant = 'ghost',
  showTooltip = true,
  tooltipPlacement,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  const button = (
    <button type={type} aria-label={label} className={cx('icon-btn', `icon-btn--${size}`, `btn--${variant}`, className)} {...props}>
      {icon}
    </button>
  );
  return showTooltip ? (
    <Tooltip content={label} mode="label" placement={tooltipPlacement}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
