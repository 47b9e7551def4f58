import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DATABASE_SERVICES } from '../lib/database-roles.mjs';
import { REDIS_PARTS, redisAclRules } from '../lib/redis-users.mjs';
import { ROOT } from '../lib/run.mjs';

/**
 * docker-compose.yml read as compose reads it (no Docker engine here): the networks keep the remotes
 * and the mail catcher away from the services and the databases, each part connects as its own
 * PostgreSQL role and Redis user, and the Redis ACL file holds exactly scripts/lib/redis-users.mjs' rules.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- compose YAML is checked field by field */
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as Record<string, any>;
const services: Record<string, any> = compose.services;
const NODE_PARTS = ['bff', ...DATABASE_SERVICES];
const REMOTES = ['mfe-booking', 'mfe-shop', 'mfe-account', 'mfe-admin'];
const networksOf = (name: string): string[] => services[name].networks;
const on = (network: string) =>
  Object.keys(services)
    .filter((name) => networksOf(name)?.includes(network))
    .sort();

describe('docker-compose.yml', () => {
  it('puts every container on named networks: the databases, services and BFF on an internal one, the remotes and the mail catcher apart', () => {
    for (const name of Object.keys(services)) expect(networksOf(name), `${name} names its networks`).toBeDefined();
    expect(compose.networks.backend.internal).toBe(true);
    expect(on('backend')).toEqual(['bff', 'db-roles', 'postgres', 'redis', ...DATABASE_SERVICES].sort());
    expect(on('remotes')).toEqual([...REMOTES].sort());
    expect(on('mail')).toEqual(['maildev', 'notifications']);
    for (const name of [...REMOTES, 'maildev']) expect(networksOf(name), name).not.toContain('backend');
    // Only the parts that call outside have a way out: Google sign-in, Stripe, the mail relay.
    expect(on('internet')).toEqual(['bff', 'payments']);
    for (const name of ['postgres', 'redis', 'db-roles']) expect(networksOf(name), name).toEqual(['backend']);
  });

  it('connects each service to PostgreSQL as its own role, and each part to Redis as its own user', () => {
    const shared = compose['x-platform-env'];
    for (const name of NODE_PARTS) {
      const env = services[name].environment;
      const database = env.DATABASE_URL as string | undefined;
      const redis = env.REDIS_URL as string | undefined;
      // The BFF's role is the remotes registry's (tire_registry), a service's its own.
      const role = DATABASE_SERVICES.includes(name) ? name : 'registry';
      expect(database, name).toMatch(new RegExp(`^postgresql://tire_${role}:\\$\\{${role.toUpperCase()}_DB_PASSWORD:\\?[^}]*\\}@postgres:5432/tire$`));
      if (REDIS_PARTS.includes(name)) {
        expect(redis, name).toMatch(new RegExp(`^redis://tire_${name}:\\$\\{${name.toUpperCase()}_REDIS_PASSWORD:\\?[^}]*\\}@redis:6379/0$`));
      } else expect(redis, name).toBeUndefined();
      expect(services[name].depends_on, name).toHaveProperty('db-roles');
    }
    expect(shared).not.toHaveProperty('DATABASE_URL');
    expect(JSON.stringify(services)).not.toMatch(/postgresql:\/\/postgres:/);
  });

  it('makes the roles with deploy/postgres/service-roles.sql and each service’s password, passed as settings', () => {
    const roles = services['db-roles'];
    expect(roles.volumes).toContain('./deploy/postgres/service-roles.sql:/service-roles.sql:ro');
    const script = roles.entrypoint.join('\n') as string;
    expect(script).toContain('psql -v ON_ERROR_STOP=1 -q -f /service-roles.sql');
    for (const service of [...DATABASE_SERVICES, 'registry']) {
      expect(script).toContain(`-c tire.password_${service}=$$${service.toUpperCase()}_DB_PASSWORD`);
      expect(roles.environment[`${service.toUpperCase()}_DB_PASSWORD`]).toMatch(/^\$\{[A-Z_]+:\?/);
    }
  });

  it('runs Redis with the default user off and a user per part with exactly the rules npm start gives it', () => {
    const script = services.redis.entrypoint.join('\n') as string;
    const commands = /^commands='([^']*)'$/m.exec(script)![1]!;
    const lines = script
      .split('\n')
      .filter((line) => line.startsWith('user '))
      .map((line) => line.replaceAll('$$commands', commands));
    expect(lines[0]).toBe('user default off resetkeys resetchannels -@all');
    const users = Object.fromEntries(
      lines.slice(1).map((line) => {
        const [, name, password, rules] = /^user (\S+) on #\$\$\(hash "\$\$([A-Z_]+)"\) (.*)$/.exec(line)!;
        return [name, { password, rules: rules!.split(' ') }];
      }),
    );
    expect(Object.keys(users).sort()).toEqual(REDIS_PARTS.map((part) => `tire_${part}`).sort());
    for (const part of REDIS_PARTS) {
      expect(users[`tire_${part}`]).toEqual({ password: `${part.toUpperCase()}_REDIS_PASSWORD`, rules: redisAclRules(part) });
      expect(services.redis.environment[`${part.toUpperCase()}_REDIS_PASSWORD`]).toMatch(/^\$\{[A-Z_]+:\?/);
    }
    expect(script).toMatch(/redis-server --appendonly yes --aclfile \/tmp\/users\.acl$/m);
    expect(services.redis.healthcheck.test.join(' ')).toContain('--user tire_notifications');
  });
});
