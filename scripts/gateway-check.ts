// `npm run gateway:check -- --url <gatewayUrl> [--config <config.json>] [--user U --password P]
// [--agent-user U --agent-password P] [--json]`: the operator's conformance check (./gatewayCheck.ts).
import { readFileSync } from 'node:fs';
import {
  exitCodeOf,
  formatRows,
  parseCliArgs,
  parseConfigAdapter,
  runGatewayCheck,
  USAGE,
} from './gatewayCheck.ts';

const args = parseCliArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(`${args.error}\n${USAGE}`);
  process.exit(2);
}

let config: Record<string, unknown> | undefined;
if (args.configPath) {
  try {
    config = JSON.parse(readFileSync(args.configPath, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    console.error(
      `cannot read ${args.configPath}: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(2);
  }
  const parsed = parseConfigAdapter(config);
  if (!parsed.ok) {
    console.error(
      `invalid adapter in ${args.configPath}:\n${parsed.issues.map((issue) => `  ${issue}`).join('\n')}`,
    );
    process.exit(2);
  }
}

const rows = await runGatewayCheck({ url: args.url, config, user: args.user, agent: args.agent });
console.log(args.json ? JSON.stringify(rows, null, 2) : formatRows(rows));
process.exit(exitCodeOf(rows));
