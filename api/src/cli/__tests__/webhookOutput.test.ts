import type { EndpointView } from '../../webhooks/endpointCommand';
import { formatResult } from '../webhookOutput';

const endpoint: EndpointView = {
  id: 'ep_abc',
  url: 'https://hooks.example.com/thryve',
  events: ['user.deleted', 'session.ended'],
  createdAt: '2026-11-28T20:00:00.000Z',
  disabledAt: null,
  pending: 2,
  failed: 1,
  recentFailures: [
    {
      eventId: 'msg_1',
      type: 'user.deleted',
      status: 'failed',
      attempts: 12,
      lastStatus: 500,
      lastError: 'the endpoint answered 500',
      lastAttemptAt: '2026-11-28T21:00:00.000Z',
    },
    {
      eventId: 'msg_2',
      type: 'session.ended',
      status: 'retrying',
      attempts: 1,
      lastStatus: null,
      lastError: 'connection refused',
      lastAttemptAt: '2026-11-28T21:01:00.000Z',
    },
  ],
};

describe('formatResult', () => {
  it('add prints the endpoint and its secret once, on a line of its own', () => {
    const text = formatResult({ name: 'add', endpoint: { ...endpoint, recentFailures: [] }, secret: 'whsec_c2VjcmV0' });
    expect(text.split('\n')).toContain('whsec_c2VjcmV0');
    expect(text).toMatch(/^Added ep_abc\n {2}events: user\.deleted, session\.ended/);
    expect(text.match(/whsec_/g)).toHaveLength(1);
  });

  it('list shows each endpoint, its deliveries and recent failures, and never a secret', () => {
    const text = formatResult({ name: 'list', endpoints: [endpoint, { ...endpoint, id: 'ep_all', events: null }] });
    expect(text).toContain('ep_abc  https://hooks.example.com/thryve');
    expect(text).toContain('deliveries: 2 pending, 1 failed');
    expect(text).toContain(
      '2026-11-28T21:00:00.000Z  failed  user.deleted msg_1 (12 attempts, HTTP 500: the endpoint answered 500)',
    );
    expect(text).toContain('retrying  session.ended msg_2 (1 attempt, no answer: connection refused)');
    expect(text).toContain('ep_all  https://hooks.example.com/thryve\n  events: all');
    expect(text).toContain('  enabled, added 2026-11-28T20:00:00.000Z; deliveries');
    expect(text).not.toContain('whsec_');
  });

  it('list shows a disabled endpoint as such, since when', () => {
    const text = formatResult({ name: 'list', endpoints: [{ ...endpoint, disabledAt: '2026-11-28T22:00:00.000Z' }] });
    expect(text).toContain('  DISABLED since 2026-11-28T22:00:00.000Z (nothing is sent to it), added');
  });

  it('disable and enable say what happens to the events meanwhile', () => {
    expect(formatResult({ name: 'disable', id: 'ep_abc', disabledAt: '2026-11-28T22:00:00.000Z' })).toBe(
      'Disabled ep_abc (since 2026-11-28T22:00:00.000Z): nothing is sent to it, and events from now on are not ' +
        'sent to it even after enable; deliveries it was owed wait until then.',
    );
    expect(formatResult({ name: 'enable', id: 'ep_abc', wasDisabledSince: '2026-11-28T22:00:00.000Z' })).toBe(
      'Enabled ep_abc: what it was owed goes first, then every new event. Events from 2026-11-28T22:00:00.000Z ' +
        'until now were not sent to it.',
    );
    expect(formatResult({ name: 'enable', id: 'ep_abc', wasDisabledSince: null })).toBe('ep_abc was enabled already.');
  });

  it('list --json gives the endpoints as JSON; an empty list says how to add one', () => {
    expect(JSON.parse(formatResult({ name: 'list', endpoints: [endpoint] }, true))).toEqual([endpoint]);
    expect(formatResult({ name: 'list', endpoints: [] })).toBe(
      'No endpoints. Add one with: npm run webhooks -- add <url>',
    );
  });

  it('rotate says until when the old secret still signs, and prints the new one', () => {
    const text = formatResult({
      name: 'rotate',
      id: 'ep_abc',
      secret: 'whsec_bmV3',
      previousSecretValidUntil: '2026-11-29T21:00:00.000Z',
    });
    expect(text).toContain('signed with the new and the old secret until 2026-11-29T21:00:00.000Z');
    expect(text.split('\n')).toContain('whsec_bmV3');
  });
});
