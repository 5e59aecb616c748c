import { parseArgs } from 'node:util';
import { type Dialect, SERVED_DIALECTS } from '../src/dialect.ts';
import { startGatewayServer } from './httpServer.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    base: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    dialect: { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid port: ${values.port ?? process.env.PORT}`);
  process.exit(2);
}

const dialect = values.dialect ?? process.env.MOCK_DIALECT ?? 'codes';
if (!(SERVED_DIALECTS as readonly string[]).includes(dialect)) {
  console.error(`Invalid dialect: ${dialect} (${SERVED_DIALECTS.join(' | ')})`);
  process.exit(2);
}

const gateway = await startGatewayServer({
  dialect: dialect as Dialect,
  port,
  host: values.host ?? process.env.HOST ?? '127.0.0.1',
  basePath: values.base ?? process.env.BASE_PATH ?? '',
  log: values.quiet ? undefined : (line) => console.log(line),
});
console.log(
  `Sorte mock gateway listening on ${gateway.url}${values.base ?? ''} (${dialect} dialect); money events on ${gateway.socketUrl}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.close().finally(() => process.exit(0));
  });
}
