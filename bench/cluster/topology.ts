// The deployment of docs/deployment.md on one machine: N API processes behind HAProxy (health
// checks on /api/health, retrying only connections that never reached a process), their pools
// through PgBouncer in transaction mode, their sessions (migrations' lock, sweeps' leases)
// straight to PostgreSQL, and Redis for the rate limits. HAProxy and PgBouncer come from Debian's
// packages (`apt-get install -y haproxy pgbouncer`); PostgreSQL and Redis are the machine's own.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPAYO_SANDBOX_API, OPAYO_SANDBOX_CREDENTIALS } from '@lido/emulators/opayo';
import { freePort, waitFor } from '../local-servers';

export interface ClusterOptions {
  /** Where the built API is (`apps/api/dist/server.js`) and the processes' working directory. */
  root: string;
  server: string;
  /** PostgreSQL itself, the cluster's database (already migrated and seeded). */
  databaseUrl: string;
  apiProcesses: number;
  redisUrl: string;
  /** Settings every API process gets on top of the cluster's own. */
  env: Record<string, string | undefined>;
  /**
   * Runs the Opayo emulator in a process of its own (a Lido process in demo mode that only the
   * emulator's callers reach), which the API processes pay through as they would pay Opayo: the
   * API processes' figures are then Lido's alone.
   */
  emulatorApart: boolean;
}

export interface Cluster {
  /** HAProxy's address: what customers are sent to. */
  base: string;
  apiProcesses: ChildProcess[];
  /** Kills API process `index` with SIGKILL, as a machine losing power would. */
  kill(index: number): void;
  stop(): Promise<void>;
}

function run(command: string, args: string[], label: string): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('error', (error) => {
    throw new Error(`${label} did not start (${error.message}): is it installed?`);
  });
  return child;
}

async function waitForPort(port: number, timeoutMs = 20_000): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((answer) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        answer(true);
      });
      socket.once('error', () => answer(false));
    });
    if (open) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'lido-cluster-'));
  // PgBouncer will not run as root; it switches to the postgres user, who must read its files.
  chmodSync(dir, 0o777);
  const children: ChildProcess[] = [];
  const database = new URL(options.databaseUrl);

  const bouncerPort = await freePort();
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `lido = host=${database.hostname} port=${database.port || 5432} dbname=${database.pathname.slice(1)} user=${database.username || 'postgres'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${bouncerPort}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      'max_client_conn = 2000',
      'default_pool_size = 40',
      'log_connections = 0',
      'log_disconnections = 0',
      'log_stats = 0',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const asPostgres = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  children.push(run('pgbouncer', [...asPostgres, join(dir, 'pgbouncer.ini')], 'PgBouncer'));
  await waitForPort(bouncerPort);

  const startApi = (port: number, env: Record<string, string>): ChildProcess => {
    const child = spawn(process.execPath, [options.server], {
      cwd: options.root,
      env: {
        ...options.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `postgres://postgres@127.0.0.1:${bouncerPort}/lido`,
        DATABASE_SESSION_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        REDIS_KEY_PREFIX: `lido-cluster-${bouncerPort}:`,
        TRUST_PROXY: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  };

  let payThrough: Record<string, string> = {};
  if (options.emulatorApart) {
    const port = await freePort();
    startApi(port, {});
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    payThrough = {
      OPAYO_BASE_URL: `http://127.0.0.1:${port}${OPAYO_SANDBOX_API}`,
      OPAYO_INTEGRATION_KEY: OPAYO_SANDBOX_CREDENTIALS.integrationKey,
      OPAYO_INTEGRATION_PASSWORD: OPAYO_SANDBOX_CREDENTIALS.integrationPassword,
      OPAYO_VENDOR_NAME: OPAYO_SANDBOX_CREDENTIALS.vendorName,
    };
  }

  const apiPorts: number[] = [];
  const apiProcesses: ChildProcess[] = [];
  for (let index = 0; index < options.apiProcesses; index++) {
    const port = await freePort();
    apiPorts.push(port);
    apiProcesses.push(startApi(port, payThrough));
  }
  for (const port of apiPorts) await waitFor(`http://127.0.0.1:${port}/api/health`);

  const balancerPort = await freePort();
  writeFileSync(
    join(dir, 'haproxy.cfg'),
    [
      'global',
      '    maxconn 8192',
      'defaults',
      '    mode http',
      '    option forwardfor',
      '    option http-keep-alive',
      '    timeout connect 2s',
      '    timeout client 65s',
      '    timeout server 65s',
      '    retries 2',
      '    option redispatch',
      'frontend lido',
      `    bind 127.0.0.1:${balancerPort}`,
      '    default_backend lido_api',
      'backend lido_api',
      '    balance leastconn',
      '    option httpchk GET /api/health',
      '    http-check expect status 200',
      // A connection refused never reached a process: safe to try another. A request that did
      // reach one is never sent twice (a POST may have been served).
      '    retry-on conn-failure',
      ...apiPorts.map(
        (port, index) =>
          `    server api${index + 1} 127.0.0.1:${port} check inter 1s fall 2 rise 2`,
      ),
      '',
    ].join('\n'),
  );
  children.push(run('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], 'HAProxy'));
  const base = `http://127.0.0.1:${balancerPort}`;
  await waitFor(`${base}/api/health`);

  return {
    base,
    apiProcesses,
    kill(index) {
      apiProcesses[index]?.kill('SIGKILL');
    },
    async stop() {
      const stopped = (child: ChildProcess) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      // The way a deployment stops: the balancer, then the API processes (their sweeps finish
      // on the pool), then the pool.
      const [bouncer, ...rest] = children;
      const balancer = rest.pop();
      if (balancer) await stopped(balancer);
      await Promise.all(rest.map(stopped));
      if (bouncer) await stopped(bouncer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
