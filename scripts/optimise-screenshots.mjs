// Losslessly recompresses screenshot baselines (oxipng, level 2) after `vitest run --update`: the PNGs that git
// sees as new or modified, or the files given as arguments. Pixels stay identical; baselines weigh 30–85% less.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const require = (await import('node:module')).createRequire(import.meta.url);

async function optimiser() {
  const { default: optimise, init } = await import('@jsquash/oxipng/optimise.js');
  const wasm = readFileSync(require.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm'));
  await init(wasm);
  return async (file) => {
    const input = readFileSync(file);
    const output = new Uint8Array(
      await optimise(input.buffer.slice(input.byteOffset, input.byteOffset + input.length), {
        level: 2,
        optimiseAlpha: true,
      }),
    );
    if (output.length < input.length) writeFileSync(file, output);
    return [input.length, Math.min(output.length, input.length)];
  };
}

function changedBaselines() {
  const listed = execFileSync('git', ['ls-files', '--modified', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => /__screenshots__\/.*\.png$/.test(file));
}

if (isMainThread) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : changedBaselines();
  const workers = Math.max(1, Math.min(availableParallelism(), files.length));
  const slices = Array.from({ length: workers }, (_, index) => files.filter((_, i) => i % workers === index));
  const totals = await Promise.all(
    slices.map(
      (slice) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: slice });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const [before, after] = totals.reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
  console.log(
    `screenshots: ${files.length} baselines, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`,
  );
} else {
  const optimise = await optimiser();
  let before = 0;
  let after = 0;
  for (const file of workerData) {
    const [input, output] = await optimise(file);
    before += input;
    after += output;
  }
  parentPort.postMessage([before, after]);
}
