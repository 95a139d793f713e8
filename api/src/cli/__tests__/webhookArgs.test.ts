import { isUsageError, parseWebhookArgs } from '../webhookArgs';

const usageError = (argv: string[]) => {
  try {
    parseWebhookArgs(argv);
  } catch (error) {
    if (isUsageError(error)) return error.message;
    throw error;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
};

describe('parseWebhookArgs', () => {
  it('reads add with and without --events (comma list, spaces and repeats tolerated, either spelling)', () => {
    expect(parseWebhookArgs(['add', 'https://hooks.example.com/t'])).toEqual({
      help: false,
      json: false,
      command: { name: 'add', url: 'https://hooks.example.com/t', events: null },
    });
    expect(
      parseWebhookArgs(['add', 'https://h.example/', '--events', 'user.deleted, session.ended,user.deleted']),
    ).toEqual({
      help: false,
      json: false,
      command: { name: 'add', url: 'https://h.example/', events: ['user.deleted', 'session.ended'] },
    });
    expect(parseWebhookArgs(['add', '--events=user.created', 'https://h.example/'])).toMatchObject({
      command: { events: ['user.created'] },
    });
  });

  it('reads list (with --json), remove, rotate, disable and enable', () => {
    expect(parseWebhookArgs(['list'])).toEqual({ help: false, json: false, command: { name: 'list' } });
    expect(parseWebhookArgs(['list', '--json'])).toEqual({ help: false, json: true, command: { name: 'list' } });
    expect(parseWebhookArgs(['remove', 'ep_1'])).toMatchObject({ command: { name: 'remove', id: 'ep_1' } });
    expect(parseWebhookArgs(['rotate', 'ep_1'])).toMatchObject({ command: { name: 'rotate', id: 'ep_1' } });
    expect(parseWebhookArgs(['disable', 'ep_1'])).toMatchObject({ command: { name: 'disable', id: 'ep_1' } });
    expect(parseWebhookArgs(['enable', 'ep_1'])).toMatchObject({ command: { name: 'enable', id: 'ep_1' } });
  });

  it.each([['help'], ['--help'], ['-h'], ['add', '--help']])('%s asks for the usage', (...argv) => {
    expect(parseWebhookArgs(argv)).toEqual({ help: true });
  });

  it.each([
    [[], 'No command given'],
    [['launch'], 'Unknown command "launch"'],
    [['add'], "add needs the endpoint's URL"],
    [
      ['add', 'https://a.example/', 'https://b.example/'],
      'add takes one URL, not 2: https://a.example/ https://b.example/',
    ],
    [['add', 'https://a.example/', '--events'], "Option '--events <value>' argument missing"],
    [['add', 'https://a.example/', '--events', 'user.deleted,user.exploded'], 'Unknown event type user.exploded'],
    [['add', 'https://a.example/', '--events', ' , '], '--events needs at least one event type'],
    [['add', 'https://a.example/', '--secret', 'x'], "Unknown option '--secret'"],
    [['list', 'ep_1'], 'list takes no arguments: ep_1'],
    [['list', '--events', 'user.deleted'], '--events is an option of add'],
    [['remove'], "remove needs the endpoint's id"],
    [['disable'], "disable needs the endpoint's id"],
    [['enable', 'ep_1', 'ep_2'], 'enable takes one id (ep_..., as list shows it), not 2: ep_1 ep_2'],
    [['rotate', 'ep_1', '--json'], '--json is an option of list'],
  ])('refuses %j: %s', (argv, message) => {
    expect(usageError(argv)).toContain(message);
  });
});
