/**
 * The core's one way in: a channel's name and input, as the renderer sent them, to a Result.
 * The name must be a channel of the contract and the input must pass its schema
 * (shared/ipc/ipc-schemas.ts) before a handler sees it; whatever a handler answers or throws, what
 * leaves holds no key the core knows. It never throws and never rejects.
 */
import type { Result } from '../../../shared/domain/app-error';
import type { InvokeChannel } from '../../../shared/ipc/ipc-contract';
import { invokeChannels } from '../../../shared/ipc/ipc-schemas';
import { describeZodIssue, issuePath } from '../failure-text';
import type { SecretRedactor } from '../secrets/secret-redaction';
import { failed, invalidInput, type ChannelHandlers } from './channel-handlers';

export interface InvokeOptions {
  secrets: SecretRedactor;
  log(line: string): void;
  /** True once the core is shutting down: every call is then refused. */
  stopped(): boolean;
}

export type Invoke = (channel: string, input: unknown) => Promise<Result<unknown>>;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createInvoke(handlers: ChannelHandlers, { secrets, log, stopped }: InvokeOptions): Invoke {
  async function answer(channel: string, input: unknown): Promise<Result<unknown>> {
    try {
      if (typeof channel !== 'string' || !Object.hasOwn(invokeChannels, channel)) {
        return invalidInput(`There is no channel named "${String(channel).slice(0, 80)}".`, 'channel');
      }
      if (stopped()) return failed({ kind: 'network', code: 'shutting_down', message: 'The app is shutting down.' });
      const name = channel as InvokeChannel;
      const schema = invokeChannels[name].input;
      // Channels without input also accept null (JSON has no undefined).
      const candidate = input === null && schema.safeParse(undefined).success ? undefined : input;
      const parsed = schema.safeParse(candidate);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return invalidInput(`The input of ${name} is not valid: ${describeZodIssue(issue)}.`, issuePath(issue));
      }
      const handler = handlers[name] as (value: unknown) => Promise<Result<unknown>>;
      return await handler(parsed.data);
    } catch (error) {
      const detail = secrets.text(reason(error)).slice(0, 300);
      log(`Channel ${String(channel).slice(0, 80)} failed unexpectedly: ${detail}`);
      return failed({
        kind: 'server',
        code: 'app_internal_error',
        message: `The app hit an unexpected problem (${detail}). Nothing was changed; please try again.`,
      });
    }
  }

  return async (channel, input) => {
    const result = await answer(channel, input);
    try {
      return secrets.deep(result);
    } catch (error) {
      // Never the unredacted result: an answer that cannot be cleaned does not leave the core.
      log(`Channel ${String(channel).slice(0, 80)}: its answer could not be checked for keys (${secrets.text(reason(error)).slice(0, 200)}).`);
      return failed({
        kind: 'unexpected_response',
        code: 'answer_not_checked',
        message: 'The answer could not be checked before showing it, so it was not shown. Please try again.',
      });
    }
  };
}
