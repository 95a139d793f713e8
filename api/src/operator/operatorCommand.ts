import { z } from 'zod';

import type { AppDb } from '../db/client';
import { createTokenRevocationRepository } from '../db/tokenRevocationRepository';
import { endpointCommand, type EndpointCommandResult } from '../webhooks/endpointCommand';
import type { EndpointPolicy } from '../webhooks/endpointUrl';
import { eventOf } from '../webhooks/outbox';
import { runEndpointCommand } from '../webhooks/runEndpointCommand';

/**
 * The role command's part in the database, once Firebase has the new claim and has revoked the user's refresh tokens:
 * refuse every token signed in before `revokedBefore` (seconds) and tell partners `role.changed`, in one transaction.
 */
const roleChange = z.object({
  name: z.literal('role-change'),
  uid: z.string().min(1),
  revokedBefore: z.number().int().nonnegative(),
  role: z.string().nullable(),
  previousRole: z.string().nullable(),
});

/** What an operator's command (npm run webhooks, npm run role) asks of the database; JSON when sent to a running API. */
export const operatorCommand = z.discriminatedUnion('name', [...endpointCommand.options, roleChange]);
export type OperatorCommand = z.infer<typeof operatorCommand>;

export type OperatorCommandResult = EndpointCommandResult | { name: 'role-change'; uid: string };

/** The result of the command named `C`. */
export type ResultOf<C extends OperatorCommand> = Extract<OperatorCommandResult, { name: C['name'] }>;

/**
 * Runs one operator command on `db`, the one way for every database: in the command's own process (PostgreSQL, or a
 * free embedded folder), or in the running API's, which holds the embedded folder (operatorSocket.ts).
 */
export async function runOperatorCommand<C extends OperatorCommand>(
  db: AppDb,
  command: C,
  policy: EndpointPolicy,
): Promise<ResultOf<C>> {
  if (command.name !== 'role-change') return (await runEndpointCommand(db, command, policy)) as ResultOf<C>;
  const { uid, revokedBefore, role, previousRole } = command;
  await createTokenRevocationRepository(db).revokeBefore(
    uid,
    revokedBefore,
    eventOf('role.changed', { uid, role, previousRole }),
  );
  return { name: 'role-change', uid } as ResultOf<C>;
}
