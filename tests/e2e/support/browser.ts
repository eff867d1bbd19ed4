/**
 * Debian's Chromium driven by playwright-core (no browser download). One browser server for the whole
 * e2e run (started by the global setup); each spec file connects to it and opens its contexts.
 */
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions);
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
