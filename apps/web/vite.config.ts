// The member app. Served by the API server at `/`; in development Vite proxies /api to it.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

const APP_VERSION = '0.1.0';
const EARLY_START = 'early-start';
const CATALOGUES_META = 'saham-catalogues';
const SCREENS_META = 'saham-screens';

/**
 * The screens a visit most often starts on (a reload, a link, the app reopened), with the modules
 * app/router.tsx loads for each (src-relative). early-start.ts preloads the chunks of the one in the
 * address while the bundle downloads, instead of the bundle asking for them once it has run
 * (docs/decisions/0022). A module missing from the build fails it; a route whose modules change in the
 * router and not here only loses its preload.
 */
const PRELOADED_SCREENS: Record<string, readonly string[]> = {
  '/home/index': [
    'features/home/home-screen.tsx',
    'features/news/latest-news.tsx',
    'features/indices/home-markets.tsx',
  ],
  '/market/stockDetail': ['features/stock-detail/stock-detail-screen.tsx'],
  '/trade/index': ['features/trade/trade-screen.tsx', 'features/new-stock/subscription-tab.tsx'],
  '/market/index': ['features/market/quotes-screen.tsx'],
  '/information/index': ['features/account/me-screen.tsx'],
};

type Output = Rolldown.OutputBundle[string];

/** The files a lazy module needs, besides the entry: its chunk, the chunks it imports, their CSS. */
function screenFiles(outputs: readonly Output[], module: string): string[] {
  const byName = new Map(outputs.map((output) => [output.fileName, output]));
  const start = outputs.find(
    (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/src/${module}`) === true,
  );
  if (!start || start.type !== 'chunk') throw new Error(`preloaded screen module ${module} not in the build`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || files.has(fileName)) return;
    if (chunk.name === 'app') return; // the entry's own chunk: loading already
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(start.fileName);
  return [...files];
}

/**
 * Loads the `early-start` entry (src/early-start.ts) from index.html's head, before the app's bundle,
 * and lists the language catalogues' files for it in a <meta>, so that the catalogue and configuration
 * requests start while the bundle downloads (docs/decisions/0008). Build only: in development the app
 * makes both requests itself.
 */
function earlyStart(): Plugin {
  return {
    name: 'saham-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const outputs = Object.values(context.bundle ?? {});
        const chunk = outputs.find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_START,
        );
        if (!chunk) throw new Error(`${EARLY_START} chunk not found`);
        const catalogues: string[] = [];
        for (const output of outputs) {
          if (output.type !== 'asset') continue;
          for (const original of output.originalFileNames) {
            const language = /(?:^|\/)src\/i18n\/(\w+)\.json$/.exec(original)?.[1];
            if (language) catalogues.push(`${language}=./${output.fileName}`);
          }
        }
        if (catalogues.length === 0) throw new Error('no language catalogue in the bundle');
        // `/home/index=./assets/a.js,./assets/b.css /trade/index=…`
        const screens = Object.entries(PRELOADED_SCREENS).map(([route, modules]) => {
          const files = new Set(modules.flatMap((module) => screenFiles(outputs, module)));
          return `${route}=${[...files].map((file) => `./${file}`).join(',')}`;
        });
        const tags = [
          `<meta name="${CATALOGUES_META}" content="${catalogues.sort().join(' ')}" />`,
          `<meta name="${SCREENS_META}" content="${screens.join(' ')}" />`,
          // async: it runs as soon as it arrives, not after the document is parsed.
          `<script type="module" async crossorigin src="./${chunk.fileName}"></script>`,
        ];
        // Before the app's own script, so the browser asks for it first.
        return html.replace(
          /(\s*)<script type="module"/,
          (match, space: string) => tags.map((tag) => `${space}${tag}`).join('') + match,
        );
      },
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`) on the entry: its functions run at start,
 * so V8 compiles them while the file streams in, off the main thread, rather than one by one on the
 * main thread at first call. It must be the file's first line, so it is added once the file is written
 * (Vite adds its own first line late).
 */
function compileHint(): Plugin {
  let outDir = '';
  return {
    name: 'saham-compile-hint',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry || output.name !== 'index') continue;
        const file = path.join(outDir, output.fileName);
        fs.writeFileSync(file, `//# allFunctionsCalledOnLoad\n${fs.readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/**
 * `import { Button, Popup } from 'antd-mobile'` becomes one import per component
 * (`antd-mobile/es/components/button/index.js`…) plus its global styles. antd-mobile's index is marked
 * as having side effects, so importing `Button` from it in the app's entry kept ActionSheet, Popup,
 * Mask, react-spring and @use-gesture in the entry as well, about 80 KB of JavaScript every screen
 * evaluated before its first paint (issue 16, docs/decisions/0022). Types (`type X`) are dropped: tsc
 * reads them from the package's index as before. Same line count, so positions in errors still match.
 */
function antdMobileByComponent(): Plugin {
  const kebab = (name: string) =>
    name.replace(/[A-Z]/g, (letter, at: number) => `${at > 0 ? '-' : ''}${letter.toLowerCase()}`);
  return {
    name: 'saham-antd-mobile-by-component',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/[^?]*\.tsx?$/.test(id) || !code.includes(`from 'antd-mobile'`)) return null;
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*'antd-mobile';?/g, (_match, names: string) =>
        [
          `import 'antd-mobile/es/global/index.js';`,
          ...names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== '' && !name.startsWith('type '))
            .map((name) => {
              const [imported = name, local = imported] = name.split(/\s+as\s+/);
              return `import ${local} from 'antd-mobile/es/components/${kebab(imported)}/index.js';`;
            }),
        ].join(' '),
      );
    },
  };
}

export default defineConfig({
  // Relative asset paths: the same build runs at `/`, from a file:// hybrid shell, or under a prefix.
  base: './',
  plugins: [antdMobileByComponent(), react(), earlyStart(), compileHint()],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    __APP_BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: { index: 'index.html', [EARLY_START]: 'src/early-start.ts' },
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one file: one request on the way to the first
          // paint rather than a dozen small ones (docs/decisions/0008). Screens stay lazy chunks.
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !id.endsWith(`/src/${EARLY_START}.ts`),
              priority: 2,
            },
            {
              // What two or more lazy screens share (the app's shared/, the domain, TanStack's
              // infinite queries) is one file, not twenty small ones: over HTTP/1.1's six connections
              // each costs a round trip on the way to a screen (docs/decisions/0022).
              name: 'shared',
              // Not the upload helpers and the QR code, which would bring zod and qrcode.react along.
              test: (id) =>
                /\/apps\/web\/src\/shared\/|\/packages\/domain\/src\/|\/node_modules\/@tanstack\//.test(id) &&
                !/\/shared\/(api\/upload|ui\/address-qr|ui\/image-picker|ui\/member-image)\./.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
