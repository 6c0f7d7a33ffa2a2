import { describe, expect, it } from 'vitest';
import { isPermissionGranted } from './permission-policy';

describe('isPermissionGranted', () => {
  it("grants clipboard writing to the main frame of the app's own page (by URL or origin)", () => {
    expect(isPermissionGranted({ permission: 'clipboard-sanitized-write', requestingUrl: 'app://renderer/index.html', isMainFrame: true })).toBe(true);
    expect(isPermissionGranted({ permission: 'clipboard-sanitized-write', requestingUrl: 'app://renderer', isMainFrame: true })).toBe(true);
  });

  it('denies clipboard writing to a sub-frame, another origin or an unknown requester', () => {
    expect(isPermissionGranted({ permission: 'clipboard-sanitized-write', requestingUrl: 'app://renderer/index.html', isMainFrame: false })).toBe(false);
    for (const url of ['https://evil.example/', 'app://elsewhere/index.html', 'file:///etc/passwd', 'http://127.0.0.1:5000/', '', null, undefined]) {
      expect(isPermissionGranted({ permission: 'clipboard-sanitized-write', requestingUrl: url, isMainFrame: true }), String(url)).toBe(false);
    }
  });

  it('denies every other permission, also to the app itself', () => {
    for (const permission of [
      'clipboard-read',
      'deprecated-sync-clipboard-read',
      'media',
      'notifications',
      'geolocation',
      'openExternal',
      'fullscreen',
      'fileSystem',
      'unknown',
      'hid',
      'usb',
      'serial',
    ]) {
      expect(isPermissionGranted({ permission, requestingUrl: 'app://renderer/index.html', isMainFrame: true }), permission).toBe(false);
    }
  });
});
