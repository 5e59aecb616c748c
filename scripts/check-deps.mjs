// Fails when an import goes the wrong way between the workspace packages (see dependencyRules.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findViolations } from './dependencyRules.mjs';

const listed = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'packages', 'app/src'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));

const files = listed.flatMap((path) => {
  try {
    return [{ path, source: readFileSync(path, 'utf8') }];
  } catch {
    return []; // deleted in the work tree
  }
});
const violations = findViolations(files);
if (violations.length > 0) {
  for (const violation of violations) console.error(`✗ ${violation.path}: ${violation.rule}`);
  console.error(
    `\n${violations.length} wrong-way import(s). Direction: domain <- gateway <- mocks, domain <- ui <- app.`,
  );
  process.exit(1);
}
console.log(`dependency direction: ${files.length} files checked, no wrong-way imports`);
