/**
 * The licences the app knows, as data: the app's licence table. The catalog draws from it, the
 * licence record is derived from it, the compatibility engine and the app's own reading read its
 * flags, and the licence reader (license-expression.ts) maps every spelling to an entry through
 * its ids, names, URLs and aliases. Nothing about a licence is decided in code elsewhere.
 *
 * Use classes follow the Data Provenance Initiative, from most to least permissive:
 * commercial ⊂ unspecified ⊂ non-commercial ⊂ academic-only. Each entry names its sources: the
 * licence's own text for what a credit must hold and what it forbids, and the Data Provenance
 * Initiative's licence classes (use class, attribution, share-alike) where it lists the licence.
 */
import { ownValue } from '../own-keys';

export const USE_CLASSES = ['commercial', 'unspecified', 'non-commercial', 'academic-only'] as const;
export type UseClass = (typeof USE_CLASSES)[number];

export { LICENSE_TABLE_VERSION } from './license-table-version';

/** What a credit line or notice must hold, as the licence's text asks. */
export type CreditElement = 'creator' | 'title' | 'copyright' | 'licence' | 'link' | 'changes' | 'licence-text' | 'notice-file' | 'use-restrictions';

interface LicenseSource {
  /** Null for the app's own entries, which no public text describes (see docs/licences.md). */
  url: string | null;
  /** What was taken from it. */
  took: string;
}

export interface LicenseDefinition {
  /** The table's label: the licence record's type, which the `license` filter matches beside the listing's own spelling. */
  type: string;
  /** The SPDX id, or a `LicenseRef-` id for a licence outside the SPDX list. */
  id: string;
  name: string;
  spdxId: string | null;
  url: string | null;
  /** Other spellings the world writes it in (names, short names); ids, names and the URL are read already. */
  aliases: readonly string[];
  useClass: UseClass;
  attribution: boolean;
  shareAlike: boolean;
  noDerivatives: boolean;
  /** The licence lets the licensee pass the data itself on to others. */
  redistribution: boolean;
  /** A notice (the licence's text, its notice or NOTICE file) must travel with any copy passed on. */
  notice: boolean;
  /** What a credit must hold; empty when the licence asks for none. */
  credit: readonly CreditElement[];
  /** Uses the licence forbids whatever the use class (OpenRAIL-style). */
  useRestrictions: readonly string[];
  sources: readonly LicenseSource[];
  /** Relative frequency in the generated catalog (0: never drawn). */
  weight: number;
}

/** What a reading of a licence carries to every side (the renderer included): the terms, without the sources, spellings or catalog weight. */
export type LicenseTerms = Pick<
  LicenseDefinition,
  'type' | 'id' | 'name' | 'url' | 'useClass' | 'attribution' | 'shareAlike' | 'noDerivatives' | 'redistribution' | 'notice' | 'credit' | 'useRestrictions'
>;

/** An entry's terms alone. */
export function termsOf(license: LicenseDefinition): LicenseTerms {
  const { type, id, name, url, useClass, attribution, shareAlike, noDerivatives, redistribution, notice, credit, useRestrictions } = license;
  return { type, id, name, url, useClass, attribution, shareAlike, noDerivatives, redistribution, notice, credit, useRestrictions };
}

const DPI_COMMIT = '10e56a6a55a3fb99f103c518ba5117d7a3102cf3';
const DPI_URL = `https://github.com/Data-Provenance-Initiative/Data-Provenance-Collection/blob/${DPI_COMMIT}/constants/license_classes.json`;
/**
 * The Data Provenance Initiative's classes, as its file states them ([use, attribution, share-alike]),
 * for the entries of this table it lists; an entry's source quotes its line.
 */
const DPI_CLASSES: Readonly<Record<string, readonly [string, string, string]>> = {
  'CC BY 2.0': ['All', '1', '0'],
  'CC BY 3.0': ['All', '1', '0'],
  'CC BY 4.0': ['All', '1', '0'],
  'CC BY-NC 2.0': ['NC', '1', '0'],
  'CC BY-NC 3.0': ['NC', '1', '0'],
  'CC BY-NC 4.0': ['NC', '1', '0'],
  'CC BY-NC-ND 4.0': ['NC', '1', '0'],
  'CC BY-NC-SA 3.0': ['NC', '1', '1'],
  'CC BY-NC-SA 4.0': ['NC', '1', '1'],
  'CC BY-ND 4.0': ['All', '1', '1'],
  'CC BY-SA 3.0': ['All', '1', '1'],
  'CC BY-SA 4.0': ['All', '1', '1'],
  'CC0 1.0': ['All', '0', '0'],
  'ODC BY 1.0': ['All', '1', '0'],
  'CDLA Permissive 1.0': ['All', '1', '0'],
  'CDLA Permissive 2.0': ['All', '1', '0'],
  'CDLA Sharing 1.0': ['All', '1', '1'],
  'Apache License 2.0': ['All', '1', '0'],
  'MIT License': ['All', '1', '0'],
  'BSD 2-Clause License': ['All', '1', '0'],
  'BSD 3-Clause License': ['All', '1', '0'],
  'ISC License': ['All', '1', '0'],
  'GNU General Public License v2.0': ['All', '1', '1'],
  'GNU General Public License v3.0': ['All', '1', '1'],
  'MPL 2.0': ['All', '1', '0'],
  'C-UDA': ['All', '1', '1'],
  'OGL 3.0': ['All', '1', '0'],
  'BigScience OpenRAIL-M': ['All', '1', '1'],
  'Academic Research Purposes Only': ['Acad', '1', '1'],
  Unspecified: ['Unspecified', '0', '0'],
};
/** The Data Provenance Initiative's class of a licence, under its name there (none when it does not list it). */
function dpi(name: string): LicenseSource[] {
  const classes = ownValue(DPI_CLASSES, name);
  if (classes === undefined) return [];
  const [use, attribution, shareAlike] = classes;
  return [{ url: DPI_URL, took: `Data Provenance Initiative licence classes, "${name}": use ${use}, attribution ${attribution}, share-alike ${shareAlike}` }];
}
const text = (url: string, took: string): LicenseSource => ({ url, took });
/** The app's own entry for a kind of licence no public text describes. */
const own = (took: string): LicenseSource => ({ url: null, took: `the app's own entry: ${took}` });

const CC_CREDIT: readonly CreditElement[] = ['creator', 'title', 'copyright', 'licence', 'link', 'changes'];
const CC_TOOK = 'credit: creator, copyright notice, licence and link to it, link to the material, and an indication of changes (§3(a))';
const CC3_TOOK = 'credit: author, title, copyright notice, licence URI, link to the work, and an indication of changes (§4(b))';
const RAIL_RESTRICTIONS = [
  'No use that breaks a law or regulation',
  'No use to exploit, harm or attempt to harm minors',
  'No use to generate or spread verifiably false information meant to harm others',
  'No use to discriminate against or harm people based on protected characteristics',
  'No fully automated decisions that adversely affect a person’s legal rights',
  'No medical advice or interpretation of medical results',
];
const RAIL_TOOK = 'use-based restrictions (Attachment A), which every derivative must carry (§4), and notices of modification';

type Flags = Pick<LicenseDefinition, 'useClass' | 'attribution' | 'shareAlike' | 'noDerivatives' | 'redistribution' | 'notice'>;
const OPEN: Flags = { useClass: 'commercial', attribution: true, shareAlike: false, noDerivatives: false, redistribution: true, notice: false };

function entry(
  fields: Omit<LicenseDefinition, keyof Flags | 'aliases' | 'useRestrictions' | 'weight' | 'spdxId'> &
    Partial<Flags> & { spdx?: boolean; aliases?: readonly string[]; useRestrictions?: readonly string[]; weight?: number },
): LicenseDefinition {
  const { spdx = true, aliases = [], useRestrictions = [], weight = 0, ...rest } = fields;
  return { ...OPEN, ...rest, spdxId: spdx ? fields.id : null, aliases, useRestrictions, weight };
}

function creativeCommons(code: string, version: '4.0' | '3.0' | '2.0', title: string, flags: Partial<Flags>, weight = 0): LicenseDefinition {
  const id = `CC-${code.toUpperCase()}-${version}`;
  const path = code.toLowerCase();
  const url = `https://creativecommons.org/licenses/${path}/${version}/`;
  const spaced = code.toUpperCase().replace(/^BY-?/, 'BY-').replace(/-$/, '');
  const dpiName = `CC ${spaced} ${version}`;
  return entry({
    type: id,
    id,
    name: `Creative Commons ${title} ${version}${version === '4.0' ? ' International' : ' Unported'}`,
    url,
    aliases: [`CC ${spaced} ${version}`, `Creative Commons ${title} ${version}`, `${url}legalcode`],
    credit: CC_CREDIT,
    sources: [text(`${url}legalcode`, version === '4.0' ? CC_TOOK : CC3_TOOK), ...dpi(dpiName)],
    weight,
    ...flags,
  });
}

const NC: Partial<Flags> = { useClass: 'non-commercial' };

export const LICENSES: readonly LicenseDefinition[] = [
  entry({
    type: 'CC0-1.0',
    id: 'CC0-1.0',
    name: 'Creative Commons Zero v1.0 Universal',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    aliases: ['CC0', 'CC0 1.0', 'Creative Commons Zero', 'Public Domain Dedication (CC0)', 'https://creativecommons.org/publicdomain/zero/1.0/legalcode'],
    attribution: false,
    credit: [],
    sources: [text('https://creativecommons.org/publicdomain/zero/1.0/legalcode', 'waiver of all rights: no credit or notice required'), ...dpi('CC0 1.0')],
    weight: 8,
  }),
  creativeCommons('by', '4.0', 'Attribution', {}, 14),
  creativeCommons('by-sa', '4.0', 'Attribution-ShareAlike', { shareAlike: true }, 8),
  creativeCommons('by-nc', '4.0', 'Attribution-NonCommercial', NC, 8),
  creativeCommons('by-nc-sa', '4.0', 'Attribution-NonCommercial-ShareAlike', { ...NC, shareAlike: true }, 5),
  creativeCommons('by-nd', '4.0', 'Attribution-NoDerivatives', { noDerivatives: true }, 3),
  creativeCommons('by-nc-nd', '4.0', 'Attribution-NonCommercial-NoDerivatives', { ...NC, noDerivatives: true }, 2),
  entry({
    type: 'ODbL-1.0',
    id: 'ODbL-1.0',
    name: 'Open Data Commons Open Database License v1.0',
    url: 'https://opendatacommons.org/licenses/odbl/1-0/',
    aliases: ['ODbL', 'Open Database License', 'Open Database License (ODbL) v1.0', 'https://opendatacommons.org/licenses/odbl/'],
    shareAlike: true,
    notice: true,
    credit: ['title', 'licence', 'link'],
    sources: [
      text(
        'https://opendatacommons.org/licenses/odbl/1-0/',
        'notice on any public use or redistribution naming the database and the ODbL, with a link (§4.3); share-alike for derivative databases (§4.4)',
      ),
    ],
    weight: 4,
  }),
  entry({
    type: 'ODC-By-1.0',
    id: 'ODC-By-1.0',
    name: 'Open Data Commons Attribution License v1.0',
    url: 'https://opendatacommons.org/licenses/by/1-0/',
    aliases: ['ODC-By', 'ODC BY', 'ODC-BY 1.0', 'Open Data Commons Attribution License', 'https://opendatacommons.org/licenses/by/'],
    notice: true,
    credit: ['title', 'licence', 'link'],
    sources: [
      text('https://opendatacommons.org/licenses/by/1-0/', 'notice on any public use naming the database and the licence, with a link (§4.3)'),
      ...dpi('ODC BY 1.0'),
    ],
    weight: 3,
  }),
  entry({
    type: 'PDDL-1.0',
    id: 'PDDL-1.0',
    name: 'Open Data Commons Public Domain Dedication and License v1.0',
    url: 'https://opendatacommons.org/licenses/pddl/1-0/',
    aliases: ['PDDL', 'ODC-PDDL', 'ODC Public Domain Dedication and Licence'],
    attribution: false,
    credit: [],
    sources: [text('https://opendatacommons.org/licenses/pddl/1-0/', 'public domain dedication: no credit or notice required')],
    weight: 2,
  }),
  entry({
    type: 'CDLA-Permissive-2.0',
    id: 'CDLA-Permissive-2.0',
    name: 'Community Data License Agreement – Permissive, Version 2.0',
    url: 'https://cdla.dev/permissive-2-0/',
    aliases: ['CDLA Permissive 2.0', 'Community Data License Agreement Permissive 2.0'],
    notice: true,
    credit: ['licence-text'],
    sources: [
      text('https://cdla.dev/permissive-2-0/', 'sharing the data requires making the agreement’s text (or a link to it) available with it (§3.1)'),
      ...dpi('CDLA Permissive 2.0'),
    ],
    weight: 5,
  }),
  entry({
    type: 'CDLA-Sharing-1.0',
    id: 'CDLA-Sharing-1.0',
    name: 'Community Data License Agreement – Sharing, Version 1.0',
    url: 'https://cdla.dev/sharing-1-0/',
    aliases: ['CDLA Sharing 1.0', 'Community Data License Agreement Sharing 1.0'],
    shareAlike: true,
    notice: true,
    credit: ['copyright', 'licence-text'],
    sources: [
      text('https://cdla.dev/sharing-1-0/', 'shared data stays under the agreement, with its text and existing notices kept (§3)'),
      ...dpi('CDLA Sharing 1.0'),
    ],
    weight: 2,
  }),
  entry({
    type: 'Apache-2.0',
    id: 'Apache-2.0',
    name: 'Apache License 2.0',
    url: 'https://www.apache.org/licenses/LICENSE-2.0',
    aliases: ['Apache 2.0', 'Apache License, Version 2.0', 'Apache 2', 'ASL 2.0', 'http://www.apache.org/licenses/LICENSE-2.0'],
    notice: true,
    credit: ['copyright', 'licence-text', 'notice-file', 'changes'],
    sources: [
      text(
        'https://www.apache.org/licenses/LICENSE-2.0',
        'redistribution keeps a copy of the licence, the copyright notices and any NOTICE file, and marks changed files (§4)',
      ),
      ...dpi('Apache License 2.0'),
    ],
    weight: 6,
  }),
  entry({
    type: 'MIT',
    id: 'MIT',
    name: 'MIT License',
    url: 'https://opensource.org/license/mit',
    aliases: ['MIT Licence', 'Expat', 'https://opensource.org/licenses/MIT'],
    notice: true,
    credit: ['copyright', 'licence-text'],
    sources: [
      text('https://opensource.org/license/mit', 'the copyright notice and this permission notice in all copies or substantial portions'),
      ...dpi('MIT License'),
    ],
    weight: 5,
  }),
  entry({
    type: 'Research-Only',
    id: 'LicenseRef-Research-Only',
    name: 'Academic Research Use Only Licence',
    spdx: false,
    url: null,
    aliases: ['Research Only', 'Academic Research Purposes Only', 'Academic use only', 'Non-commercial research only', 'For research purposes only'],
    useClass: 'academic-only',
    redistribution: false,
    credit: ['creator', 'title'],
    sources: [own('academic research only, no passing the data on, credit the source'), ...dpi('Academic Research Purposes Only')],
    weight: 6,
  }),
  entry({
    type: 'Proprietary-Commercial',
    id: 'LicenseRef-Proprietary-Commercial',
    name: 'Proprietary Commercial Data Licence (single licensee)',
    spdx: false,
    url: null,
    aliases: ['Proprietary', 'Commercial licence', 'Proprietary commercial licence', 'All rights reserved'],
    attribution: false,
    redistribution: false,
    credit: [],
    sources: [own('a paid licence for one licensee: commercial use, no passing the data on; the terms are the seller’s contract')],
    weight: 12,
  }),
  entry({
    type: 'Custom-Unspecified',
    id: 'LicenseRef-Custom-Unspecified',
    name: 'Custom licence (commercial terms not stated)',
    spdx: false,
    url: null,
    aliases: ['Custom', 'Custom licence', 'Unspecified'],
    useClass: 'unspecified',
    redistribution: false,
    credit: ['creator', 'title'],
    sources: [own('a licence that does not state commercial terms: no passing the data on, credit the source'), ...dpi('Unspecified')],
    weight: 3,
  }),
  // Licences the catalog never draws (weight 0): read from other marketplaces and dataset cards.
  creativeCommons('by', '3.0', 'Attribution', {}),
  creativeCommons('by-sa', '3.0', 'Attribution-ShareAlike', { shareAlike: true }),
  creativeCommons('by-nc', '3.0', 'Attribution-NonCommercial', NC),
  creativeCommons('by-nc-sa', '3.0', 'Attribution-NonCommercial-ShareAlike', { ...NC, shareAlike: true }),
  creativeCommons('by-nd', '3.0', 'Attribution-NoDerivs', { noDerivatives: true }),
  creativeCommons('by-nc-nd', '3.0', 'Attribution-NonCommercial-NoDerivs', { ...NC, noDerivatives: true }),
  creativeCommons('by', '2.0', 'Attribution', {}),
  creativeCommons('by-nc', '2.0', 'Attribution-NonCommercial', NC),
  entry({
    type: 'CDLA-Permissive-1.0',
    id: 'CDLA-Permissive-1.0',
    name: 'Community Data License Agreement – Permissive, Version 1.0',
    url: 'https://cdla.dev/permissive-1-0/',
    aliases: ['CDLA Permissive 1.0'],
    notice: true,
    credit: ['copyright', 'licence-text'],
    sources: [text('https://cdla.dev/permissive-1-0/', 'shared data keeps the agreement’s text and existing notices (§3.1)'), ...dpi('CDLA Permissive 1.0')],
  }),
  entry({
    type: 'C-UDA-1.0',
    id: 'C-UDA-1.0',
    name: 'Computational Use of Data Agreement v1.0',
    url: 'https://github.com/microsoft/Computational-Use-of-Data-Agreement/releases/tag/v1.0',
    aliases: ['C-UDA', 'Computational Use of Data Agreement'],
    noDerivatives: false,
    redistribution: true,
    notice: true,
    credit: ['licence-text'],
    sources: [
      text(
        'https://github.com/microsoft/Computational-Use-of-Data-Agreement/releases/tag/v1.0',
        'computational use and results may be shared; data shared with the agreement’s text (§2–3)',
      ),
      ...dpi('C-UDA'),
    ],
  }),
  entry({
    type: 'BSD-3-Clause',
    id: 'BSD-3-Clause',
    name: 'BSD 3-Clause "New" or "Revised" License',
    url: 'https://opensource.org/license/bsd-3-clause',
    aliases: ['BSD 3-Clause License', 'New BSD License', 'BSD-3'],
    notice: true,
    credit: ['copyright', 'licence-text'],
    sources: [
      text('https://opensource.org/license/bsd-3-clause', 'the copyright notice, the conditions and the disclaimer with redistributions'),
      ...dpi('BSD 3-Clause License'),
    ],
  }),
  entry({
    type: 'BSD-2-Clause',
    id: 'BSD-2-Clause',
    name: 'BSD 2-Clause "Simplified" License',
    url: 'https://opensource.org/license/bsd-2-clause',
    aliases: ['BSD 2-Clause License', 'Simplified BSD License', 'BSD-2'],
    notice: true,
    credit: ['copyright', 'licence-text'],
    sources: [
      text('https://opensource.org/license/bsd-2-clause', 'the copyright notice, the conditions and the disclaimer with redistributions'),
      ...dpi('BSD 2-Clause License'),
    ],
  }),
  entry({
    type: 'ISC',
    id: 'ISC',
    name: 'ISC License',
    url: 'https://opensource.org/license/isc-license-txt',
    notice: true,
    credit: ['copyright', 'licence-text'],
    sources: [text('https://opensource.org/license/isc-license-txt', 'the copyright notice and this permission notice in all copies'), ...dpi('ISC License')],
  }),
  entry({
    type: 'Unlicense',
    id: 'Unlicense',
    name: 'The Unlicense',
    url: 'https://unlicense.org/',
    attribution: false,
    credit: [],
    sources: [text('https://unlicense.org/', 'dedication to the public domain: no credit or notice required')],
  }),
  entry({
    type: 'GPL-3.0-only',
    id: 'GPL-3.0-only',
    name: 'GNU General Public License v3.0 only',
    url: 'https://www.gnu.org/licenses/gpl-3.0.html',
    aliases: ['GPL-3.0', 'GPLv3', 'GNU GPL v3', 'GNU General Public License v3.0', 'GPL-3.0-or-later', 'GPL-3.0+'],
    shareAlike: true,
    notice: true,
    credit: ['copyright', 'licence-text', 'changes'],
    sources: [
      text('https://www.gnu.org/licenses/gpl-3.0.html', 'copies keep the notices and the licence; modified versions are marked and released under it (§4–5)'),
      ...dpi('GNU General Public License v3.0'),
    ],
  }),
  entry({
    type: 'GPL-2.0-only',
    id: 'GPL-2.0-only',
    name: 'GNU General Public License v2.0 only',
    url: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
    aliases: ['GPL-2.0', 'GPLv2', 'GNU GPL v2', 'GNU General Public License v2.0', 'GPL-2.0-or-later', 'GPL-2.0+'],
    shareAlike: true,
    notice: true,
    credit: ['copyright', 'licence-text', 'changes'],
    sources: [
      text(
        'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
        'copies keep the notices and the licence; modified versions are marked and released under it (§1–2)',
      ),
      ...dpi('GNU General Public License v2.0'),
    ],
  }),
  entry({
    type: 'MPL-2.0',
    id: 'MPL-2.0',
    name: 'Mozilla Public License 2.0',
    url: 'https://www.mozilla.org/en-US/MPL/2.0/',
    aliases: ['MPL 2.0', 'Mozilla Public License, version 2.0'],
    shareAlike: true,
    notice: true,
    credit: ['copyright', 'licence-text'],
    sources: [
      text(
        'https://www.mozilla.org/en-US/MPL/2.0/',
        'covered files stay under the MPL, with their notices (§3); file-level copyleft, read here as share-alike',
      ),
      ...dpi('MPL 2.0'),
    ],
  }),
  entry({
    type: 'OpenRAIL-M',
    id: 'LicenseRef-OpenRAIL-M',
    name: 'Open Responsible AI Licence – Model (OpenRAIL-M)',
    spdx: false,
    url: 'https://www.licenses.ai/blog/2022/8/26/bigscience-open-rail-m-license',
    aliases: ['OpenRAIL M', 'Open RAIL-M', 'OpenRAIL-M license'],
    notice: true,
    credit: ['licence-text', 'changes', 'use-restrictions'],
    useRestrictions: RAIL_RESTRICTIONS,
    sources: [text('https://www.licenses.ai/blog/2022/8/26/bigscience-open-rail-m-license', RAIL_TOOK)],
  }),
  entry({
    type: 'OpenRAIL',
    id: 'LicenseRef-OpenRAIL',
    name: 'Open Responsible AI Licence (OpenRAIL)',
    spdx: false,
    url: 'https://huggingface.co/blog/open_rail',
    aliases: ['Open RAIL', 'OpenRAIL license'],
    notice: true,
    credit: ['licence-text', 'changes', 'use-restrictions'],
    useRestrictions: RAIL_RESTRICTIONS,
    sources: [text('https://huggingface.co/blog/open_rail', 'OpenRAIL family: open access with use-based restrictions carried by every derivative')],
  }),
  entry({
    type: 'BigScience-OpenRAIL-M',
    id: 'BigScience-OpenRAIL-M',
    name: 'BigScience Open RAIL-M License',
    url: 'https://www.licenses.ai/blog/2022/8/26/bigscience-open-rail-m-license',
    aliases: ['BigScience OpenRAIL-M', 'bigscience-openrail-m'],
    notice: true,
    credit: ['licence-text', 'changes', 'use-restrictions'],
    useRestrictions: RAIL_RESTRICTIONS,
    sources: [text('https://www.licenses.ai/blog/2022/8/26/bigscience-open-rail-m-license', RAIL_TOOK), ...dpi('BigScience OpenRAIL-M')],
  }),
  entry({
    type: 'CreativeML-OpenRAIL-M',
    id: 'CreativeML-OpenRAIL-M',
    name: 'CreativeML Open RAIL-M',
    url: 'https://huggingface.co/spaces/CompVis/stable-diffusion-license',
    aliases: ['CreativeML OpenRAIL-M', 'creativeml-openrail-m'],
    notice: true,
    credit: ['licence-text', 'changes', 'use-restrictions'],
    useRestrictions: RAIL_RESTRICTIONS,
    sources: [text('https://huggingface.co/spaces/CompVis/stable-diffusion-license', RAIL_TOOK)],
  }),
  entry({
    type: 'OGL-UK-3.0',
    id: 'OGL-UK-3.0',
    name: 'Open Government Licence v3.0',
    url: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
    aliases: ['OGL 3.0', 'Open Government Licence', 'OGL-3.0', 'OGL v3'],
    credit: ['title', 'copyright', 'licence', 'link'],
    sources: [
      text(
        'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
        'acknowledge the source with the attribution statement and a link to the licence',
      ),
      ...dpi('OGL 3.0'),
    ],
  }),
];

const byType = new Map(LICENSES.map((license) => [license.type, license]));

/** The entry whose label is exactly `type` (the catalog's own spelling); any other spelling goes through the licence reader. */
export function findLicense(type: string): LicenseDefinition | undefined {
  return byType.get(type);
}
