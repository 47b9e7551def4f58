// `npm start`: installs what is missing, builds, migrates, seeds and starts the whole platform.
import path from 'node:path';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { ensureInfrastructure } from './lib/ensure-infra.mjs';
import { ADMIN_EMAIL, buildApps, partsOf, prepareDatabase, profileConfig, startParts } from './lib/platform.mjs';
import { paint, ROOT, step } from './lib/run.mjs';

async function main() {
  const config = profileConfig('dev');
  step('Checking npm packages');
  ensureDependencies();
  step('Checking PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379)');
  await ensureInfrastructure();
  step('Building the shell and the four remotes');
  buildApps();
  step(`Applying migrations and seeds (database "${config.database}")`);
  prepareDatabase(config);
  // The registry a deployment edits to roll a remote forward or back; read by the BFF on every request.
  const registryFile = process.env.REMOTES_REGISTRY ?? path.join(ROOT, 'config', 'remotes.json');
  step('Starting services, BFF and remote origins');
  const platform = await startParts(partsOf(config, registryFile));
  const stop = async () => {
    console.log('\nStopping…');
    await platform.stopAll();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(paint(1, `\n✔ The platform is running: ${paint(32, config.baseUrl)}`));
  console.log('  Remotes:   ' + config.remotes.map((r) => `${r.name} http://localhost:${r.port}`).join(', '));
  console.log(`  Registry:  ${registryFile} (served as ${config.baseUrl}/remotes.json)`);
  console.log(`  E-mail:    every message (login codes, receipts) at ${paint(32, `http://localhost:${config.mail.webPort}`)}`);
  console.log(`  Admin:     sign in as ${ADMIN_EMAIL} (the code arrives in the mail catcher)`);
  console.log('  Press Ctrl-C to stop everything.\n');
}

main().catch((error) => {
  console.error(paint(31, `\n✖ ${error.message}`));
  process.exit(1);
});
