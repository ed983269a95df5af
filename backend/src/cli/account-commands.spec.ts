import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testInstallationEnv } from '../test/distributed-test-profile.js';
import { startTestApp } from '../test/test-app.js';
import { apiClient } from '../test/test-users.js';

const cli = join(dirname(fileURLToPath(import.meta.url)), '../../dist/cli/main.js');
/**
 * `installation`: the variables of the data the test app then opens (`testInstallationEnv`). Not spawnSync: on
 * TEST_PROFILE=distributed the projections worker the command waits for runs in this process.
 */
const runCli = (installation: NodeJS.ProcessEnv, ...args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ...installation } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    // A command that hangs fails with what it printed so far, not with the test's bare time-out.
    const hung = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`cli ${args[0]} hing 45 s; stdout: ${stdout} stderr: ${stderr}`));
    }, 45_000);
    child.once('error', reject);
    child.once('close', (status) => {
      clearTimeout(hung);
      resolve({ status, stdout, stderr });
    });
  });

describe('account commands of the CLI', () => {
  it('create-admin creates an administrator who can log in, and promotes an existing account', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cli-'));
    const installation = await testInstallationEnv(dataDir);
    const created = await runCli(
      installation,
      'create-admin',
      '--email',
      'chefin@example.de',
      '--password',
      'Sehr-Geheim-2026',
    );
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toBe('Administrator angelegt: chefin@example.de\n');
    const again = await runCli(
      installation,
      'create-admin',
      '--email',
      'CHEFIN@example.de',
      '--password',
      'Anderes-Pass-2026',
    );
    expect(again.stdout).toContain('bereits Administrator');

    const t = await startTestApp({ DATA_DIR: dataDir });
    try {
      const login = await apiClient(t)
        .post('/api/auth/login')
        .send({ email: 'chefin@example.de', password: 'Sehr-Geheim-2026' })
        .expect(200);
      // The operator vouches for the address: confirmed at once, no confirmation mail.
      expect(login.body.user).toMatchObject({
        role: 'admin',
        firstName: 'System',
        lastName: 'Administrator',
        emailConfirmed: true,
      });
      await apiClient(t, login.body.token).get('/api/auth/users').expect(200);
      expect(t.logger.lines.join('\n')).not.toContain('Sehr-Geheim-2026');
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('create-admin refuses a weak password or a bad address with exit code 2', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cli-'));
    const weak = await runCli(
      { DATA_DIR: dataDir },
      'create-admin',
      '--email',
      'chef@example.de',
      '--password',
      'kurz',
    );
    expect(weak.status).toBe(2);
    expect(weak.stderr).toContain('--password braucht mindestens 12 Zeichen');
    const bad = await runCli(
      { DATA_DIR: dataDir },
      'create-admin',
      '--email',
      'kein-mail',
      '--password',
      'Sehr-Geheim-2026',
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--email muss eine E-Mail-Adresse sein');
    await rm(dataDir, { recursive: true, force: true });
  }, 100_000);

  it('demo-users creates one account per plan and role, once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cli-'));
    const installation = await testInstallationEnv(dataDir);
    const first = await runCli(installation, 'demo-users');
    expect(first.status).toBe(0);
    expect(first.stdout.trim().split('\n')).toHaveLength(4);
    expect((await runCli(installation, 'demo-users')).stdout).toBe('');
    const t = await startTestApp({ DATA_DIR: dataDir });
    try {
      const login = await apiClient(t)
        .post('/api/auth/login')
        .send({ email: 'pro-monatlich@demo.insolvenzmonitor.de', password: 'Demo-Pro-2026' })
        .expect(200);
      expect(login.body.user).toMatchObject({ plan: 'pro_monthly', emailConfirmed: true });
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
