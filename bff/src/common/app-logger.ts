// The BFF's logger: Nest's console logger without its start-up chatter. At the default level
// (`log`) Nest prints a line per module initialised and per route mapped (about 150 lines) before
// the demo logins; those lines tell someone starting the app nothing they can act on, so they print
// at `debug` (LOG_LEVEL=debug or verbose shows them). Everything else is unchanged.
import { ConsoleLogger, type LogLevel } from '@nestjs/common';

/** Nest's own contexts that only announce what it set up while starting. */
export const STARTUP_CONTEXTS: ReadonlySet<string> = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'WebSocketsController',
  'NestApplication',
]);

export class AppLogger extends ConsoleLogger {
  constructor(logLevels: LogLevel[]) {
    super({ logLevels });
  }

  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.length ? optionalParams[optionalParams.length - 1] : this.context;
    if (typeof context === 'string' && STARTUP_CONTEXTS.has(context)) {
      if (this.isLevelEnabled('debug')) super.debug(message, ...optionalParams);
      return;
    }
    super.log(message, ...optionalParams);
  }
}
