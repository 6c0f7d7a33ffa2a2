import { describe, expect, it } from 'vitest';
import { readLicenseLabel } from './license-reader';
import type { UseClass } from './license-table';

/** The terms a reading should give: use class, then A(ttribution) S(hare-alike) N(o derivatives) R(edistribution) U(se restrictions) as letters present. */
type Expected = [written: string, expression: string | undefined, useClass: UseClass, flags: string, combination?: 'single' | 'and' | 'or'];

const flagsOf = (reading: ReturnType<typeof readLicenseLabel>) =>
  [
    reading.terms.attribution ? 'A' : '',
    reading.terms.shareAlike ? 'S' : '',
    reading.terms.noDerivatives ? 'N' : '',
    reading.terms.redistribution ? 'R' : '',
    reading.terms.useRestrictions.length > 0 ? 'U' : '',
  ].join('');

/** Licence strings as marketplaces, dataset cards and hubs write them. */
const REAL_WORLD: Expected[] = [
  ['cc by 4.0', 'CC-BY-4.0', 'commercial', 'AR'],
  ['CC BY 4.0', 'CC-BY-4.0', 'commercial', 'AR'],
  ['CC-BY-4.0', 'CC-BY-4.0', 'commercial', 'AR'],
  ['cc-by-4.0', 'CC-BY-4.0', 'commercial', 'AR'],
  ['CC-BY 4.0', 'CC-BY-4.0', 'commercial', 'AR'],
  ['Creative Commons Attribution 4.0 International', 'CC-BY-4.0', 'commercial', 'AR'],
  ['Creative Commons Attribution 4.0 International License', 'CC-BY-4.0', 'commercial', 'AR'],
  ['CC-BY-4.0 licence', 'CC-BY-4.0', 'commercial', 'AR'],
  ['https://creativecommons.org/licenses/by/4.0/', 'CC-BY-4.0', 'commercial', 'AR'],
  ['http://creativecommons.org/licenses/by/4.0/legalcode', 'CC-BY-4.0', 'commercial', 'AR'],
  ['creativecommons.org/licenses/by/4.0/deed.en', 'CC-BY-4.0', 'commercial', 'AR'],
  ['Creative Commons Attribution-ShareAlike 4.0 International', 'CC-BY-SA-4.0', 'commercial', 'ASR'],
  ['cc-by-sa-4.0', 'CC-BY-SA-4.0', 'commercial', 'ASR'],
  ['CC BY-SA 4.0', 'CC-BY-SA-4.0', 'commercial', 'ASR'],
  ['CC BY-SA 3.0', 'CC-BY-SA-3.0', 'commercial', 'ASR'],
  ['cc-by-sa-3.0', 'CC-BY-SA-3.0', 'commercial', 'ASR'],
  ['CC BY 3.0', 'CC-BY-3.0', 'commercial', 'AR'],
  ['CC-BY-2.0', 'CC-BY-2.0', 'commercial', 'AR'],
  ['CC BY-NC 4.0', 'CC-BY-NC-4.0', 'non-commercial', 'AR'],
  ['cc-by-nc-4.0', 'CC-BY-NC-4.0', 'non-commercial', 'AR'],
  ['Creative Commons Attribution-NonCommercial 4.0 International', 'CC-BY-NC-4.0', 'non-commercial', 'AR'],
  ['https://creativecommons.org/licenses/by-nc/4.0/', 'CC-BY-NC-4.0', 'non-commercial', 'AR'],
  ['CC BY-NC 3.0', 'CC-BY-NC-3.0', 'non-commercial', 'AR'],
  ['CC BY-NC-SA 4.0', 'CC-BY-NC-SA-4.0', 'non-commercial', 'ASR'],
  ['cc-by-nc-sa-4.0', 'CC-BY-NC-SA-4.0', 'non-commercial', 'ASR'],
  ['CC BY-NC-SA 3.0', 'CC-BY-NC-SA-3.0', 'non-commercial', 'ASR'],
  ['CC BY-ND 4.0', 'CC-BY-ND-4.0', 'commercial', 'ANR'],
  ['cc-by-nc-nd-4.0', 'CC-BY-NC-ND-4.0', 'non-commercial', 'ANR'],
  ['Creative Commons Attribution-NonCommercial-NoDerivatives 4.0 International', 'CC-BY-NC-ND-4.0', 'non-commercial', 'ANR'],
  ['CC0', 'CC0-1.0', 'commercial', 'R'],
  ['cc0-1.0', 'CC0-1.0', 'commercial', 'R'],
  ['CC0 1.0 Universal', 'CC0-1.0', 'commercial', 'R'],
  ['https://creativecommons.org/publicdomain/zero/1.0/', 'CC0-1.0', 'commercial', 'R'],
  ['MIT', 'MIT', 'commercial', 'AR'],
  ['mit', 'MIT', 'commercial', 'AR'],
  ['MIT License', 'MIT', 'commercial', 'AR'],
  ['The MIT Licence', 'MIT', 'commercial', 'AR'],
  ['Apache-2.0', 'Apache-2.0', 'commercial', 'AR'],
  ['apache-2.0', 'Apache-2.0', 'commercial', 'AR'],
  ['Apache 2.0', 'Apache-2.0', 'commercial', 'AR'],
  ['Apache License, Version 2.0', 'Apache-2.0', 'commercial', 'AR'],
  ['http://www.apache.org/licenses/LICENSE-2.0', 'Apache-2.0', 'commercial', 'AR'],
  ['ODbL', 'ODbL-1.0', 'commercial', 'ASR'],
  ['odbl-1.0', 'ODbL-1.0', 'commercial', 'ASR'],
  ['Open Database License (ODbL) v1.0', 'ODbL-1.0', 'commercial', 'ASR'],
  ['ODC-By', 'ODC-By-1.0', 'commercial', 'AR'],
  ['odc-by', 'ODC-By-1.0', 'commercial', 'AR'],
  ['ODC-BY-1.0', 'ODC-By-1.0', 'commercial', 'AR'],
  ['PDDL', 'PDDL-1.0', 'commercial', 'R'],
  ['CDLA-Permissive-2.0', 'CDLA-Permissive-2.0', 'commercial', 'AR'],
  ['cdla-permissive-2.0', 'CDLA-Permissive-2.0', 'commercial', 'AR'],
  ['CDLA Permissive 1.0', 'CDLA-Permissive-1.0', 'commercial', 'AR'],
  ['cdla-sharing-1.0', 'CDLA-Sharing-1.0', 'commercial', 'ASR'],
  ['C-UDA', 'C-UDA-1.0', 'commercial', 'AR'],
  ['bsd-3-clause', 'BSD-3-Clause', 'commercial', 'AR'],
  ['BSD 2-Clause License', 'BSD-2-Clause', 'commercial', 'AR'],
  ['unlicense', 'Unlicense', 'commercial', 'R'],
  ['gpl-3.0', 'GPL-3.0-only', 'commercial', 'ASR'],
  ['GPL-3.0-or-later', 'GPL-3.0-or-later', 'commercial', 'ASR'],
  ['mpl-2.0', 'MPL-2.0', 'commercial', 'ASR'],
  ['OpenRAIL-M', 'LicenseRef-OpenRAIL-M', 'commercial', 'ARU'],
  ['openrail', 'LicenseRef-OpenRAIL', 'commercial', 'ARU'],
  ['bigscience-openrail-m', 'BigScience-OpenRAIL-M', 'commercial', 'ARU'],
  ['creativeml-openrail-m', 'CreativeML-OpenRAIL-M', 'commercial', 'ARU'],
  ['OGL 3.0', 'OGL-UK-3.0', 'commercial', 'AR'],
  ['Open Government Licence v3.0', 'OGL-UK-3.0', 'commercial', 'AR'],
  ['Research-Only', 'LicenseRef-Research-Only', 'academic-only', 'A'],
  ['Academic research purposes only', 'LicenseRef-Research-Only', 'academic-only', 'A'],
  ['Proprietary-Commercial', 'LicenseRef-Proprietary-Commercial', 'commercial', ''],
  ['LicenseRef-Proprietary-Commercial', 'LicenseRef-Proprietary-Commercial', 'commercial', ''],
  ['Custom-Unspecified', 'LicenseRef-Custom-Unspecified', 'unspecified', 'A'],
  // Expressions.
  ['CC-BY-4.0 AND ODbL-1.0', 'CC-BY-4.0 AND ODbL-1.0', 'commercial', 'ASR', 'and'],
  ['cc-by-4.0 and odbl', 'CC-BY-4.0 AND ODbL-1.0', 'commercial', 'ASR', 'and'],
  ['MIT OR Apache-2.0', 'MIT OR Apache-2.0', 'commercial', 'AR', 'or'],
  ['CC-BY-NC-4.0 OR MIT', 'CC-BY-NC-4.0 OR MIT', 'commercial', 'AR', 'or'],
  ['CC-BY-SA-4.0 AND CC-BY-NC-4.0', 'CC-BY-SA-4.0 AND CC-BY-NC-4.0', 'non-commercial', 'ASR', 'and'],
  ['CC-BY-4.0 AND Research-Only', 'CC-BY-4.0 AND LicenseRef-Research-Only', 'academic-only', 'A', 'and'],
  ['(MIT OR CC-BY-NC-4.0) AND CC-BY-SA-4.0', '(MIT OR CC-BY-NC-4.0) AND CC-BY-SA-4.0', 'commercial', 'ASR', 'and'],
  ['MIT AND CC-BY-ND-4.0', 'MIT AND CC-BY-ND-4.0', 'commercial', 'ANR', 'and'],
  ['CC-BY-4.0 AND OpenRAIL-M', 'CC-BY-4.0 AND LicenseRef-OpenRAIL-M', 'commercial', 'ARU', 'and'],
  ['GPL-2.0-only WITH Classpath-exception-2.0', 'GPL-2.0-only WITH Classpath-exception-2.0', 'commercial', 'ASR'],
  ['Open Data Commons Public Domain Dedication and License v1.0', 'PDDL-1.0', 'commercial', 'R'],
];

/** Strings the app cannot place: read as the most restrictive licence (academic-only, no derivatives, no passing on). */
const UNPLACEABLE = ['other', 'unknown', 'llama2', 'see LICENSE file', 'MIT AND some-other-licence', ''];

describe('readLicenseLabel: real-world strings', () => {
  it('holds at least 60 strings', () => expect(REAL_WORLD.length).toBeGreaterThanOrEqual(60));

  it.each(REAL_WORLD)('%s → %s', (written, expression, useClass, flags, combination = 'single') => {
    const reading = readLicenseLabel(written);
    expect(reading.expression).toBe(expression);
    expect(reading.known).toBe(true);
    expect(reading.terms.useClass).toBe(useClass);
    expect(flagsOf(reading)).toBe(flags);
    expect(reading.combination).toBe(combination);
  });

  it.each(UNPLACEABLE)('cannot place %j, and reads it as the most restrictive licence', (written) => {
    const reading = readLicenseLabel(written);
    expect(reading.known).toBe(false);
    expect(reading.terms).toMatchObject({ useClass: 'academic-only', noDerivatives: true, redistribution: false, credit: [] });
  });

  it('places an SPDX id the table does not hold, without claiming its terms', () => {
    const reading = readLicenseLabel('afl-3.0');
    expect(reading.expression).toBe('AFL-3.0');
    expect(reading.known).toBe(false);
  });

  it('says which option of an OR the terms are read from', () => {
    expect(readLicenseLabel('CC-BY-NC-4.0 OR MIT').choices).toEqual([{ options: ['CC-BY-NC-4.0', 'MIT'], chosen: 'MIT' }]);
    expect(readLicenseLabel('MIT OR LicenseRef-Secret').choices).toEqual([{ options: ['MIT', 'LicenseRef-Secret'], chosen: 'MIT' }]);
  });

  it('keys an expression by its operands in one order, keeping the order as written', () => {
    const key = (label: string) => readLicenseLabel(label).expressionKey;
    expect(readLicenseLabel('mit or apache 2.0').expression).toBe('MIT OR Apache-2.0');
    expect(readLicenseLabel('Apache-2.0 OR MIT').expression).toBe('Apache-2.0 OR MIT');
    expect(key('mit or apache 2.0')).toBe(key('Apache-2.0 OR MIT'));
    expect(key('(CC-BY-4.0 AND ODbL-1.0) OR MIT')).toBe(key('MIT OR (Open Database License AND CC BY 4.0)'));
    expect(key('GPL-2.0-only WITH Classpath-exception-2.0 AND MIT')).toBe(key('MIT AND GPL-2.0-only WITH Classpath-exception-2.0'));
    expect(key('MIT')).toBe('MIT');
    // Another conjunction, or another licence, is another key.
    expect(key('MIT AND Apache-2.0')).not.toBe(key('MIT OR Apache-2.0'));
    expect(key('(MIT AND BSD-3-Clause) OR Apache-2.0')).not.toBe(key('MIT AND (BSD-3-Clause OR Apache-2.0)'));
    // No key without an expression (a part the app cannot place).
    expect(readLicenseLabel('MIT OR Acme EULA').expressionKey).toBeUndefined();
  });

  it('names the exception of a WITH', () => {
    expect(readLicenseLabel('GPL-2.0-only WITH Classpath-exception-2.0').parts).toMatchObject([{ id: 'GPL-2.0-only', exception: 'Classpath-exception-2.0' }]);
    expect(readLicenseLabel('MIT AND GPL-3.0-only WITH GCC-exception-3.1').parts[1]).toMatchObject({ id: 'GPL-3.0-only', exception: 'GCC-exception-3.1' });
  });
});
