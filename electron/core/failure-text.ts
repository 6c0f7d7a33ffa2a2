/** Sentences for failures that do not come with a server's words: network errors and shape mismatches. */
import type { z } from 'zod';
import type { OwnErrorCode } from '../../shared/domain/app-error';
import { ownValue } from '../../shared/domain/own-keys';
import { networkFaultOf } from './network/network-fault-error';

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening there (connection refused)',
  ECONNRESET: 'the connection was dropped',
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be looked up right now',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  EPIPE: 'the connection was closed while sending',
  UND_ERR_SOCKET: 'the connection was closed unexpectedly',
  UND_ERR_CONNECT_TIMEOUT: 'connecting took too long',
  CERT_HAS_EXPIRED: "the server's certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the server's certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "the server's certificate is not trusted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the server's certificate could not be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "the server's certificate is for another host name",
};

/** The app's code for a proxy or certificate fault, so the window can offer what fixes it. */
export function networkFailureCode(error: unknown): OwnErrorCode | undefined {
  return networkFaultOf(error)?.appCode;
}

function errorCode(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') return candidate.code;
    current = candidate.cause;
  }
  return null;
}

export function describeNetworkFailure(error: unknown, host: string): string {
  // A proxy or certificate fault says what it is (electron/core/network/fault-text.ts), not "could not reach the marketplace".
  const fault = networkFaultOf(error);
  if (fault !== null) return fault.message;
  const code = errorCode(error);
  const reason = (code && ownValue(NETWORK_REASONS, code)) ?? (code ? `network error ${code}` : 'the network request failed');
  return `Could not reach the marketplace at ${host}: ${reason}. Check the address and your connection.`;
}

const FILE_REASONS: Record<string, string> = {
  EACCES: 'permission was denied',
  EPERM: 'the operation was not permitted',
  EISDIR: 'a folder is in the way',
  ENOTDIR: 'a file is in the way of its folder',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the disk is read-only',
  EBUSY: 'the file is in use',
  EMFILE: 'too many files are open',
  ENAMETOOLONG: 'the path is too long',
  EIO: 'the disk reported an error',
};

/** Why reading or writing a file failed, in words (with the system's code). */
export function describeFileFailure(error: unknown): string {
  const code = errorCode(error);
  const fileReason = code ? ownValue(FILE_REASONS, code) : undefined;
  if (fileReason) return `${fileReason} (${code})`;
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 200) || 'unknown error';
}

/** `field.path: what is wrong`, for messages about input or a response's shape. */
export function describeZodIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'it did not match';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export function issuePath(issue: z.core.$ZodIssue | undefined): string | undefined {
  if (!issue || issue.path.length === 0) return undefined;
  return issue.path.map(String).join('.');
}

/** `2025-06-01 00:00 UTC` (with `seconds`, `2025-06-01 00:00:07 UTC`): a reset time as a person reads it. */
export function formatUtc(iso: string, seconds = false): string {
  const date = new Date(iso);
  if (!Number.isFinite(date.getTime())) return iso;
  return `${date
    .toISOString()
    .slice(0, seconds ? 19 : 16)
    .replace('T', ' ')} UTC`;
}
