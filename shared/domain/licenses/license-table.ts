/**
 * The licences the embedded marketplace knows, as data. The catalog draws from it, the
 * licence record is derived from it, and the compatibility engine reads its flags; nothing
 * about a licence is decided in code elsewhere.
 *
 * Use classes follow the Data Provenance Initiative, from most to least permissive:
 * commercial ⊂ unspecified ⊂ non-commercial ⊂ academic-only.
 */
export const USE_CLASSES = ['commercial', 'unspecified', 'non-commercial', 'academic-only'] as const;
export type UseClass = (typeof USE_CLASSES)[number];

export interface LicenseDefinition {
  /** The label shown in listings and matched by the `license` filter. */
  type: string;
  name: string;
  spdxId: string | null;
  url: string | null;
  useClass: UseClass;
  attribution: boolean;
  shareAlike: boolean;
  noDerivatives: boolean;
  /** The licence lets the licensee pass the data itself on to others. */
  redistribution: boolean;
  /** Relative frequency in the generated catalog. */
  weight: number;
}

export const LICENSES: readonly LicenseDefinition[] = [
  {
    type: 'CC0-1.0',
    name: 'Creative Commons Zero v1.0 Universal',
    spdxId: 'CC0-1.0',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    useClass: 'commercial',
    attribution: false,
    shareAlike: false,
    noDerivatives: false,
    redistribution: true,
    weight: 8,
  },
  {
    type: 'CC-BY-4.0',
    name: 'Creative Commons Attribution 4.0 International',
    spdxId: 'CC-BY-4.0',
    url: 'https://creativecommons.org/licenses/by/4.0/',
    useClass: 'commercial',
    attribution: true,
    shareAlike: false,
    noDerivatives: false,
    redistribution: true,
    weight: 14,
  },
  {
    type: 'CC-BY-SA-4.0',
    name: 'Creative Commons Attribution-ShareAlike 4.0 International',
    spdxId: 'CC-BY-SA-4.0',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    useClass: 'commercial',
    attribution: true,
    shareAlike: true,
    noDerivatives: false,
    redistribution: true,
    weight: 8,
  },
  {
    type: 'CC-BY-NC-4.0',
    name: 'Creative Commons Attribution-NonCommercial 4.0 International',
    spdxId: 'CC-BY-NC-4.0',
    url: 'https://creativecommons.org/licenses/by-nc/4.0/',
    useClass: 'non-commercial',
    attribution: true,
    shareAlike: false,
    noDerivatives: false,
    redistribution: true,
    weight: 8,
  },
  {
    type: 'CC-BY-NC-SA-4.0',
    name: 'Creative Commons Attribution-NonCommercial-ShareAlike 4.0 International',
    spdxId: 'CC-BY-NC-SA-4.0',
    url: 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
    useClass: 'non-commercial',
    attribution: true,
    shareAlike: true,
    noDerivatives: false,
    redistribution: true,
    weight: 5,
  },
  {
    type: 'CC-BY-ND-4.0',
    name: 'Creative Commons Attribution-NoDerivatives 4.0 International',
    spdxId: 'CC-BY-ND-4.0',
    url: 'https://creativecommons.org/licenses/by-nd/4.0/',
    useClass: 'commercial',
    attribution: true,
    shareAlike: false,
    noDerivatives: true,
    redistribution: true,
    weight: 3,
  },
  {
    type: 'CC-BY-NC-ND-4.0',
    name: 'Creative Commons Attribution-NonCommercial-NoDerivatives 4.0 International',
    spdxId: 'CC-BY-NC-ND-4.0',
    url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
    useClass: 'non-commercial',
    attribution: true,
    shareAlike: false,
    noDerivatives: true,
    redistribution: true,
    weight: 2,
  },
  {
    type: 'ODbL-1.0',
    name: 'Open Data Commons Open Database License v1.0',
    spdxId: 'ODbL-1.0',
    url: 'https://opendatacommons.org/licenses/odbl/1-0/',
    useClass: 'commercial',
    attribution: true,
    shareAlike: true,
    noDerivatives: false,
    redistribution: true,
    weight: 4,
  },
  {
    type: 'ODC-By-1.0',
    name: 'Open Data Commons Attribution License v1.0',
    spdxId: 'ODC-By-1.0',
    url: 'https://opendatacommons.org/licenses/by/1-0/',
    useClass: 'commercial',
    attribution: true,
    shareAlike: false,
    noDerivatives: false,
    redistribution: true,
    weight: 3,
  },
  {
    type: 'PDDL-1.0',
    name: 'Open Data Commons Public Domain Dedication and License v1.0',
    spdxId: 'PDDL-1.0',
    url: 'https://opendatacommons.org/licenses/pddl/1-0/',
    useClass: 'commercial',
    attribution: false,
    shareAlike: false,
    noDerivatives: false,
    redistribution: true,
    weight: 2,
  },
  {
    type: 'CDLA-Permissive-2.0',
    name: 'Community Data License Agreement – Permissive, Version 2.0',
    spdxId: 'CDLA-Permissive-2.0',
    url: 'https://cdla.dev/permissive-2-0/',
    useClass: 'commercial',
    attribution: true,
    shareAlike: false,
    noDerivatives: false,
    redistribution: true,
    weight: 5,
  },
  {
    type: 'CDLA-Sharing-1.0',
    name: 'Community Data License Agreement – Sharing, Version 1.0',
    spdxId: 'CDLA-Sharing-1.0',
    url: 'https://cdla.dev/sharing-1-0/',
    useClass: 'commercial',
    attribution: true,
    shareAlike: true,
    noDerivatives: false,
    redistribution: true,
    weight: 2,
  },
  {
    type: 'Apache-2.0',
    name: 'Apache License 2.0',
    spdxId: 'Apache-2.0',
    url: 'https://www.apache.org/licenses/LICENSE-2.0',
    useClass: 'commercial',
    attribution: true,
    shareAlike: false,
    noDerivatives: false,
    redistribution: true,
    weight: 6,
  },
  {
    type: 'MIT',
    name: 'MIT License',
    spdxId: 'MIT',
    url: 'https://opensource.org/license/mit',
    useClass: 'commercial',
    attribution: true,
    shareAlike: false,
    noDerivatives: false,
    redistribution: true,
    weight: 5,
  },
  {
    type: 'Research-Only',
    name: 'Academic Research Use Only Licence',
    spdxId: null,
    url: null,
    useClass: 'academic-only',
    attribution: true,
    shareAlike: false,
    noDerivatives: false,
    redistribution: false,
    weight: 6,
  },
  {
    type: 'Proprietary-Commercial',
    name: 'Proprietary Commercial Data Licence (single licensee)',
    spdxId: null,
    url: null,
    useClass: 'commercial',
    attribution: false,
    shareAlike: false,
    noDerivatives: false,
    redistribution: false,
    weight: 12,
  },
  {
    type: 'Custom-Unspecified',
    name: 'Custom licence (commercial terms not stated)',
    spdxId: null,
    url: null,
    useClass: 'unspecified',
    attribution: true,
    shareAlike: false,
    noDerivatives: false,
    redistribution: false,
    weight: 3,
  },
];

const byType = new Map(LICENSES.map((license) => [license.type, license]));

export function findLicense(type: string): LicenseDefinition | undefined {
  return byType.get(type);
}
