import type { UseCase } from '../../shared/wire/api-types';
import { cx } from '../ui/class-names';
import { CheckCircleIcon, CrossCircleIcon, InfoIcon, WarningIcon } from '../ui/icons';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { useHeldLicense } from '../licenses/use-held-license';
import { listedLicense, type LicenseLabel } from './listed-license';
import { useUseFitCode } from './use-fit-later';
import './use-fit.css';

const ICONS = {
  fits: CheckCircleIcon,
  conditions: WarningIcon,
  'not-stated': InfoIcon,
  'academic-only': WarningIcon,
  blocked: CrossCircleIcon,
  unknown: InfoIcon,
} as const;

/**
 * A chip saying what the licence allows for the intended use, in the one reading (its title,
 * and the hidden text for screen readers, say it is the app's).
 */
export function UseFitMark({ license, useCase, className }: { license: LicenseLabel; useCase: UseCase; className?: string }) {
  const code = useUseFitCode();
  if (code === null)
    return (
      <span className={cx('use-fit', 'use-fit--unknown', className)}>
        <span className="visually-hidden">App's reading: </span>
        Reading the licence…
      </span>
    );
  const fit = code.fitForUse(license, useCase);
  const Icon = ICONS[fit.state];
  return (
    <span className={cx('use-fit', `use-fit--${fit.state}`, className)} title={fit.explanation}>
      <Icon size={12} />
      <span className="visually-hidden">App's reading: </span>
      {fit.label}
      {fit.disagreement !== null && <span className="visually-hidden"> (the licence record says otherwise: see the Licence tab)</span>}
    </span>
  );
}

/** A dataset's mark: its listing's label, with its licence record once the app holds it (never requested here). */
export function DatasetUseFitMark({
  dataset,
  useCase,
  className,
}: {
  dataset: Pick<DatasetSummaryReading, 'id' | 'license' | 'licenseTerms'>;
  useCase: UseCase;
  className?: string;
}) {
  const record = useHeldLicense(dataset.id);
  return <UseFitMark license={listedLicense(dataset, record)} useCase={useCase} {...(className ? { className } : {})} />;
}
