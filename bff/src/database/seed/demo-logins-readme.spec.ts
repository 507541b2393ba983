// The README lists the demo logins, so a newcomer need not read them off the start output.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-seed';

describe('README demo logins', () => {
  const readme = readFileSync(join(__dirname, '../../../../README.md'), 'utf8');

  it('names every demo account with its role, and the password', () => {
    for (const login of DEMO_LOGINS) expect(readme).toMatch(new RegExp(`\\| ${login.role} \\| \`${login.email.replace(/\./g, '\\.')}\``));
    expect(readme).toContain(`password is\n\`${DEMO_PASSWORD}\``);
  });
});
