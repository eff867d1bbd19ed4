/**
 * Runtime settings of the SPA, read from `/config.json` (written by the web stack in AWS, served by the
 * local runtime under `npm start`). Relative endpoints resolve against the page's origin.
 */
import { preloadKeys } from './app/signed-in-preload.ts';

export interface AppConfig {
  stage: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Custom Cognito endpoint (the local emulator); absent in AWS. */
  userPoolEndpoint?: string;
  apiBaseUrl: string;
  webSocketUrl: string;
}

let config: AppConfig | undefined;

function absolute(url: string, websocket = false): string {
  const resolved = new URL(url, window.location.href);
  if (websocket && resolved.protocol.startsWith('http')) {
    resolved.protocol = resolved.protocol === 'https:' ? 'wss:' : 'ws:';
  }
  return resolved.toString();
}

const fetchConfig = () => fetch('/config.json', { cache: 'no-store' });

/**
 * The request the signed-in preload script started (signed-in-preload.ts), taken once; the key stays,
 * empty, so that the script, should it run after this, does not ask again.
 */
function earlyRequest(): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, Promise<Response> | undefined>;
  const request = holder[preloadKeys.configRequest];
  holder[preloadKeys.configRequest] = undefined;
  return request;
}

export async function loadConfig(): Promise<AppConfig> {
  const early = earlyRequest();
  // A head start that failed (the network) is asked again, as if there had been none.
  const response = await (early ? early.catch(fetchConfig) : fetchConfig());
  if (!response.ok) throw new Error(`config.json: ${response.status}`);
  const raw = (await response.json()) as AppConfig;
  config = {
    ...raw,
    userPoolEndpoint: raw.userPoolEndpoint ? absolute(raw.userPoolEndpoint) : undefined,
    webSocketUrl: absolute(raw.webSocketUrl, true),
  };
  return config;
}

export function appConfig(): AppConfig {
  if (!config) throw new Error('loadConfig() has not run');
  return config;
}
