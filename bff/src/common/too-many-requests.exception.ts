import { HttpException, HttpStatus } from '@nestjs/common';

/** A 429 that tells the client when to try again (the error filter sends `Retry-After`). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
