import { describe, expect, it, vi } from 'vitest';
import type { MarketplaceBridge } from '../../shared/ipc/bridge';
import { buildBridge } from '../../shared/ipc/bridge-builder';
import { chooseBridge, PRELOAD_MISSING_MESSAGE } from './get-bridge';

const answering = (value: unknown): MarketplaceBridge => buildBridge({ call: async () => ({ ok: true, value }), subscribe: () => () => undefined });
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const ELECTRON = `${CHROME} Electron/40.9.3`;

describe('chooseBridge', () => {
  it("uses the preload's bridge in Electron", () => {
    const preload = answering('preload');
    expect(chooseBridge({ preloadBridge: preload, protocol: 'app:', userAgent: ELECTRON })).toBe(preload);
  });

  it('says the preload is missing, instead of trying the browser shell, in an Electron window without it', async () => {
    const browserBridge = vi.fn(() => answering('browser'));
    for (const env of [
      { protocol: 'app:', userAgent: CHROME },
      { protocol: 'file:', userAgent: ELECTRON },
    ]) {
      const bridge = chooseBridge({ preloadBridge: null, ...env }, browserBridge);
      expect(await bridge.getAppInfo()).toEqual({ ok: false, error: { kind: 'network', message: PRELOAD_MISSING_MESSAGE } });
      expect(bridge.onQuotaChanged(() => undefined)).toBeTypeOf('function');
    }
    expect(browserBridge).not.toHaveBeenCalled();
  });

  it("uses the browser shell's bridge in a plain browser", () => {
    const browser = answering('browser');
    expect(chooseBridge({ preloadBridge: null, protocol: 'http:', userAgent: CHROME }, () => browser)).toBe(browser);
  });
});
