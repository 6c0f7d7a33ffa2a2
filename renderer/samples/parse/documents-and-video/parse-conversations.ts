/**
 * Chat and instruction rows read as conversations: a row's `messages` or `conversations`
 * ([{role, content}], or ShareGPT's [{from, value}]) as its turns, or its `instruction`,
 * `input` and `output` fields as three turns. JSON Lines or a JSON array of such records; the
 * rows are still shown as a table beside.
 */
import { ownValue } from '../../../../shared/domain/own-keys';
import { MAX_TABLE_ROWS, MAX_TEXT_LINE_CHARS } from '../../../../shared/domain/samples/sample-types';
import type { ConversationTurn, ConversationsView } from './document-video-model';
import type { TableView } from '../view-model';

export const MAX_CONVERSATIONS = 50;
export const MAX_TURNS = 40;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const cut = (text: string) => (text.length > MAX_TEXT_LINE_CHARS ? `${text.slice(0, MAX_TEXT_LINE_CHARS)}…` : text);

/** A turn's content: text, or the text parts of a list of parts ({type: 'text', text}), else its JSON. */
function contentOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const parts = value.map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : null));
    if (parts.every((part) => part !== null)) return parts.join('\n');
  }
  return null;
}

function turnsOf(record: Record<string, unknown>): { shape: string; turns: ConversationTurn[] } | null {
  for (const field of ['messages', 'conversations', 'conversation']) {
    const list = ownValue(record, field);
    if (!Array.isArray(list) || list.length === 0) continue;
    const turns = list.map((turn) => {
      if (!isRecord(turn)) return null;
      const role = turn.role ?? turn.from ?? turn.speaker;
      const content = contentOf(turn.content ?? turn.value ?? turn.text);
      return typeof role === 'string' && content !== null ? { role: cut(role), content: cut(content) } : null;
    });
    if (turns.every((turn) => turn !== null)) return { shape: field, turns: (turns as ConversationTurn[]).slice(0, MAX_TURNS) };
  }
  if (typeof record.instruction === 'string' && (typeof record.output === 'string' || typeof record.response === 'string')) {
    const turns: ConversationTurn[] = [{ role: 'instruction', content: cut(record.instruction) }];
    if (typeof record.input === 'string' && record.input.trim() !== '') turns.push({ role: 'input', content: cut(record.input) });
    const output = typeof record.output === 'string' ? record.output : (record.response as string);
    turns.push({ role: typeof record.output === 'string' ? 'output' : 'response', content: cut(output) });
    return { shape: typeof record.output === 'string' ? 'instruction / input / output' : 'instruction / response', turns };
  }
  return null;
}

/** The records of JSON Lines or a JSON array, at most MAX_TABLE_ROWS; unreadable lines are skipped (the table says so). */
function recordsOf(text: string): Array<unknown> {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('[')) {
    try {
      const json = JSON.parse(text) as unknown;
      return Array.isArray(json) ? json.slice(0, MAX_TABLE_ROWS) : [];
    } catch {
      return [];
    }
  }
  const records: unknown[] = [];
  let start = 0;
  while (start < text.length && records.length < MAX_TABLE_ROWS) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end).trim();
    start = end === -1 ? text.length : end + 1;
    if (line === '') continue;
    try {
      records.push(JSON.parse(line));
    } catch {
      records.push(null);
    }
  }
  return records;
}

/** The rows as conversations, when most rows read hold one; else null (the table alone is shown). */
export function conversationsOf(text: string, table: TableView): ConversationsView | null {
  if (table.format !== 'JSON Lines' && table.format !== 'JSON') return null;
  const records = recordsOf(text);
  const conversations: ConversationsView['conversations'] = [];
  let rows = 0;
  let shape: string | null = null;
  records.forEach((record, index) => {
    const found = isRecord(record) ? turnsOf(record) : null;
    if (found === null) return;
    rows++;
    shape ??= found.shape;
    if (conversations.length < MAX_CONVERSATIONS) conversations.push({ row: index + 1, turns: found.turns });
  });
  if (shape === null || rows < records.length / 2) return null;
  return { view: 'conversations', shape, conversations, conversationRows: rows, table };
}
