// The screenshot baselines the story tests expect (issue 25 item 5; the rule is `isPictured` in
// .storybook/vitest.setup.ts): every screen story under app/, and of each ui component the first story of its file
// plus the stories tagged `screenshot`, each in both variants. `node scripts/baselines.mjs` lists the ui baselines no
// story asks for and the weight of all of them, and fails when there are such baselines; `--prune` deletes them.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storyNameFromExport } from 'storybook/internal/csf';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VARIANTS = ['stories', 'stories-dark-rtl'];

function* filesUnder(dir, test) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, test);
    else if (test(entry.name)) yield full;
  }
}

/** The stories of a CSF file in the order it declares them: each one's display name and whether it asks for a picture. */
export function storiesOf(source) {
  const exports = [...source.matchAll(/^export const (\w+)\b[^=]*=/gm)];
  return exports.map((match, index) => {
    const body = source.slice(match.index, exports[index + 1]?.index ?? source.length);
    const named = /^\s{2}name:\s*(['"`])(.+?)\1/m.exec(body);
    const tags = /^\s{2}tags:\s*\[([^\]]*)\]/m.exec(body);
    return {
      name: named ? named[2] : storyNameFromExport(match[1]),
      pictured: index === 0 || /['"]screenshot['"]/.test(tags?.[1] ?? ''),
    };
  });
}

/** As the story tests name a picture: the story's name with every run of other characters made a dash. */
const baselineName = (story, variant) => `${story.replace(/[^\w-]+/g, '-')}-${variant}-chromium-linux.png`;

export function unexpectedBaselines() {
  const unexpected = [];
  for (const file of filesUnder(path.join(root, 'packages/ui/src'), (name) =>
    name.endsWith('.stories.tsx'),
  )) {
    const dir = path.join(path.dirname(file), '__screenshots__', path.basename(file));
    let present;
    try {
      present = readdirSync(dir);
    } catch {
      continue;
    }
    const expected = new Set(
      storiesOf(readFileSync(file, 'utf8'))
        .filter((story) => story.pictured)
        .flatMap((story) => VARIANTS.map((variant) => baselineName(story.name, variant))),
    );
    for (const name of present) if (!expected.has(name)) unexpected.push(path.join(dir, name));
  }
  return unexpected;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const unexpected = unexpectedBaselines();
  if (process.argv.includes('--prune')) for (const file of unexpected) rmSync(file);
  const all = [...filesUnder(root, (name) => name.endsWith('.png'))].filter((file) =>
    file.includes('__screenshots__'),
  );
  const bytes = all.reduce((total, file) => total + statSync(file).size, 0);
  console.log(`${all.length} baselines, ${(bytes / 1e6).toFixed(1)} MB`);
  if (unexpected.length > 0 && !process.argv.includes('--prune')) {
    console.error(`${unexpected.length} ui baselines no story asks for (run with --prune):`);
    for (const file of unexpected.slice(0, 20)) console.error(`  ${path.relative(root, file)}`);
    process.exit(1);
  }
}
