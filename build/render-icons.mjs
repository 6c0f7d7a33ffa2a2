/**
 * Renders build/icon.svg to the PNG icons electron-builder uses (icon.png at 1024 px for macOS
 * and Windows, icons/<size>x<size>.png for Linux) with the system Chromium. Run after editing
 * the SVG: `node build/render-icons.mjs`. The PNGs are committed; builds do not run this.
 */
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const svg = readFileSync(path.join(here, 'icon.svg'), 'utf8');
const targets = [
  { size: 1024, file: 'icon.png' },
  { size: 1024, file: 'icons/1024x1024.png' },
  { size: 512, file: 'icons/512x512.png' },
  { size: 256, file: 'icons/256x256.png' },
  { size: 128, file: 'icons/128x128.png' },
  { size: 64, file: 'icons/64x64.png' },
  { size: 32, file: 'icons/32x32.png' },
];

mkdirSync(path.join(here, 'icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { size, file } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace(/width="1024" height="1024"/, `width="${size}" height="${size}"`);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: path.join(here, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
