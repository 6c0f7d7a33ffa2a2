import { USE_CASES, type UseCase } from '../../shared/api-types';

export const USE_CASE_LABELS: Record<UseCase, string> = {
  commercial_training: 'Commercial model training',
  research: 'Research',
  internal_evaluation: 'Internal evaluation',
  redistribution: 'Redistribution',
};

/** The same uses in fewer words, for narrow controls and chips. */
export const USE_CASE_SHORT_LABELS: Record<UseCase, string> = {
  commercial_training: 'Commercial training',
  research: 'Research',
  internal_evaluation: 'Internal evaluation',
  redistribution: 'Redistribution',
};

export const USE_CASE_OPTIONS: ReadonlyArray<{ value: UseCase; label: string }> = USE_CASES.map((value) => ({
  value,
  label: USE_CASE_LABELS[value],
}));

export function isUseCase(value: unknown): value is UseCase {
  return (USE_CASES as readonly unknown[]).includes(value);
}

/** A label for a use case as a server sent it: ours when known, else the raw value made readable. */
export function labelOfUseCase(value: string | undefined): string {
  if (value === undefined || value === '') return 'Not stated';
  return isUseCase(value) ? USE_CASE_LABELS[value] : value.replace(/_/g, ' ');
}
