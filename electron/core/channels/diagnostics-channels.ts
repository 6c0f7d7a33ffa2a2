/** The diagnostics to copy and the logs folder (electron/core/diagnostics/, logging/). */
import type { LogsFolderOpened } from '../../../shared/ipc/ipc-contract';
import { collectDiagnostics, type DiagnosticsSources } from '../diagnostics/collect-diagnostics';
import { failed, ok, type ChannelHandlers } from './channel-handlers';

type DiagnosticsChannel = 'diagnostics:get' | 'diagnostics:open-logs-folder';

export interface DiagnosticsChannelsOptions extends DiagnosticsSources {
  /** Electron's `shell.openPath`: '' when opened, else why not. The browser shell has none. */
  openPath?(folder: string): Promise<string>;
}

export function diagnosticsChannels(options: DiagnosticsChannelsOptions): ChannelHandlers<DiagnosticsChannel> {
  return {
    'diagnostics:get': async (input) => ok(await collectDiagnostics(options, input?.browser ?? null)),
    'diagnostics:open-logs-folder': async () => {
      const folder = options.logsFolder;
      if (!options.openPath) return ok<LogsFolderOpened>({ opened: false, folder });
      const problem = await options.openPath(folder);
      if (problem !== '') return failed({ kind: 'storage', code: 'folder_not_opened', message: `The logs folder ${folder} could not be opened: ${problem}` });
      return ok<LogsFolderOpened>({ opened: true, folder });
    },
  };
}
