import type { EndpointCommandResult, EndpointView, FailureView } from '../webhooks/endpointCommand';

const failureLine = (failure: FailureView) => {
  const answer = failure.lastStatus === null ? 'no answer' : `HTTP ${failure.lastStatus}`;
  const why = failure.lastError ? `: ${failure.lastError}` : '';
  const attempts = `${failure.attempts} attempt${failure.attempts === 1 ? '' : 's'}`;
  return `    ${failure.lastAttemptAt ?? '-'}  ${failure.status}  ${failure.type} ${failure.eventId} (${attempts}, ${answer}${why})`;
};

function endpointLines(endpoint: EndpointView): string[] {
  const state = endpoint.disabledAt ? `DISABLED since ${endpoint.disabledAt} (nothing is sent to it)` : 'enabled';
  return [
    `${endpoint.id}  ${endpoint.url}`,
    `  events: ${endpoint.events?.join(', ') ?? 'all'}`,
    `  ${state}, added ${endpoint.createdAt}; deliveries: ${endpoint.pending} pending, ${endpoint.failed} failed`,
    ...(endpoint.recentFailures.length > 0 ? ['  recent failures:', ...endpoint.recentFailures.map(failureLine)] : []),
  ];
}

const secretLines = (secret: string) => [
  '',
  'Signing secret (shown this once: give it to the endpoint now, as THRYVE_WEBHOOK_SECRET):',
  secret,
];

/** What the command prints for a result; `json` gives list's result as JSON, for scripts. */
export function formatResult(result: EndpointCommandResult, json = false): string {
  switch (result.name) {
    case 'add':
      return [
        `Added ${result.endpoint.id}`,
        ...endpointLines(result.endpoint).slice(1),
        ...secretLines(result.secret),
      ].join('\n');
    case 'list':
      if (json) return JSON.stringify(result.endpoints, null, 2);
      if (result.endpoints.length === 0) return 'No endpoints. Add one with: npm run webhooks -- add <url>';
      return result.endpoints.map((endpoint) => endpointLines(endpoint).join('\n')).join('\n\n');
    case 'remove':
      return `Removed ${result.id}: nothing more is sent to it.`;
    case 'rotate':
      return [
        `Rotated the secret of ${result.id}. Deliveries are signed with the new and the old secret until ` +
          `${result.previousSecretValidUntil}; switch the endpoint to the new one before then.`,
        ...secretLines(result.secret),
      ].join('\n');
    case 'disable':
      return (
        `Disabled ${result.id} (since ${result.disabledAt}): nothing is sent to it, and events from now on are not ` +
        'sent to it even after enable; deliveries it was owed wait until then.'
      );
    case 'enable':
      if (result.wasDisabledSince === null) return `${result.id} was enabled already.`;
      return (
        `Enabled ${result.id}: what it was owed goes first, then every new event. Events from ` +
        `${result.wasDisabledSince} until now were not sent to it.`
      );
  }
}
