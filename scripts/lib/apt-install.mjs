// Installs Debian packages quietly: apt's hundreds of lines go to a log file under .run/, and the
// console gets one line, or the log's tail and a clear sentence when it could not be done.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './run.mjs';

/** Installs `packages`; answers whether it worked (never throws), saying why not when it did not. */
export function aptInstall(packages, { purpose }) {
  const logFile = path.join(ROOT, '.run', `apt-${packages.join('-')}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const asRoot = process.getuid?.() === 0;
  const apt = (args) => {
    const [command, argv] = asRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
    return spawnSync(command, argv, { stdio: ['ignore', log, log], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  console.log(`  installing ${packages.join(', ')} from Debian's packages (${purpose}); log: ${path.relative(ROOT, logFile)}`);
  const ok = apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...packages]);
  fs.closeSync(log);
  if (!ok) {
    const tail = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-8).join('\n');
    console.log(
      `  could not install ${packages.join(', ')} (${asRoot ? 'apt-get failed' : 'needs root or password-less sudo'}); the last lines of the log:\n${tail}`,
    );
  }
  return ok;
}
