import { formatNumber } from '../../../shared/display/format';
import { EmptyState } from '../../ui/feedback/empty-state';

export { localAnswerText, localMatches } from './local-answer';

/** Where the typed search stands while the list answers from the loaded rows. */
export type LocalAnswerStage = 'waiting' | 'asking' | 'held' | 'paused';

export interface LocalAnswerNoteProps {
  /** Loaded rows of the search on screen. */
  loaded: number;
  /** Of those, the rows that match the typed words. */
  matching: number;
  /** The typed text. */
  text: string;
  stage: LocalAnswerStage;
}

const NEXT: Record<LocalAnswerStage, (text: string) => string> = {
  waiting: () => 'asking the marketplace when you pause.',
  asking: () => 'asking the marketplace…',
  held: (text) => `type on, or press Enter to ask the marketplace for “${text}”.`,
  paused: () => 'new searches are paused until the quota returns.',
};

/**
 * Above the list while it shows the loaded rows matched locally: what they are (never the
 * marketplace's total) and when the marketplace is asked. Not a live region: it changes with each
 * key, and the results are announced once the marketplace answers.
 */
export function LocalAnswerNote({ loaded, matching, text, stage }: LocalAnswerNoteProps) {
  const among = loaded === 1 ? 'the 1 loaded result' : `the ${formatNumber(loaded)} loaded results`;
  const found = matching === 0 ? `None of ${among} match` : `${formatNumber(matching)} of ${among} match${matching === 1 ? 'es' : ''}`;
  return (
    <p role="note" className="search-screen__note search-screen__note--local">
      <strong>Loaded results only:</strong> {found} so far — {NEXT[stage](text)}
    </p>
  );
}

/** In the list's place when no loaded row matches the typed words (the marketplace may still have some). */
export function LocalAnswerEmpty() {
  return (
    <EmptyState title="No loaded result matches yet" className="search-screen__message">
      The marketplace may still have matches: it is asked when you pause.
    </EmptyState>
  );
}
