import type { TextContentKey } from './tables/text-content';

/** Tables a kind of data has when its category's usual table would not fit its title. */
type TableContent = 'card-transactions' | 'chain-transactions' | 'loan-applications' | 'insurance-claims' | 'sessions';
/** What a kind of data's sample holds besides its category's usual content (DataKind.sample). */
export type SampleContent = TextContentKey | TableContent;
