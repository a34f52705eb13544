// `npm test`: the whole suite. Type-checks, then runs every Vitest project (logic, components, the built site in
// real Chromium, and in Firefox and WebKit), and ends with the line "N passed, N failed" that CI reads.
// `npm test -- --engine`: the engine's tests alone, without tests/site/ (the first site's own content), so that they
// can be run with another organisation's pages.yaml, nav.yaml and public/ in place. Other arguments go to Vitest.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Vite's warning about its future config loader is noise for this project's config (it imports TypeScript sources).
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const run = (command: string, args: string[]): number => spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1;
let passed = 0;
let failed = 0;

// What the tests need from Debian: Chromium for the browser tests, Firefox ESR, WebKitWebDriver and Xvfb for the
// cross-engine tests, nginx for the test of the generated nginx configuration, a Java runtime for the W3C HTML checker.
// `--project NAME` (repeatable) runs some projects only: Firefox and WebKit are then needed only for `engines`.
const projects = process.argv.flatMap((arg, index, args) => (args[index - 1] === '--project' ? [arg] : []));
const needsEngines = projects.length === 0 || projects.includes('engines');
const needed = [
  ['scripts/ensure-chromium.sh', 'the browser tests without Chromium'],
  ...(needsEngines ? [['scripts/ensure-engines.sh', 'the cross-engine tests without Firefox and WebKit']] : []),
  ['scripts/ensure-nginx.sh', 'the nginx test without nginx'],
  ['scripts/ensure-java.sh', 'the HTML validity test without Java'],
] as const;
for (const [script, what] of needed) {
  if (run('bash', [script]) !== 0) {
    console.error(`\nCannot run ${what} (see above).`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

console.log('\n> typecheck (tsc --noEmit)');
if (run('npx', ['tsc', '--noEmit']) === 0) passed += 1;
else failed += 1;

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
rmSync(report, { force: true });
const engineOnly = process.argv.includes('--engine');
if (engineOnly) process.env.TEST_ENGINE_ONLY = '1'; // read by vitest.config.ts
const extra = process.argv.slice(2).filter((arg) => arg !== '--engine');
const vitest = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra]);
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites?: number };
  passed += results.numPassedTests;
  failed += results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
  if (vitest !== 0 && results.numFailedTests === 0) failed += 1; // a setup or collection error
} else if (vitest !== 0) {
  failed += 1;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitest === 0 ? 0 : 1);
