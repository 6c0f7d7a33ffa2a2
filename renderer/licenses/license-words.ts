/** A licence's terms in words, for the licence tab and the exports. */
import type { LicenseTerms, UseClass } from '../../shared/domain/licenses/license-table';

export const USE_CLASS_WORDS: Readonly<Record<UseClass, string>> = {
  commercial: 'commercial use allowed',
  unspecified: 'commercial terms not stated',
  'non-commercial': 'non-commercial use only',
  'academic-only': 'academic research only',
};

export function describeTerms(terms: LicenseTerms): string[] {
  return [
    terms.noDerivatives ? 'No adapted versions (training a model on the data makes one)' : 'Adapted versions allowed',
    terms.redistribution ? 'The data may be passed on' : 'The data may not be passed on',
    terms.attribution ? 'Credit required' : 'No credit required',
    ...(terms.shareAlike ? ['Share-alike: adapted data shared under the same licence'] : []),
    ...(terms.notice ? ['A notice travels with any copy passed on'] : []),
  ];
}
