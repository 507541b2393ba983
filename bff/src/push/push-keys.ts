// The shapes of a browser's push keys (RFC 8291): base64url, unpadded as browsers write them
// (padding accepted), a P-256 public key as an uncompressed point on the curve, a 16-byte secret.
import { ECDH } from 'node:crypto';
import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function bytesOf(value: unknown, max: number): Buffer | null {
  if (typeof value !== 'string' || value.length > max || !BASE64URL.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

/** Whether `value` is a P-256 public key: 65 bytes, uncompressed (0x04), a point of the curve. */
export function isPushPublicKey(value: unknown): boolean {
  const bytes = bytesOf(value, 100);
  if (!bytes || bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` is a 16-byte authentication secret. */
export function isPushAuthSecret(value: unknown): boolean {
  return bytesOf(value, 30)?.length === 16;
}

/** The key as stored and handed to web-push: base64url without padding. */
export function unpadded(value: string): string {
  return value.replace(/=+$/, '');
}

@ValidatorConstraint({ name: 'isPushPublicKey' })
export class IsPushPublicKey implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isPushPublicKey(value);
  }
}

@ValidatorConstraint({ name: 'isPushAuthSecret' })
export class IsPushAuthSecret implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isPushAuthSecret(value);
  }
}
