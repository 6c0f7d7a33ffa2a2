/** Help → "Copy diagnostics" and "Open logs folder": the same channels Settings → Diagnostics uses. */
import { clipboard, dialog } from 'electron';
import type { Core } from '../core/create-core';

export async function copyDiagnostics(core: Pick<Core, 'invoke'>): Promise<void> {
  const result = await core.invoke('diagnostics:get', {});
  if (result.ok) {
    clipboard.writeText((result.value as { text: string }).text);
    await dialog.showMessageBox({
      type: 'info',
      title: 'Diagnostics',
      message: 'Copied',
      detail: 'The diagnostics are on the clipboard. Settings → Diagnostics shows what they hold.',
    });
    return;
  }
  await dialog.showMessageBox({ type: 'error', title: 'Diagnostics', message: 'The diagnostics could not be gathered', detail: result.error.message });
}

export async function openLogsFolder(core: Pick<Core, 'invoke'>): Promise<void> {
  const result = await core.invoke('diagnostics:open-logs-folder', undefined);
  if (!result.ok) await dialog.showMessageBox({ type: 'error', title: 'Logs', message: 'The logs folder could not be opened', detail: result.error.message });
}
