/**
 * Runtime settings of the SPA, read from `/config.json` (written by the web stack in AWS, served by the
 * local runtime under `npm start`). Relative endpoints resolve against the page's origin.
 */
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

export async function loadConfig(): Promise<AppConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
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
