/**
 * The hash a printed document carries: the first `verificationHashLength` hex characters of the sha256
 * of the canonical JSON of its content (shared/src/platform/verification.ts). Server side only (node:crypto).
 */
import { createHash } from 'node:crypto';
import { canonicalJson, verificationHashLength } from '@fleet/shared/platform/verification';

export function contentHash(content: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(content), 'utf8')
    .digest('hex')
    .slice(0, verificationHashLength);
}
