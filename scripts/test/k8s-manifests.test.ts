import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { Job } from 'kubernetes-models/batch/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { REDIS_PARTS } from '../lib/redis-users.mjs';

/**
 * deploy/k8s rendered the way a cluster would get it (kustomize, built into kubectl), each object
 * validated against the Kubernetes schemas offline (kubernetes-models), and the deployment's
 * promises checked on every overlay: probes and limits, nothing but the BFF and the remotes
 * published, only the BFF (and calling services) reaching a service and each part reaching only
 * what it calls, secrets only referenced (each part's database role and Redis user its own), and
 * the PostgreSQL connection budget kept.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const k8sDir = path.join(root, 'deploy/k8s');
const OVERLAYS = ['staging', 'production'];
const DOMAIN_SERVICES = ['reservations', 'catalogue', 'payments', 'accounts', 'notifications'];
/** The parts with a PostgreSQL role of their own: the services, and the BFF (the remotes registry, as tire_registry). */
const DATABASE_PARTS = ['bff', ...DOMAIN_SERVICES];
const AUTOSCALED = ['bff', 'reservations', 'notifications'];
/** Who may call each service: the BFF, and the services whose use cases call it. */
const ALLOWED_CALLERS: Record<string, string[]> = {
  reservations: ['bff', 'catalogue', 'payments'],
  catalogue: ['bff', 'payments'],
  payments: ['bff', 'catalogue', 'reservations'],
  accounts: ['bff'],
  notifications: ['bff'],
};

/* eslint-disable @typescript-eslint/no-explicit-any -- rendered YAML is checked field by field */
type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string>; labels?: Record<string, string> };
  [key: string]: any;
};

const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

function render(overlay: string): K8sObject[] {
  let output: string;
  try {
    output = execFileSync('kubectl', ['kustomize', path.join(k8sDir, 'overlays', overlay)], { encoding: 'utf8' });
  } catch (error) {
    throw new Error(`kubectl kustomize failed (kubectl must be on PATH): ${(error as Error).message}`);
  }
  return parseAllDocuments(output).map((document) => document.toJS() as K8sObject);
}

const byKind = (objects: K8sObject[], kind: string) => objects.filter((object) => object.kind === kind);
const named = (objects: K8sObject[], kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name);
const podSpec = (workload: K8sObject): IPodSpec => workload.spec.template.spec;
const allContainers = (spec: IPodSpec): IContainer[] => [...(spec.initContainers ?? []), ...spec.containers];
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);
/** A label selector (matchLabels and matchExpressions) against a pod's labels. */
function selects(selector: { matchLabels?: Record<string, string>; matchExpressions?: any[] } = {}, labels: Record<string, string> = {}) {
  return (
    matches(selector.matchLabels ?? {}, labels) &&
    (selector.matchExpressions ?? []).every(({ key, operator, values }) => {
      if (operator === 'In') return values.includes(labels[key]);
      if (operator === 'NotIn') return !values.includes(labels[key]);
      if (operator === 'Exists') return key in labels;
      if (operator === 'DoesNotExist') return !(key in labels);
      throw new Error(`unknown selector operator ${operator}`);
    })
  );
}
/** The base's stand-in addresses of the managed PostgreSQL and Redis, which every overlay must replace. */
const PLACEHOLDER_CIDRS = ['192.0.2.0/24', '198.51.100.0/24'];
/** What an HTTPS or SMTP rule to the internet must leave out: private, shared and link-local (cloud metadata) ranges. */
const NOT_PUBLIC = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16'];

/** Most replicas a Deployment can have at once: its HPA's ceiling (or its count) plus the rolling-update surge. */
function maxPods(objects: K8sObject[], deployment: K8sObject): number {
  const hpa = byKind(objects, 'HorizontalPodAutoscaler').find((item) => item.spec.scaleTargetRef.name === deployment.metadata.name);
  const surge = deployment.spec.strategy?.rollingUpdate?.maxSurge ?? 1;
  return (hpa ? hpa.spec.maxReplicas : deployment.spec.replicas) + surge;
}

function iniValue(ini: string, key: string): number {
  const match = new RegExp(`^${key}\\s*=\\s*(\\d+)`, 'm').exec(ini);
  if (!match) throw new Error(`pgbouncer.ini has no ${key}`);
  return Number(match[1]);
}

describe.each(OVERLAYS)('deploy/k8s overlay %s', (overlay) => {
  const objects = render(overlay);
  const deployments = byKind(objects, 'Deployment');

  it('renders objects that the Kubernetes schemas accept, all in the overlay’s namespace, and no Secret', () => {
    expect(objects.length).toBeGreaterThan(40);
    for (const object of objects) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      expect(Model, `${object.apiVersion} ${object.kind} ${object.metadata.name} has a known schema`).toBeDefined();
      expect(() => new Model!(object).validate(), `${object.kind} ${object.metadata.name}`).not.toThrow();
      expect(object.metadata.namespace).toBe(`tire-${overlay}`);
    }
    expect(byKind(objects, 'Secret')).toEqual([]);
  });

  it('has a Deployment and Service for every service, the BFF, PgBouncer and each remote', () => {
    const names = ['bff', ...DOMAIN_SERVICES, 'pgbouncer', 'mfe-booking', 'mfe-shop', 'mfe-account', 'mfe-admin'];
    expect(deployments.map((item) => item.metadata.name).sort()).toEqual([...names].sort());
    for (const name of names) expect(named(objects, 'Service', name), name).toBeDefined();
  });

  it('gives every container readiness and liveness probes, requests and limits, and no root', () => {
    for (const deployment of deployments) {
      const spec = podSpec(deployment);
      expect(spec.securityContext?.runAsNonRoot, deployment.metadata.name).toBe(true);
      for (const container of spec.containers) {
        const where = `${deployment.metadata.name}/${container.name}`;
        expect(container.readinessProbe, `${where} readiness`).toBeDefined();
        expect(container.livenessProbe, `${where} liveness`).toBeDefined();
        for (const bound of ['requests', 'limits'] as const) {
          expect(container.resources?.[bound]?.cpu, `${where} cpu ${bound}`).toBeDefined();
          expect(container.resources?.[bound]?.memory, `${where} memory ${bound}`).toBeDefined();
        }
      }
    }
  });

  it('lets the Node parts drain: separate readiness and liveness endpoints and time for the 25 s drain', () => {
    for (const name of ['bff', ...DOMAIN_SERVICES]) {
      const deployment = named(objects, 'Deployment', name)!;
      const container = podSpec(deployment).containers[0]!;
      expect(container.readinessProbe?.httpGet?.path, name).toBe('/health/ready');
      expect(container.livenessProbe?.httpGet?.path, name).toBe('/health/live');
      expect(podSpec(deployment).terminationGracePeriodSeconds, name).toBeGreaterThan(25);
      expect(deployment.spec.strategy.rollingUpdate.maxUnavailable, name).toBe(0);
    }
  });

  it('autoscales the BFF, reservations and the e-mail worker, and protects every Deployment with a disruption budget', () => {
    for (const name of AUTOSCALED) {
      const hpa = byKind(objects, 'HorizontalPodAutoscaler').find((item) => item.spec.scaleTargetRef.name === name);
      expect(hpa, name).toBeDefined();
      expect(hpa!.spec.minReplicas).toBeGreaterThanOrEqual(2);
    }
    for (const deployment of deployments) {
      const podLabels = deployment.spec.template.metadata.labels;
      const budget = byKind(objects, 'PodDisruptionBudget').find((item) => matches(item.spec.selector.matchLabels, podLabels));
      expect(budget, deployment.metadata.name).toBeDefined();
    }
  });

  it('runs every service’s migrations and the remotes registry’s in a Job, straight to PostgreSQL (not through the transaction pooler), each as its own role', () => {
    const job = named(objects, 'Job', 'migrate')!;
    const containers = allContainers(podSpec(job));
    expect(containers.map((container) => container.name).sort()).toEqual([...DATABASE_PARTS].sort());
    for (const container of containers) {
      expect(container.command?.join(' ')).toContain('node dist/migrate.js');
      const source = container.env?.find((item) => item.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef;
      expect(source, container.name).toEqual({ name: `${container.name}-database`, key: 'MIGRATION_DATABASE_URL' });
    }
  });

  it('publishes only the BFF and the remotes: every Service is ClusterIP and the Ingress reaches nothing else', () => {
    for (const service of byKind(objects, 'Service')) expect(service.spec.type ?? 'ClusterIP', service.metadata.name).toBe('ClusterIP');
    const backends = byKind(objects, 'Ingress').flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule: any) => rule.http.paths.map((route: any) => route.backend.service.name as string)),
    );
    expect(new Set(backends)).toEqual(new Set(['bff', 'mfe-booking', 'mfe-shop', 'mfe-account', 'mfe-admin']));
  });

  it('lets only the BFF and the calling services reach a domain service, and only the parts with a database role reach PgBouncer', () => {
    const policies = byKind(objects, 'NetworkPolicy');
    const denyAll = policies.find((policy) => Object.keys(policy.spec.podSelector).length === 0);
    expect(denyAll?.spec.policyTypes).toEqual(['Ingress', 'Egress']);
    expect(denyAll?.spec.ingress).toBeUndefined();
    expect(denyAll?.spec.egress).toBeUndefined();
    const podLabelsOf = (name: string) => named(objects, 'Deployment', name)!.spec.template.metadata.labels;
    for (const service of DOMAIN_SERVICES) {
      const sources = policies
        .filter((policy) => selects(policy.spec.podSelector, podLabelsOf(service)))
        .flatMap((policy) => (policy.spec.ingress ?? []).flatMap((rule: any) => rule.from));
      const callers = sources.filter((source: any) => source.podSelector).map((source: any) => source.podSelector.matchLabels['app.kubernetes.io/name']);
      expect(callers.sort(), service).toEqual([...ALLOWED_CALLERS[service]!].sort());
      const namespaces = sources
        .filter((source: any) => source.namespaceSelector)
        .map((source: any) => source.namespaceSelector.matchLabels['kubernetes.io/metadata.name']);
      expect(namespaces, `${service}: only Prometheus from outside`).toEqual(['monitoring']);
    }
    const pooler = policies.find((policy) => policy.metadata.name === 'pgbouncer')!;
    const poolerClients = deployments.filter((deployment) =>
      matches(pooler.spec.ingress[0].from[0].podSelector.matchLabels, deployment.spec.template.metadata.labels),
    );
    expect(poolerClients.map((deployment) => deployment.metadata.name).sort()).toEqual([...DATABASE_PARTS].sort());
  });

  it('lets each part reach only what it calls: the services it calls (the ingress above, from the other side), DNS, its own data stores and outside services', () => {
    const policies = byKind(objects, 'NetworkPolicy');
    const platform = named(objects, 'ConfigMap', 'platform-config')!;
    const workloads = [...deployments, ...byKind(objects, 'Job')];
    const nameOf = (workload: K8sObject) => workload.spec.template.metadata.labels['app.kubernetes.io/name'] as string;
    const cidrOf = (policy: string) => named(objects, 'NetworkPolicy', policy)!.spec.egress[0].to[0].ipBlock.cidr as string;
    const postgres = cidrOf('postgres-egress');
    const redis = cidrOf('redis-egress');
    for (const cidr of [postgres, redis]) {
      expect(PLACEHOLDER_CIDRS, `${overlay} sets its own data stores' addresses`).not.toContain(cidr);
      expect(Number(cidr.split('/')[1]), cidr).toBeGreaterThanOrEqual(16);
    }
    const nodeParts = ['bff', ...DOMAIN_SERVICES];
    for (const workload of workloads) {
      const name = nameOf(workload);
      const labels = workload.spec.template.metadata.labels;
      const rules: any[] = policies
        .filter((policy) => policy.spec.policyTypes.includes('Egress') && selects(policy.spec.podSelector, labels))
        .flatMap((policy) => policy.spec.egress ?? []);
      const reached = new Set<string>();
      for (const rule of rules) {
        expect(rule.to?.length, `${name}: every egress rule names where to`).toBeGreaterThan(0);
        expect(rule.ports?.length, `${name}: every egress rule names its ports`).toBeGreaterThan(0);
        for (const peer of rule.to) {
          const ports = rule.ports.map((port: any) => `${port.port}${port.protocol === 'UDP' ? '/udp' : ''}`);
          let target: string;
          if (peer.ipBlock) {
            const cidr = peer.ipBlock.cidr as string;
            if (cidr === '0.0.0.0/0') {
              for (const range of NOT_PUBLIC) expect(peer.ipBlock.except, `${name}: the internet, not ${range}`).toContain(range);
              target = 'internet';
            } else target = cidr === postgres ? 'postgres' : cidr === redis ? 'redis' : cidr;
          } else if (peer.namespaceSelector) {
            expect(peer.namespaceSelector.matchLabels).toEqual({ 'kubernetes.io/metadata.name': 'kube-system' });
            expect(peer.podSelector?.matchLabels).toEqual({ 'k8s-app': 'kube-dns' });
            target = 'dns';
          } else {
            const targets = deployments.filter((deployment) => selects(peer.podSelector, deployment.spec.template.metadata.labels));
            expect(targets.length, `${name}: ${JSON.stringify(peer.podSelector)} selects one part`).toBe(1);
            target = targets[0]!.metadata.name;
          }
          for (const port of ports) reached.add(`${target}:${port}`);
        }
      }
      const expected = new Set<string>();
      if ([...nodeParts, 'pgbouncer', 'migrate'].includes(name)) ['dns:53/udp', 'dns:53'].forEach((item) => expected.add(item));
      for (const [service, callers] of Object.entries(ALLOWED_CALLERS)) if (callers.includes(name)) expected.add(`${service}:http`);
      if (DATABASE_PARTS.includes(name)) expected.add('pgbouncer:postgres');
      if (['pgbouncer', 'migrate'].includes(name)) expected.add('postgres:5432');
      if (REDIS_PARTS.includes(name)) ['redis:6379', 'redis:6380'].forEach((item) => expected.add(item));
      // Google's sign-in (the BFF), Stripe (payments), the mail relay (notifications).
      if (name === 'bff' || name === 'payments') expected.add('internet:443');
      if (name === 'notifications') expected.add(`internet:${platform.data.SMTP_PORT}`);
      expect([...reached].sort(), `${name} reaches`).toEqual([...expected].sort());
    }
    // The remotes serve files and reach nothing.
    expect(workloads.filter((workload) => workload.spec.template.metadata.labels['app.kubernetes.io/component'] === 'remote')).toHaveLength(4);
  });

  it('gives each service its own PostgreSQL role and each Redis-using part its own Redis user, in Secrets no other workload reads', () => {
    const source = (container: IContainer, variable: string) => container.env?.find((item) => item.name === variable)?.valueFrom?.secretKeyRef;
    for (const name of ['bff', ...DOMAIN_SERVICES]) {
      const container = podSpec(named(objects, 'Deployment', name)!).containers[0]!;
      expect(source(container, 'DATABASE_URL'), `${name} DATABASE_URL`).toEqual(
        DATABASE_PARTS.includes(name) ? { name: `${name}-database`, key: 'DATABASE_URL' } : undefined,
      );
      expect(source(container, 'REDIS_URL'), `${name} REDIS_URL`).toEqual(REDIS_PARTS.includes(name) ? { name: `${name}-redis`, key: 'REDIS_URL' } : undefined);
      // The label that opens the way to Redis goes with the Redis user.
      expect(named(objects, 'Deployment', name)!.spec.template.metadata.labels['tire.example/redis'] === 'true', name).toBe(REDIS_PARTS.includes(name));
    }
    for (const workload of [...deployments, ...byKind(objects, 'Job')]) {
      for (const container of allContainers(podSpec(workload))) {
        for (const variable of container.env ?? []) {
          const secret = variable.valueFrom?.secretKeyRef;
          if (!secret) continue;
          if (/-(database|redis)$/.test(secret.name ?? ''))
            expect(secret.name, `${workload.metadata.name}/${container.name}`).toMatch(new RegExp(`^${container.name}-(database|redis)$`));
          if (secret.name === 'platform-secrets') expect(['DATABASE_URL', 'MIGRATION_DATABASE_URL', 'REDIS_URL']).not.toContain(secret.key);
        }
      }
    }
  });

  it('references every secret and inlines none: no literal secret-like value, no credentials in a ConfigMap', () => {
    const secretish = /SECRET|PASSWORD|PASS$|TOKEN|_KEY$|DATABASE_URL|REDIS_URL/;
    for (const workload of [...deployments, ...byKind(objects, 'Job')]) {
      for (const container of allContainers(podSpec(workload))) {
        for (const variable of container.env ?? []) {
          if (secretish.test(variable.name)) expect(variable.valueFrom?.secretKeyRef, `${workload.metadata.name} ${variable.name}`).toBeDefined();
        }
      }
    }
    for (const configMap of byKind(objects, 'ConfigMap')) {
      for (const [key, value] of Object.entries<string>(configMap.data ?? {})) {
        expect(key, configMap.metadata.name).not.toMatch(secretish);
        expect(value, `${configMap.metadata.name} ${key}`).not.toMatch(/:\/\/[^/\s:@]+:[^/\s@]+@/);
      }
    }
  });

  it('gives each Node part its own service-token key, in a Secret no other workload reads, and every part the public keys', () => {
    const keyOf = (container: IContainer) => container.env?.find((item) => item.name === 'SERVICE_SIGNING_KEY')?.valueFrom?.secretKeyRef?.name;
    for (const name of ['bff', ...DOMAIN_SERVICES]) {
      const container = podSpec(named(objects, 'Deployment', name)!).containers[0]!;
      expect(keyOf(container), name).toBe(`${name}-service-key`);
      expect(container.env?.find((item) => item.name === 'SERVICE_PUBLIC_KEYS')?.valueFrom?.configMapKeyRef?.name, name).toBe('service-public-keys');
      expect(
        container.env?.some((item) => item.name === 'SERVICE_TOKEN_SECRET'),
        `${name}: no shared token secret`,
      ).toBe(false);
    }
    for (const workload of [...deployments, ...byKind(objects, 'Job')]) {
      for (const container of allContainers(podSpec(workload))) {
        const secrets = [
          ...(container.env ?? []).map((item) => item.valueFrom?.secretKeyRef?.name),
          ...(container.envFrom ?? []).map((item) => item.secretRef?.name),
        ];
        const keys = secrets.filter((secret) => secret?.endsWith('-service-key'));
        expect(keys, `${workload.metadata.name} reads only its own key`).toEqual(keys.length ? [`${workload.metadata.name}-service-key`] : []);
      }
    }
  });

  it('documents every secret key it references in deploy/k8s/README.md', () => {
    const readme = readFileSync(path.join(k8sDir, 'README.md'), 'utf8');
    const keys = new Set<string>();
    for (const workload of [...deployments, ...byKind(objects, 'Job')]) {
      for (const container of allContainers(podSpec(workload))) {
        for (const variable of container.env ?? []) if (variable.valueFrom?.secretKeyRef) keys.add(variable.valueFrom.secretKeyRef.key);
      }
      for (const volume of podSpec(workload).volumes ?? []) for (const item of volume.secret?.items ?? []) keys.add(item.key);
    }
    for (const key of keys) expect(readme, key).toContain(`\`${key}\``);
  });

  it('keeps the PostgreSQL connection budget: replicas x pool <= PgBouncer clients, PgBouncer servers <= Postgres max', () => {
    const config = named(objects, 'ConfigMap', 'pgbouncer-config')!;
    const ini: string = config.data['pgbouncer.ini'];
    expect(ini).toMatch(/^pool_mode = transaction$/m);
    const clientDemand = deployments
      .filter((deployment) => DATABASE_PARTS.includes(deployment.metadata.name))
      .reduce((sum, deployment) => {
        const perPod = Number(deployment.metadata.annotations?.['tire.example/db-connections']);
        expect(perPod, `${deployment.metadata.name} declares its connections`).toBeGreaterThan(0);
        return sum + maxPods(objects, deployment) * perPod;
      }, 0);
    expect(clientDemand).toBeLessThanOrEqual(iniValue(ini, 'max_client_conn'));
    const pooler = named(objects, 'Deployment', 'pgbouncer')!;
    // A pool per service role, all of them together capped by max_db_connections.
    const perPooler = Math.min(
      iniValue(ini, 'max_db_connections'),
      DATABASE_PARTS.length * (iniValue(ini, 'default_pool_size') + iniValue(ini, 'reserve_pool_size')),
    );
    const serverConnections = maxPods(objects, pooler) * perPooler;
    const postgresMax = Number(config.metadata.annotations?.['tire.example/postgres-max-connections']);
    expect(serverConnections).toBeLessThanOrEqual(postgresMax - 10);
  });

  it('sets DB_POOL_SIZE to the size the declared connection counts assume', () => {
    const platform = named(objects, 'ConfigMap', 'platform-config')!;
    expect(platform.data.DB_POOL_SIZE).toBe('5');
    // reservations opens two pools of DB_POOL_SIZE; the annotation must say so.
    expect(named(objects, 'Deployment', 'reservations')!.metadata.annotations!['tire.example/db-connections']).toBe(
      String(2 * Number(platform.data.DB_POOL_SIZE)),
    );
  });
});
