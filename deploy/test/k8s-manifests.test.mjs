// `npm run test:k8s` (node --test): every manifest in deploy/k8s/ validated offline against the Kubernetes
// API schemas (kubernetes-models: the OpenAPI schemas of the API, as JSON Schema, with no cluster), and the
// probes, ports and variables checked against the app itself (its sources and docs/configuration.md).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, 'deploy/k8s');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

const manifests = readdirSync(dir)
  .filter((f) => /\.ya?ml$/.test(f))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((doc, i) => {
      assert.deepEqual(doc.errors, [], `${file} #${i + 1}: YAML errors`);
      return { file, doc: doc.toJS() };
    }),
  )
  .filter(({ doc }) => doc);
const byKind = (kind) => manifests.filter(({ doc }) => doc.kind === kind).map(({ doc }) => doc);
const one = (kind, name) => {
  const found = byKind(kind).find((d) => d.metadata.name === name);
  assert.ok(found, `${kind} ${name} is in deploy/k8s`);
  return found;
};

/** `apps/v1` + `Deployment` -> kubernetes-models/apps/v1/Deployment (core `v1` -> kubernetes-models/v1). */
async function modelOf(apiVersion, kind) {
  const mod = await import(`kubernetes-models/${apiVersion}/${kind}`);
  return mod[kind];
}

test('every manifest is valid against the Kubernetes API schemas', async () => {
  assert.ok(manifests.length >= 9, `found ${manifests.length} manifests`);
  for (const { file, doc } of manifests) {
    assert.ok(
      doc.apiVersion && doc.kind && doc.metadata?.name,
      `${file}: apiVersion, kind, metadata.name`,
    );
    const Model = await modelOf(doc.apiVersion, doc.kind);
    assert.doesNotThrow(
      () => new Model(doc).validate(),
      `${file}: ${doc.kind} ${doc.metadata.name}`,
    );
  }
});

test('the schemas refuse a broken manifest (the validation is real)', async () => {
  const Deployment = await modelOf('apps/v1', 'Deployment');
  const broken = structuredClone(one('Deployment', 'yoga-app'));
  broken.spec.template.spec.containers[0].ports[0].containerPort = '3000';
  assert.throws(() => new Deployment(broken).validate());
});

test('the parts the issue asks for are all there', () => {
  const kinds = new Set(manifests.map(({ doc }) => doc.kind));
  for (const kind of [
    'Deployment',
    'Job',
    'Service',
    'Ingress',
    'HorizontalPodAutoscaler',
    'PodDisruptionBudget',
    'ConfigMap',
    'Secret',
  ])
    assert.ok(kinds.has(kind), kind);
  one('Deployment', 'yoga-worker');
  assert.deepEqual(byKind('Job')[0].spec.template.spec.containers[0].args, ['migrate']);
  // MariaDB and Redis are external: no database or cache runs in the cluster.
  for (const d of [...byKind('Deployment'), ...byKind('StatefulSet')])
    for (const c of d.spec.template.spec.containers)
      assert.doesNotMatch(c.image, /mariadb|mysql|redis/);
});

test('probes, ports and the drain match the app', () => {
  const app = one('Deployment', 'yoga-app');
  const pod = app.spec.template.spec;
  const [c] = pod.containers;
  const config = one('ConfigMap', 'yoga-config').data;

  // The port: the app's default PORT (server.config.ts) or the one the ConfigMap sets.
  const defaultPort = Number(
    /env\.PORT \?\? (\d+)/.exec(read('backend/src/config/server.config.ts'))[1],
  );
  const port = Number(config.PORT ?? defaultPort);
  const http = c.ports.find((p) => p.name === 'http');
  assert.equal(http.containerPort, port, 'containerPort = the port the app listens on');
  assert.match(read('Dockerfile'), new RegExp(`EXPOSE ${port}\\b`));

  // Readiness on /api/health: the health controller under the global prefix.
  assert.match(read('backend/src/configure-app.ts'), /setGlobalPrefix\('api'\)/);
  assert.match(read('backend/src/modules/health/health.controller.ts'), /@Controller\('health'\)/);
  assert.equal(c.readinessProbe.httpGet.path, '/api/health');
  assert.ok([port, 'http'].includes(c.readinessProbe.httpGet.port));

  // Liveness is separate and needs no database (a database outage must not restart every pod).
  assert.notEqual(c.livenessProbe.httpGet.path, '/api/health');
  assert.match(
    read('backend/src/web/static-site.ts'),
    new RegExp(`get\\('${c.livenessProbe.httpGet.path}'`),
  );
  assert.ok([port, 'http'].includes(c.livenessProbe.httpGet.port));

  // The image's command: api for the app, worker for the worker (deploy/docker-entrypoint.sh).
  const entry = read('deploy/docker-entrypoint.sh');
  assert.deepEqual(c.args, ['api']);
  assert.deepEqual(one('Deployment', 'yoga-worker').spec.template.spec.containers[0].args, [
    'worker',
  ]);
  for (const role of ['api', 'worker', 'migrate'])
    assert.match(entry, new RegExp(`^\\s+${role}\\)`, 'm'));

  // The drain: preStop waits longer than a readiness period (the pod leaves the Service before SIGTERM),
  // and the grace period covers preStop plus SHUTDOWN_TIMEOUT_MS.
  const [, wait] = c.lifecycle.preStop.exec.command;
  const readinessPeriod = c.readinessProbe.periodSeconds * c.readinessProbe.failureThreshold;
  assert.ok(
    Number(wait) > readinessPeriod,
    `preStop ${wait} s > readiness period ${readinessPeriod} s`,
  );
  const shutdownS = Number(config.SHUTDOWN_TIMEOUT_MS) / 1000;
  assert.ok(
    pod.terminationGracePeriodSeconds > Number(wait) + shutdownS,
    'grace period > preStop + drain',
  );

  // Rolling updates keep every instance until its replacement is ready; the PDB keeps a majority.
  assert.equal(app.spec.strategy.rollingUpdate.maxUnavailable, 0);
  const pdb = one('PodDisruptionBudget', 'yoga-app');
  assert.ok(pdb.spec.minAvailable >= 1 && pdb.spec.minAvailable < app.spec.replicas);
  const hpa = one('HorizontalPodAutoscaler', 'yoga-app');
  assert.equal(hpa.spec.scaleTargetRef.name, 'yoga-app');
  assert.equal(hpa.spec.metrics[0].resource.name, 'cpu');
  assert.ok(c.resources.requests.cpu && c.resources.limits.memory, 'requests and limits');

  // The Service and the Ingress reach the container's port.
  const svc = one('Service', 'yoga-app');
  assert.deepEqual(svc.spec.selector, app.spec.selector.matchLabels);
  assert.ok([port, 'http'].includes(svc.spec.ports[0].targetPort));
  const ingress = one('Ingress', 'yoga-app');
  assert.equal(ingress.spec.rules[0].http.paths[0].backend.service.name, 'yoga-app');

  // Several instances: migrations by the Job only, jobs in the worker, the proxy's address trusted.
  assert.equal(config.MIGRATIONS_RUN, 'false');
  assert.equal(config.TRUST_PROXY, 'true');
  assert.equal(config.NODE_ENV, 'production');
});

test('every variable the manifests set is a documented one, and the Secret holds placeholders only', () => {
  const documented = read('docs/configuration.md');
  const config = one('ConfigMap', 'yoga-config').data;
  const secret = one('Secret', 'yoga-secrets').stringData;
  for (const name of [...Object.keys(config), ...Object.keys(secret)])
    assert.match(documented, new RegExp(`\`${name}\``), `${name} is in docs/configuration.md`);
  for (const [name, value] of Object.entries(secret))
    assert.ok(
      /REPLACE_ME|example\.(com|internal)/.test(value),
      `${name} in secret.yaml is a placeholder, not a value`,
    );
  for (const name of ['DB_URL', 'REDIS_URL', 'JWT_SECRET', 'HEALTH_DATA_KEY'])
    assert.ok(name in secret, `${name} comes from the Secret`);
});
