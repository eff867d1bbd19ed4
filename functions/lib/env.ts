/** Reads a required environment variable; throws at first use so a misconfigured function fails loudly. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
  return value;
}
