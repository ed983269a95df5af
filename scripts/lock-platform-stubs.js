// The npm registry reachable here does not serve every platform build of packages with native binaries
// (@swc/core-darwin-arm64, @unrs/resolver-binding-win32-x64-msvc, …). `npm install` then leaves those optional
// dependencies out of package-lock.json, and `npm ci` refuses the lock. This adds the missing entries with the
// platform (os/cpu) read from the package name, so `npm ci` skips them as on any foreign platform.
// Run `npm run lock:platforms` after changing dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    if (lock.packages[`${base}node_modules/${name}`] || lock.packages[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS.includes(p));
    const cpu = parts.find((p) => CPU.includes(p));
    if (!os || !cpu) continue;
    lock.packages[`node_modules/${name}`] = {
      version: range.replace(/^[~^=]/, ''),
      cpu: [cpu],
      license: entry.license,
      optional: true,
      os: [os],
      ...(parts.includes('musl') ? { libc: ['musl'] } : parts.includes('gnu') ? { libc: ['glibc'] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
