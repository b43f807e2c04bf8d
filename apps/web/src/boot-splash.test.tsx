// index.html paints the config gate's brand mark (BrandMark at the gate's size) inside #root, so a member
// on a slow network sees the brand instead of a blank page while the bundle loads; React's first render
// replaces it (docs/decisions/0022, amendment). The markup is written out in the HTML (no script may
// run before the bundle, and the CSP allows no inline script): this test keeps it equal to BrandMark.
import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { BrandMark } from './shared/ui/brand-mark.tsx';

const html = fs.readFileSync(new URL('../index.html', import.meta.url), 'utf8');

it("index.html paints the config gate's brand mark in #root until the app renders", () => {
  const root =
    /<div id="root">\s*<div class="boot-screen" aria-busy="true">\s*(<svg[\s\S]*?<\/svg>)\s*<\/div>\s*<\/div>/.exec(
      html,
    );
  // Prettier lays the HTML out on several lines.
  const compact = (markup: string | undefined) =>
    markup?.replace(/>\s+</g, '><').replace(/\s+>/g, '>').replace(/\s+/g, ' ');
  expect(compact(root?.[1])).toBe(renderToStaticMarkup(<BrandMark size={72} />));
});
