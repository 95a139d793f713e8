import { loadConfig } from '../config';
import { isEndpointCommandError } from '../webhooks/endpointCommand';
import { endpointPolicyFor } from '../webhooks/endpointUrl';
import { isUsageError, parseWebhookArgs, WEBHOOKS_USAGE } from './webhookArgs';
import { formatResult } from './webhookOutput';
import { runWhereTheDatabaseIs } from './whereTheDatabaseIs';

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseWebhookArgs(argv);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    console.error(`${error.message}\n\n${WEBHOOKS_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(WEBHOOKS_USAGE);
    return 0;
  }
  const config = loadConfig();
  const policy = endpointPolicyFor(config.firebaseProjectId, config.database.databaseUrl);
  const result = await runWhereTheDatabaseIs(config.database, args.command, policy);
  console.log(formatResult(result, args.json));
  return 0;
}

main(process.argv.slice(2)).then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(isEndpointCommandError(error) || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
