/**
 * JSON Lines (and JSON array) rows of instruction and chat datasets in the shapes fine-tuning tools read: a
 * conversation as `messages` ([{role, content}], the chat format), an instruction pair as
 * `instruction`/`input`/`output` (the Alpaca format). The row's other fields stay as they are.
 */
import type { CellValue } from './table-columns';

type Row = Record<string, CellValue>;

/** The speakers a dialogue names, as chat roles. */
const ROLES: Readonly<Record<string, string>> = { customer: 'user', user: 'user', agent: 'assistant', assistant: 'assistant', bot: 'assistant' };

export function chatRecord(content: string, row: Row): Record<string, unknown> {
  if (content === 'conversations' && typeof row.dialogue === 'string') {
    const { dialogue, ...rest } = row;
    const messages = dialogue.split(' — ').map((turn) => {
      const [speaker = '', ...text] = turn.split(': ');
      return { role: ROLES[speaker.toLowerCase()] ?? speaker, content: text.join(': ') };
    });
    return { messages, ...rest };
  }
  if (content === 'qa-pairs' && typeof row.question === 'string') {
    const { question, answer, ...rest } = row;
    return { instruction: question, input: '', output: answer, ...rest };
  }
  return row;
}
