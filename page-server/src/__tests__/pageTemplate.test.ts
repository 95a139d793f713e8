import { PAGE_SLOTS } from '@thryve/shared/first-screen';

import { pageTemplate, type PageValues } from '../pageTemplate';

const values: PageValues = { config: 'C', preloads: 'P', styles: 'S', screen: 'X', lang: 'es' };

test("a page's places are filled, each where the build left it, the rest of the page as it is", () => {
  const page = pageTemplate(
    `<html lang="${PAGE_SLOTS.lang}"><head>${PAGE_SLOTS.config}<template>${PAGE_SLOTS.preloads}</template>` +
      `${PAGE_SLOTS.styles}</head><body>${PAGE_SLOTS.screen}<div id="root"></div></body></html>`,
  );
  expect(page.fill(values)).toBe(
    '<html lang="es"><head>C<template>P</template>S</head><body>X<div id="root"></div></body></html>',
  );
  expect(page.has('preloads')).toBe(true);
});

test("what is put in is never read for places (the remote's screen as it is), and a missing place gets nothing", () => {
  const page = pageTemplate(`<head>${PAGE_SLOTS.config}</head><body>${PAGE_SLOTS.screen}</body>`);
  const screen = `<p>$& ${PAGE_SLOTS.config} ${PAGE_SLOTS.lang}</p>`;
  expect(page.fill({ ...values, screen })).toBe(`<head>C</head><body>${screen}</body>`);
  expect(page.has('preloads')).toBe(false);
});
