// `npm start`: installs what is missing, builds, migrates, seeds and starts the whole platform.
import path from 'node:path';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { runOnSupportedNode } from './lib/ensure-node.mjs';
import { ensureInfrastructure } from './lib/ensure-infra.mjs';
import { ADMIN_EMAIL, buildApps, partsOf, prepareDatabase, profileConfig, publishRemotes, startParts } from './lib/platform.mjs';
import { prometheusPart } from './lib/prometheus.mjs';
import { paint, ROOT, step } from './lib/run.mjs';

async function main() {
  runOnSupportedNode();
  // A person reads the parts' logs here: one readable line per request (pino-pretty) instead of a
  // screen of JSON per click. Piped to a file or given LOG_FORMAT=json, the lines stay JSON.
  if (process.stdout.isTTY && !process.env.LOG_FORMAT) process.env.LOG_FORMAT = 'pretty';
  const config = profileConfig('dev');
  step('Checking npm packages');
  ensureDependencies();
  step('Checking PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379)');
  await ensureInfrastructure();
  step('Building the shell and the four remotes');
  await buildApps();
  step(`Applying migrations and seeds (database "${config.database}")`);
  await prepareDatabase(config);
  step('Starting services, BFF and remote origins');
  const parts = partsOf(config);
  const platform = await startParts(parts);
  step('Publishing the four remotes as built (npm run remote -- status shows the registry)');
  await publishRemotes(config);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await platform.stopAll();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const prometheusUrl = await startPrometheus(platform, parts);
  await printWelcome(config, platform, prometheusUrl);
}

/** Prometheus scraping every part's /metrics, when it can start; the platform goes on without it. */
async function startPrometheus(platform, parts) {
  step("Starting Prometheus (scrapes every part's /metrics)");
  const prometheus = await prometheusPart(parts);
  if (!prometheus) return undefined;
  try {
    await platform.start(prometheus);
    return prometheus.url;
  } catch (error) {
    console.log(`  Prometheus did not start: ${error.message.split('\n')[0]} (the platform goes on without it)`);
    return undefined;
  }
}

/** Where everything is: the site, each part's health, the remotes, the mail catcher, the admin, metrics. */
async function printWelcome(config, platform, prometheusUrl) {
  console.log(paint(1, `\n✔ The platform is running: ${paint(32, config.baseUrl)}`));
  console.log('  Health:');
  for (const part of await platform.health()) {
    console.log(`    ${part.name.padEnd(14)} ${part.ok ? paint(32, part.text) : paint(31, part.text)}  ${part.url}`);
  }
  console.log('  Remotes:   ' + config.remotes.map((r) => `${r.name} http://localhost:${r.port}`).join(', '));
  console.log(`  Registry:  ${config.baseUrl}/remotes.json (PostgreSQL; teams ship with npm run remote -- publish|canary|promote|rollback|status)`);
  console.log(`  E-mail:    every message (login codes, receipts) at ${paint(32, `http://localhost:${config.mail.webPort}`)}`);
  console.log(`  Admin:     sign in as ${ADMIN_EMAIL} (the code arrives in the mail catcher)`);
  if (config.oidc) {
    console.log(`  Google:    "Sign in with Google" goes to the development OpenID provider at ${config.oidc.issuer} (any name, any password)`);
  }
  console.log(
    prometheusUrl
      ? `  Metrics:   Prometheus at ${paint(32, prometheusUrl)} (targets: ${prometheusUrl}/targets); each part at /metrics`
      : '  Metrics:   each service and the BFF at /metrics (no Prometheus running)',
  );
  console.log('  A part that exits is reported here and restarted. Press Ctrl-C to stop everything.\n');
}

main().catch((error) => {
  console.error(paint(31, `\n✖ ${error.message}`));
  process.exit(1);
});
