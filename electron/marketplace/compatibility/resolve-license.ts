import type { ResolvedLicense } from '../../../shared/domain/licenses/assess-dataset';
import { findLicense } from '../../../shared/domain/licenses/license-table';

export type { ResolvedLicense } from '../../../shared/domain/licenses/assess-dataset';

/**
 * The licence definition of a licence type. A type the table does not know gets a stand-in
 * with the most restrictive terms (academic-only, no derivatives, no redistribution,
 * attribution), so nothing is ever cleared on an assumption.
 */
export function resolveLicense(type: string): ResolvedLicense {
  const definition = findLicense(type);
  if (definition) return { definition, known: true };
  return {
    known: false,
    definition: {
      type,
      name: `Unknown licence (${type})`,
      spdxId: null,
      url: null,
      useClass: 'academic-only',
      attribution: true,
      shareAlike: false,
      noDerivatives: true,
      redistribution: false,
      weight: 0,
    },
  };
}
