import type { UseCase } from '../../wire/api-types';
import type { LicenseTerms, UseClass } from './license-table';
import { ownValue } from '../own-keys';

/**
 * The compatibility rules as data (after the Data Provenance Initiative). The engine in
 * check-compatibility.ts only reads this table; change a decision here, not in code.
 *
 * Use classes (rows) against use cases (columns):
 *
 * | class          | commercial_training | research               | internal_evaluation        | redistribution |
 * |----------------|---------------------|------------------------|----------------------------|----------------|
 * | commercial     | yes                 | yes                    | yes                        | yes            |
 * | unspecified    | yes + confirm       | yes                    | yes + confirm              | yes + confirm  |
 * | non-commercial | NO                  | yes + stay non-comm.   | yes + stay non-commercial  | NO             |
 * | academic-only  | NO                  | yes + academic only    | NO (company use)           | NO             |
 *
 * "confirm" = the licence does not state commercial terms: get the seller's written
 * confirmation first. The `redistribution` use case means passing on a combined dataset
 * built from the inputs, possibly commercially.
 *
 * Licence terms (flags of the licence) against use cases:
 *
 * | term               | commercial_training | research    | internal_evaluation | redistribution       |
 * |--------------------|---------------------|-------------|---------------------|----------------------|
 * | no-derivatives     | NO (training adapts)| NO (same)   | yes + use unmodified| NO (combining adapts)|
 * | no redistribution  | keep data in-house  | keep in-house | keep in-house     | NO                   |
 * | attribution        | credit              | credit      | credit              | credit               |
 * | share-alike        | share adapted alike | same        | — (nothing shared)  | share alike; two DIFFERENT share-alike licences conflict |
 * | use restrictions   | respect them        | same        | same                | respect them, and pass them on |
 *
 * Research is taken to include training models on the data, hence no-derivatives blocks it.
 *
 * Templates: `{license}` = the dataset's licence type; in combined obligations `{titles}` =
 * the dataset titles, `{sources}` = "licence (title)" items, `{license}` = the group's licence
 * (only with groupBy 'license').
 */

export interface ConditionRule {
  /** What the buyer must do for one dataset. */
  condition: string;
  /** The combined-terms sentence for all datasets this rule applies to. */
  obligation: string;
  /** One obligation for all datasets under this rule, or one per licence type. */
  groupBy: 'rule' | 'license';
}

type ClassRule = { admitted: true; reason: string; condition?: ConditionRule } | { admitted: false; reason: string };

export type TermRule = { admitted: true; condition: ConditionRule } | { admitted: false; reason: string };

export const LICENSE_TERMS = ['noDerivatives', 'noRedistribution', 'attribution', 'shareAlike', 'useRestrictions'] as const;
export type LicenseTerm = (typeof LICENSE_TERMS)[number];

/** Whether a licence carries a term. */
export const TERM_HOLDS: Readonly<Record<LicenseTerm, (license: LicenseTerms) => boolean>> = {
  noDerivatives: (license) => license.noDerivatives,
  noRedistribution: (license) => !license.redistribution,
  attribution: (license) => license.attribution,
  shareAlike: (license) => license.shareAlike,
  useRestrictions: (license) => license.useRestrictions.length > 0,
};

export interface UseCaseRule {
  /** The use case in words, for reasons ("cannot be cleared for …"). */
  label: string;
  classes: Readonly<Record<UseClass, ClassRule>>;
  /** A term missing here has no effect on the use case. */
  terms: Readonly<Partial<Record<LicenseTerm, TermRule>>>;
  /** Two different share-alike licences cannot both govern the result. */
  shareAlikeLicensesConflict: boolean;
}

const admit = (reason: string, rule?: ConditionRule): ClassRule => (rule ? { admitted: true, reason, condition: rule } : { admitted: true, reason });
const block = (reason: string): { admitted: false; reason: string } => ({ admitted: false, reason });
const condition = (text: string, obligation: string, groupBy: 'rule' | 'license' = 'rule'): ConditionRule => ({
  condition: text,
  obligation,
  groupBy,
});
const obliged = (text: string, obligation: string, groupBy: 'rule' | 'license' = 'rule'): TermRule => ({
  admitted: true,
  condition: condition(text, obligation, groupBy),
});

const ATTRIBUTION = obliged('Credit the source as {license} requires.', 'Credit every source: {sources}.');
const KEEP_RAW_DATA_IN_HOUSE = obliged(
  'Do not redistribute the raw data: {license} does not allow passing it on.',
  'Do not redistribute the raw data of {titles}.',
);

/** OpenRAIL-style licences forbid some uses whatever the use case (the licence table lists them). */
const USE_RESTRICTIONS = obliged(
  'Respect the use restrictions of {license}: it forbids some uses of the data and of what is made from it.',
  'Respect the use restrictions of {sources}: they forbid some uses of the data and of what is made from it.',
);

/** Commercial training and research both train models on the data (and share nothing). */
const TRAINING_TERMS: UseCaseRule['terms'] = {
  noDerivatives: block('{license} forbids adapted versions of the data, and training a model on it creates one.'),
  noRedistribution: KEEP_RAW_DATA_IN_HOUSE,
  attribution: ATTRIBUTION,
  shareAlike: obliged('Release any adapted data you share under {license}.', 'Release adapted data under the same licence ({license}).', 'license'),
  useRestrictions: USE_RESTRICTIONS,
};

const UNSPECIFIED_COMMERCIAL = condition(
  'The licence does not state commercial terms: get written confirmation from the seller before commercial use.',
  'Get written confirmation from the seller before commercial use of {titles}: the licence does not state commercial terms.',
);

export const USE_CASE_RULES: Readonly<Record<UseCase, UseCaseRule>> = {
  commercial_training: {
    label: 'commercial model training',
    classes: {
      commercial: admit('{license} permits commercial use, including training models.'),
      unspecified: admit("{license} does not state commercial terms, so commercial training needs the seller's confirmation.", UNSPECIFIED_COMMERCIAL),
      'non-commercial': block('{license} is a non-commercial licence: it forbids training models for commercial use.'),
      'academic-only': block('{license} allows academic research only: commercial model training is not permitted.'),
    },
    terms: TRAINING_TERMS,
    shareAlikeLicensesConflict: false,
  },
  research: {
    label: 'research',
    classes: {
      commercial: admit('{license} permits any use, including research.'),
      unspecified: admit('{license} does not state commercial terms, which non-commercial research does not need.'),
      'non-commercial': admit(
        '{license} permits non-commercial research.',
        condition(
          'Keep the research non-commercial: {license} forbids commercial use of the data and of what is made from it.',
          'Keep the research non-commercial: {titles} may not be used commercially.',
        ),
      ),
      'academic-only': admit(
        '{license} permits academic research.',
        condition('Use the data for academic research only: {license} forbids commercial and production use.', 'Use {titles} for academic research only.'),
      ),
    },
    terms: TRAINING_TERMS,
    shareAlikeLicensesConflict: false,
  },
  internal_evaluation: {
    label: 'internal evaluation',
    classes: {
      commercial: admit('{license} permits commercial use, including internal evaluation.'),
      unspecified: admit(
        "{license} does not state commercial terms, so evaluating the data inside a company needs the seller's confirmation.",
        condition(
          'The licence does not state commercial terms: get written confirmation from the seller before evaluating the data inside a company.',
          'Get written confirmation from the seller before evaluating {titles} inside a company: the licence does not state commercial terms.',
        ),
      ),
      'non-commercial': admit(
        '{license} permits non-commercial use, which an evaluation that feeds no commercial product is.',
        condition(
          'Keep the evaluation non-commercial: do not use the data or its results in a commercial product or service.',
          'Keep the evaluation of {titles} non-commercial: no use of the data or its results in a commercial product or service.',
        ),
      ),
      'academic-only': block('{license} allows academic research only: evaluation inside a company is not permitted.'),
    },
    terms: {
      noDerivatives: obliged(
        'Use the data unmodified: {license} forbids adapting it, so do not train on it or change it.',
        'Use {titles} unmodified: do not adapt the data or train models on it.',
      ),
      noRedistribution: KEEP_RAW_DATA_IN_HOUSE,
      attribution: ATTRIBUTION,
      useRestrictions: USE_RESTRICTIONS,
    },
    shareAlikeLicensesConflict: false,
  },
  redistribution: {
    label: 'redistribution',
    classes: {
      commercial: admit('{license} permits commercial use.'),
      unspecified: admit(
        "{license} does not state commercial terms, so commercial redistribution needs the seller's confirmation.",
        condition(
          'The licence does not state commercial terms: get written confirmation from the seller before redistributing the data commercially.',
          'Get written confirmation from the seller before redistributing {titles} commercially: the licence does not state commercial terms.',
        ),
      ),
      'non-commercial': block('{license} is a non-commercial licence: it forbids redistributing the data commercially.'),
      'academic-only': block('{license} allows academic research only: redistributing the data is not permitted.'),
    },
    terms: {
      noDerivatives: block('{license} forbids sharing adapted versions of the data, and a combined dataset is one.'),
      noRedistribution: block('{license} does not allow passing the data on to others.'),
      attribution: ATTRIBUTION,
      shareAlike: obliged('Release the redistributed data under {license}.', 'Release the redistributed data under the same licence ({license}).', 'license'),
      useRestrictions: obliged(
        'Respect the use restrictions of {license}, and pass them on with the data.',
        'Respect the use restrictions of {sources}, and pass them on with the redistributed data.',
      ),
    },
    shareAlikeLicensesConflict: true,
  },
};

/** Why two different share-alike licences cannot be combined for redistribution, whatever the use (share-alike.ts). */
export const SHARE_ALIKE_CONFLICT_REASON =
  '{first} and {second} are different share-alike licences: each requires what is made from its data to be released under itself alone, so no licence satisfies both and the combination may not be redistributed.';

/** What resolves two share-alike licences that cannot be met together: for a use that shares the combination, and for one that does not. */
export const SHARE_ALIKE_RESOLUTION = {
  shares: 'Share only the data of one of the two, or keep the combination private.',
  keepsPrivate: 'Keep the combination private (this use shares nothing), or share only what comes from one of the two.',
} as const;

/** A dataset whose licence forbids the use, as a conflict of the check. */
export const BLOCKED_DATASET_REASON = '{title} ({license}): {reason}';

/**
 * A share-alike licence beside one that forbids redistribution: what is shared from the
 * combination must be released under the share-alike licence, which the other forbids.
 */
export const SHARE_ALIKE_NO_REDISTRIBUTION_REASON =
  '{shareAlike} is share-alike: anything you share that was adapted from the combination must be released under it, but {keepers} may not be redistributed. Share nothing adapted from these together, or leave one out.';

/** The reason given for a licence type the marketplace does not know. */
export const UNKNOWN_LICENSE_REASON =
  '"{license}" is not a licence the marketplace knows, so its terms cannot be checked: it is treated as the most restrictive licence and cannot be cleared for {useCase}. Ask the seller for the licence text.';

/** Fills `{name}` placeholders; a placeholder without a value stays visible (tests catch it). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => ownValue(values, name) ?? placeholder);
}
