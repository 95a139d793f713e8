import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';

// runtimePlugins.ts finds its files with import.meta.url (an ES module); Jest runs CommonJS here, so ask Node.
function runtimePlugins(options: string): string[] {
  const script =
    `import { thryveRuntimePlugins } from './federation/src/runtimePlugins.ts';` +
    `console.log(JSON.stringify(thryveRuntimePlugins(${options})));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[];
}

const names = (files: string[]) => files.map((file) => basename(file).replace(/\.[jt]s$/, ''));

describe('thryveRuntimePlugins', () => {
  it('lists retry, contract check and fallback, in that order, by default, as files that exist', () => {
    const files = runtimePlugins('');
    expect(names(files)).toEqual(['retryRemotePlugin', 'contractPlugin', 'offlineRemotePlugin']);
    for (const file of files) expect(existsSync(file)).toBe(true);
  });

  it('leaves the fallback out for a host that handles loadRemote rejections itself', () => {
    expect(names(runtimePlugins('{ fallback: false }'))).toEqual(['retryRemotePlugin', 'contractPlugin']);
  });
});
