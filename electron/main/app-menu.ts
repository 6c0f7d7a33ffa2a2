/**
 * The standard application menu: File, Edit, View, Window, Help (plus the app menu on macOS).
 */
import { Menu, app, dialog, type MenuItemConstructorOptions } from 'electron';
import type { Core } from '../core/create-core';
import { documentationTargetFor } from './api-documentation';

export interface AppMenuOptions {
  /** Help → "Marketplace API documentation". */
  showApiDocumentation(): void;
  /** Help → "Copy diagnostics" and "Open logs folder" (diagnostics-menu.ts). */
  copyDiagnostics(): void;
  openLogsFolder(): void;
}

function appMenuTemplate(options: AppMenuOptions, platform: NodeJS.Platform, isPackaged: boolean): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];
  if (isMac) template.push({ role: 'appMenu' });
  template.push(
    { label: '&File', submenu: [isMac ? { role: 'close' } : { role: 'quit' }] },
    { role: 'editMenu' },
    {
      label: '&View',
      submenu: [
        { role: 'reload' },
        ...(isPackaged ? [] : ([{ role: 'toggleDevTools' }] as MenuItemConstructorOptions[])),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        {
          label: 'Marketplace API documentation',
          click: () => options.showApiDocumentation(),
        },
        { type: 'separator' },
        { label: 'Copy diagnostics', click: () => options.copyDiagnostics() },
        { label: 'Open logs folder', click: () => options.openLogsFolder() },
        ...(isMac ? [] : ([{ type: 'separator' }, { role: 'about' }] as MenuItemConstructorOptions[])),
      ],
    },
  );
  return template;
}

export function installAppMenu(options: AppMenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(options, process.platform, app.isPackaged)));
}

export async function showApiDocumentation(core: Pick<Core, 'invoke'>, openExternal: (url: string) => void): Promise<void> {
  const status = await core.invoke('connection:status', undefined);
  const target = documentationTargetFor(status.ok ? (status.value as { kind?: unknown; baseUrl?: unknown }) : null);
  if (target.kind === 'open') {
    openExternal(target.url);
    return;
  }
  await dialog.showMessageBox({ type: 'info', title: 'Marketplace API documentation', message: 'Marketplace API documentation', detail: target.message });
}
