// Journeys drive Debian's Chromium: a test tool's own browser download cannot work on this
// network. Installs it when missing and we are root; otherwise says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is not installed at ${chromium}. Install it with: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser journeys…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync(
    'env',
    [
      'DEBIAN_FRONTEND=noninteractive',
      'apt-get',
      'install',
      '-y',
      '--no-install-recommends',
      'chromium',
    ],
    {
      stdio: 'inherit',
    },
  );
}
