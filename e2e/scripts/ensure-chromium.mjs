// Journeys drive Debian's Chromium headless shell (package chromium-headless-shell): a test tool's
// own browser download cannot work on this network. Installs it when missing and we are root;
// otherwise says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const headlessShell = '/usr/bin/chromium-headless-shell';
if (!existsSync(headlessShell)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium's headless shell is not installed at ${headlessShell}. Install it with: sudo apt-get install -y chromium-headless-shell`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium’s headless shell for the browser journeys…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync(
    'env',
    [
      'DEBIAN_FRONTEND=noninteractive',
      'apt-get',
      'install',
      '-y',
      '--no-install-recommends',
      'chromium-headless-shell',
    ],
    { stdio: 'inherit' },
  );
}
