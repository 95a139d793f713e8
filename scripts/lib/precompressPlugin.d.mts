import type { Compiler } from '@rspack/core';

export class PrecompressPlugin {
  apply(compiler: Compiler): void;
}
