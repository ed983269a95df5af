import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApp } from '../test/test-app.js';
import { apiClient } from '../test/test-users.js';

const cli = join(dirname(fileURLToPath(import.meta.url)), '../../dist/cli/main.js');
const runCli = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });

describe('account commands of the CLI', () => {
  it('create-admin creates an administrator who can log in, and promotes an existing account', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cli-'));
    const created = runCli(dataDir, 'create-admin', '--email', 'chefin@example.de', '--password', 'Sehr-Geheim-2026');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toBe('Administrator angelegt: chefin@example.de\n');
    const again = runCli(dataDir, 'create-admin', '--email', 'CHEFIN@example.de', '--password', 'Anderes-Pass-2026');
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
    }
  }, 60_000);

  it('create-admin refuses a weak password or a bad address with exit code 2', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cli-'));
    const weak = runCli(dataDir, 'create-admin', '--email', 'chef@example.de', '--password', 'kurz');
    expect(weak.status).toBe(2);
    expect(weak.stderr).toContain('--password braucht mindestens 12 Zeichen');
    const bad = runCli(dataDir, 'create-admin', '--email', 'kein-mail', '--password', 'Sehr-Geheim-2026');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--email muss eine E-Mail-Adresse sein');
  });

  it('demo-users creates one account per plan and role, once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cli-'));
    const first = runCli(dataDir, 'demo-users');
    expect(first.status).toBe(0);
    expect(first.stdout.trim().split('\n')).toHaveLength(4);
    expect(runCli(dataDir, 'demo-users').stdout).toBe('');
    const t = await startTestApp({ DATA_DIR: dataDir });
    try {
      const login = await apiClient(t)
        .post('/api/auth/login')
        .send({ email: 'pro-monatlich@demo.insolvenzmonitor.de', password: 'Demo-Pro-2026' })
        .expect(200);
      expect(login.body.user).toMatchObject({ plan: 'pro_monthly', emailConfirmed: true });
    } finally {
      await t.close();
    }
  }, 60_000);
});
