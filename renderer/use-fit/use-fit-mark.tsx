import type { UseCase } from '../../shared/wire/api-types';
import { cx } from '../ui/class-names';
import { CheckCircleIcon, CrossCircleIcon, InfoIcon, WarningIcon } from '../ui/icons';
import { fitForUse, type LicenseLabel } from './use-fit';
import './use-fit.css';

const ICONS = { fits: CheckCircleIcon, conditions: WarningIcon, blocked: CrossCircleIcon, unknown: InfoIcon } as const;

/**
 * A chip saying what the licence allows for the intended use, in the app's reading (its title,
 * and the hidden text for screen readers, say so).
 */
export function UseFitMark({ license, useCase, className }: { license: LicenseLabel; useCase: UseCase; className?: string }) {
  const fit = fitForUse(license, useCase);
  const Icon = ICONS[fit.state];
  return (
    <span className={cx('use-fit', `use-fit--${fit.state}`, className)} title={fit.explanation}>
      <Icon size={12} />
      <span className="visually-hidden">App's reading: </span>
      {fit.label}
    </span>
  );
}
