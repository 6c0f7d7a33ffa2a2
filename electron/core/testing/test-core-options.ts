/** The options most tests start a core with; each test adds or replaces what it is about. */
import type { CoreOptions } from '../core-options';

/** A browser-shell core with no OS keychain (keys in memory) that opens nothing outside. */
export function testCoreOptions(options: Pick<CoreOptions, 'userDataDir'> & Partial<CoreOptions>): CoreOptions {
  return { shell: 'browser', appVersion: 'test', secretBackends: [], openExternal: async () => undefined, ...options };
}
