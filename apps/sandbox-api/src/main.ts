import { settingsFromEnv } from './config.ts';
import { startSandbox } from './server.ts';

const settings = settingsFromEnv(process.env);
const running = await startSandbox(
  {
    ...settings.options,
    ...(settings.logRequests ? { log: (line: string) => process.stdout.write(`${line}\n`) } : {}),
  },
  { port: settings.port, host: settings.host },
);
process.stdout.write(
  `Sandbox API listening on ${running.url} (database ${settings.options.dbFile}); inbox: ${running.url}/inbox${settings.logRequests ? '' : '; request log off'}\n`,
);

const stop = () => {
  running.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
