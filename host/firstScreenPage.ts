// The host's pages, shaped when it is built (rspack's HtmlRspackPlugin hooks): index.html, and prerendered.html for
// the paths whose screen the remote prerenders. The page server only fills the places left for what the build
// cannot know (PAGE_SLOTS: the page config, the remote's files and screen), and takes the CSP hashes of the
// inline scripts from first-screen.json.
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import {
  AFTER_PAINT_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  FIRST_SCREEN_FILE,
  inlineStyleText,
  PAGE_SLOTS,
  PRERENDERED_PAGE_FILE,
  STORED_SESSION_CSS,
  type FirstScreenList,
} from '@thryve/shared/first-screen';
import { compilePageScripts, type PageScripts } from '@thryve/shared/first-screen/build';

interface Tag {
  tagName: string;
  attributes: Record<string, string | boolean | null | undefined>;
  voidTag: boolean;
  innerHTML?: string;
}
const tagOf = (tagName: string, attributes: Tag['attributes'], innerHTML?: string): Tag => ({
  tagName,
  attributes,
  voidTag: tagName === 'link',
  innerHTML,
});
const inlineScript = (code: string) => tagOf('script', {}, code);

/** A tag as HTML (a <link>: the only tags the template holds). */
const linkHtml = ({ attributes }: Tag) =>
  `<link ${Object.entries(attributes)
    .filter(([, value]) => value !== false && value !== null && value !== undefined)
    .map(([name, value]) => (value === true ? name : `${name}="${String(value)}"`))
    .join(' ')}>`;

/**
 * The head of the prerendered page, from the build's (the entry script, then the startup chunks' preloads, see
 * PreloadStartupChunksPlugin): the host's startup style sheets written into it, applied from the first paint with
 * no request before it (linked when one cannot be inlined); and the style that hides the screen from a remembered
 * user. `held`: the entry and the preloads, as HTML for the <template> that the page's script empties once the form
 * is painted (withSlots). The chunk loader fetches each inlined sheet again after the first paint.
 */
function prerenderedHead(headTags: Tag[], compilation: Compilation, publicPath: string): { head: Tag[]; held: string } {
  const head: Tag[] = [];
  const held: string[] = [];
  for (const tag of headTags) {
    const { src, href, as } = tag.attributes;
    if (tag.tagName === 'script' && typeof src === 'string') {
      const entry = { rel: 'preload', as: 'script', href: src, fetchpriority: 'high', [ENTRY_ATTRIBUTE]: true };
      held.unshift(linkHtml(tagOf('link', entry)));
    } else if (tag.tagName === 'link' && as === 'style' && typeof href === 'string') {
      const css = compilation.getAsset(href.slice(publicPath.length))?.source.source().toString();
      const text = css === undefined ? null : inlineStyleText(css);
      head.push(
        text === null ? tagOf('link', { rel: 'stylesheet', href }) : tagOf('style', { 'data-href': href }, text),
      );
    } else if (tag.tagName === 'link' && tag.attributes.rel === 'preload') {
      held.push(linkHtml(tag));
    } else {
      head.push(tag);
    }
  }
  head.push(tagOf('style', {}, STORED_SESSION_CSS));
  return { head, held: held.join('') };
}

/** `html` with `marker` just before `anchor`; the build fails when the page has no such place. */
function before(html: string, anchor: string, marker: string, page: string): string {
  if (!html.includes(anchor)) throw new Error(`${page}: no ${anchor} to put ${marker} before`);
  return html.replace(anchor, () => `${marker}${anchor}`);
}

/** The page's <html> tag, whose `lang` the page server sets to the screen's language. */
const HTML_TAG = /<html\b([^>]*)>/i;

/**
 * The places of what the page server adds (PAGE_SLOTS): the remote's preloads, and in the prerendered page (whose
 * entry and preloads are `held` until its first paint) the remote's style sheets, its screen and its language.
 */
function withSlots(html: string, page: string, held: string | undefined): string {
  if (held === undefined) return before(html, '</head>', PAGE_SLOTS.preloads, page);
  if (!HTML_TAG.test(html)) throw new Error(`${page}: no <html> tag`);
  const withLang = html.replace(
    HTML_TAG,
    (_, rest: string) => `<html lang="${PAGE_SLOTS.lang}"${rest.replace(/\s+lang="[^"]*"/i, '')}>`,
  );
  const template = `<template ${AFTER_PAINT_ATTRIBUTE}>${held}${PAGE_SLOTS.preloads}</template>`;
  const head = before(withLang, '</head>', template + PAGE_SLOTS.styles, page);
  return before(head, '<div id="root">', PAGE_SLOTS.screen, page);
}

/**
 * Shapes the host's pages (see the top of this file) and writes first-screen.json: `list`, the remote's modules of
 * each path's first screen (src/remotes/firstScreen.ts), with the hashes of the pages' inline scripts.
 */
export class FirstScreenPagePlugin {
  private scripts: Promise<PageScripts> | null = null;

  constructor(private readonly list: Omit<FirstScreenList, 'scriptHashes'>) {}

  apply(compiler: Compiler): void {
    const name = 'FirstScreenPagePlugin';
    compiler.hooks.beforeCompile.tapPromise(name, async () => {
      this.scripts ??= compilePageScripts();
      await this.scripts;
    });
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      // Of the prerendered page: what its template holds (the tags' HTML is escaped in any but a script or style).
      let held: string | undefined;
      // After the startup chunks' preloads are listed (PreloadStartupChunksPlugin, at the default stage).
      hooks.alterAssetTagGroups.tapPromise({ name, stage: 1 }, async (data) => {
        const { storedSession, prerenderedPage } = await this.scripts!;
        const headTags = [inlineScript(storedSession.code), ...data.headTags];
        if (data.outputName !== PRERENDERED_PAGE_FILE) return { ...data, headTags };
        const page = prerenderedHead(headTags, compilation, data.publicPath);
        held = page.held;
        return { ...data, headTags: page.head, bodyTags: [...data.bodyTags, inlineScript(prerenderedPage.code)] };
      });
      hooks.beforeEmit.tap(name, (data) => {
        const page = data.outputName === PRERENDERED_PAGE_FILE ? held : undefined;
        return { ...data, html: withSlots(data.html, data.outputName, page) };
      });
      compilation.hooks.processAssets.tapPromise(
        { name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const scripts = await this.scripts!;
          const json: FirstScreenList = { ...this.list, scriptHashes: Object.values(scripts).map(({ hash }) => hash) };
          compilation.emitAsset(FIRST_SCREEN_FILE, new rspack.sources.RawSource(JSON.stringify(json)));
        },
      );
    });
  }
}
