/**
 * The channels of the app around the marketplace: what it is, the embedded catalog's build, links
 * opened outside, and exports saved through the desktop's dialogs (the browser shell has none:
 * its page downloads and prints instead).
 */
import type { Result } from '../../../shared/domain/app-error';
import type { AppInfo, CatalogBuildStatus, ExportSaved } from '../../../shared/ipc/ipc-contract';
import type { CoreOptions } from '../core-options';
import { checkExternalUrl } from './external-url';
import { describeFileFailure } from '../failure-text';
import { failed, invalidInput, ok, type ChannelHandlers } from './channel-handlers';

export type AppChannelsOptions = Pick<CoreOptions, 'appVersion' | 'shell' | 'openExternal' | 'saveFile' | 'printToPdf'>;

type AppChannel = 'app:info' | 'marketplace:catalog-status' | 'shell:open-external' | 'export:save' | 'export:pdf';

/** A desktop-only channel in the browser shell: the renderer does it itself there (a download, the browser's print). */
function notInThisShell(what: string): Result<never> {
  return failed({ kind: 'invalid_input', code: 'not_in_this_shell', message: `${what} is done by the browser here.` });
}

/** An export saved through the desktop's dialog; a file the disk would not take is a storage error that says why. */
async function exportSaved(save: () => Promise<ExportSaved>): Promise<Result<ExportSaved>> {
  try {
    return ok(await save());
  } catch (error) {
    return failed({ kind: 'storage', code: 'export_not_saved', message: `The export could not be saved: ${describeFileFailure(error)}.` });
  }
}

/** `catalogStatus`: the embedded catalog's latest build status (null before any). */
export function appChannels(options: AppChannelsOptions, catalogStatus: () => CatalogBuildStatus | null): ChannelHandlers<AppChannel> {
  return {
    'app:info': async () => ok<AppInfo>({ version: options.appVersion, shell: options.shell, platform: process.platform }),
    'marketplace:catalog-status': async () => ok(catalogStatus()),
    'shell:open-external': async (input) => {
      const checked = checkExternalUrl(input.url);
      if (!checked.ok) return invalidInput(checked.message, 'url');
      await options.openExternal(checked.url);
      return ok(null);
    },
    'export:save': async (input) => (options.saveFile ? exportSaved(() => options.saveFile!(input)) : notInThisShell('Saving files')),
    'export:pdf': async (input) => (options.printToPdf ? exportSaved(() => options.printToPdf!(input.fileName)) : notInThisShell('Printing to PDF')),
  };
}
