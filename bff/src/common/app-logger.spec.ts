import { AppLogger } from './app-logger';

describe('AppLogger', () => {
  let written: string[];
  let write: jest.SpyInstance;

  beforeEach(() => {
    written = [];
    write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => write.mockRestore());

  it("keeps Nest's start-up lines (modules, mapped routes) out of the default level", () => {
    const logger = new AppLogger(['fatal', 'error', 'warn', 'log']);
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Groundwork is listening on http://localhost:3000', 'Groundwork');
    expect(written.join('')).not.toMatch(/Mapped|dependencies initialized/);
    expect(written.join('')).toContain('Groundwork is listening');
  });

  it('shows them at debug', () => {
    const logger = new AppLogger(['fatal', 'error', 'warn', 'log', 'debug']);
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    expect(written.join('')).toContain('Mapped {/api/health, GET} route');
  });
});
