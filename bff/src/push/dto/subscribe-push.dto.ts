import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, Validate, ValidateNested } from 'class-validator';
import { msg } from '../../i18n/message';
import { IsPushAuthSecret, IsPushPublicKey } from '../push-keys';

const KEYS_MESSAGE = msg('validation.push.keys');
const ENDPOINT_MESSAGE = msg('validation.push.endpoint');

/** The keys a browser encrypts with: its P-256 public key and its 16-byte authentication secret. */
export class PushKeysDto {
  @IsString({ message: msg('validation.push.p256dh') })
  @Validate(IsPushPublicKey, { message: msg('validation.push.p256dh') })
  p256dh: string;

  @IsString({ message: msg('validation.push.auth') })
  @Validate(IsPushAuthSecret, { message: msg('validation.push.auth') })
  auth: string;
}

/**
 * POST /api/push/subscriptions: the browser's PushSubscription as its toJSON() gives it. The
 * endpoint's host is checked against PUSH_ENDPOINT_HOSTS by the service (it is configuration).
 */
export class SubscribePushDto {
  @IsString({ message: ENDPOINT_MESSAGE })
  @MaxLength(2048, { message: ENDPOINT_MESSAGE })
  endpoint: string;

  /** When the push service lets the subscription lapse, in milliseconds since 1970; null (most browsers): never. */
  @IsOptional()
  @IsInt({ message: msg('validation.push.expirationTime') })
  @Min(0, { message: msg('validation.push.expirationTime') })
  @Max(8_640_000_000_000_000, { message: msg('validation.push.expirationTime') })
  expirationTime?: number | null;

  @IsDefined({ message: KEYS_MESSAGE })
  @IsObject({ message: KEYS_MESSAGE })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys: PushKeysDto;
}
