import { parseArgs } from 'node:util';

import { THRYVE_EVENT_TYPES, type ThryveEventType } from '@thryve/server/webhooks';

import { commaList } from '../lib/commaList';
import type { EndpointCommand } from '../webhooks/endpointCommand';

export const WEBHOOKS_USAGE = `usage: npm run webhooks -- <command>

  add <url> [--events <type,...>]  add an endpoint; prints its signing secret (whsec_...) once
  list [--json]                    the endpoints, their events and deliveries, with recent failures (no secrets)
  remove <id>                      remove an endpoint; nothing more is sent to it
  rotate <id>                      a new signing secret, printed once; the old one still signs for 24 hours
  disable <id>                     send it nothing: events meanwhile are not sent to it, even after enable;
                                   deliveries it was owed wait, in order, until enable
  enable <id>                      send to it again: first what it was owed, then every new event
  help                             this text

Event types: ${THRYVE_EVENT_TYPES.join(', ')} (all when --events is not given).
Exit status: 0 done, 1 refused or failed (the message says why), 2 wrong usage.`;

/** A command line that is not one of the usages: the message, then the usage, and exit status 2. */
export class UsageError extends Error {
  readonly kind = 'UsageError';
}

export function isUsageError(error: unknown): error is UsageError {
  return (error as { kind?: unknown } | null)?.kind === 'UsageError';
}

export type WebhookArgs = { help: true } | { help: false; command: EndpointCommand; json: boolean };

function parseEvents(text: string): ThryveEventType[] {
  const events = commaList(text);
  if (events.length === 0) throw new UsageError('--events needs at least one event type');
  const unknown = events.filter((event) => !(THRYVE_EVENT_TYPES as readonly string[]).includes(event));
  if (unknown.length > 0) {
    throw new UsageError(`Unknown event type ${unknown.join(', ')}: use ${THRYVE_EVENT_TYPES.join(', ')}`);
  }
  return [...new Set(events)] as ThryveEventType[];
}

/** Reads the `webhooks` command's arguments (after `--`); throws UsageError with what is wrong. */
export function parseWebhookArgs(argv: readonly string[]): WebhookArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { events: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    // node:util's own words ("Unknown option '--x'"), without its hint about positionals.
    throw new UsageError((error as Error).message.split('. ')[0]);
  }
  const { values, positionals } = parsed;
  const [name, ...rest] = positionals;
  if (values.help || name === 'help') return { help: true };
  if (name === undefined) throw new UsageError('No command given');
  const only = (option: 'events' | 'json', command: string) => {
    if (values[option] !== undefined && name !== command)
      throw new UsageError(`--${option} is an option of ${command}`);
  };
  only('events', 'add');
  only('json', 'list');
  const operand = (what: string): string => {
    if (rest.length === 0) throw new UsageError(`${name} needs the endpoint's ${what}`);
    if (rest.length > 1) throw new UsageError(`${name} takes one ${what}, not ${rest.length}: ${rest.join(' ')}`);
    return rest[0];
  };
  let command: EndpointCommand;
  switch (name) {
    case 'add':
      command = { name, url: operand('URL'), events: values.events === undefined ? null : parseEvents(values.events) };
      break;
    case 'list':
      if (rest.length > 0) throw new UsageError(`list takes no arguments: ${rest.join(' ')}`);
      command = { name };
      break;
    case 'remove':
    case 'rotate':
    case 'disable':
    case 'enable':
      command = { name, id: operand('id (ep_..., as list shows it)') };
      break;
    default:
      throw new UsageError(`Unknown command "${name}"`);
  }
  return { help: false, command, json: values.json === true };
}
