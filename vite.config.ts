import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PWA_ICONS, PWA_THEME_COLOR, pwaAssets } from './scripts/lib/pwa-assets.ts';

/**
 * The page's HTML arrives server-rendered and styled, so its first paint needs only the HTML and
 * the stylesheet. The app's script and its module preloads are requested right after that paint
 * (progressive enhancement: read first, then interactive), so on a slow line they do not share
 * the first bytes with the stylesheet and fonts. A hidden tab (which does not paint), a page
 * without server-rendered content and a browser that cannot report its paints load them at once.
 */
function scriptsAfterFirstPaint(): Plugin {
  const SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const entry = SCRIPT.exec(html)?.[1];
        if (!entry) return html;
        // The entry's imports, all levels, the boot stages it imports dynamically included
        // (build.modulePreload is off, so Vite lists none).
        const preloads: string[] = [];
        const visit = (file: string, dynamic: boolean) => {
          const imported = bundle?.[file];
          if (!imported || imported.type !== 'chunk') return;
          for (const dep of [...imported.imports, ...(dynamic ? imported.dynamicImports : [])]) {
            if (preloads.includes(`/${dep}`)) continue;
            preloads.push(`/${dep}`);
            visit(dep, false);
          }
        };
        if (chunk) visit(chunk.fileName, true);
        const boot = `(function () {
      var started = false;
      function load() {
        if (started) return;
        started = true;
        var links = document.createDocumentFragment();
        ${JSON.stringify(preloads)}.forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href;
          links.appendChild(link);
        });
        document.head.appendChild(links);
        var script = document.createElement('script');
        script.type = 'module'; script.crossOrigin = ''; script.src = ${JSON.stringify(entry)};
        document.body.appendChild(script);
      }
      // A page the server did not render has nothing to paint without the app: load it at once.
      var root = document.getElementById('root');
      var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || [];
      if (document.hidden || !root || !root.firstChild || paints.indexOf('paint') < 0) return load();
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(load, 0);
      }).observe({ type: 'paint', buffered: true });
      document.addEventListener('visibilitychange', load);
      setTimeout(load, 3000);
    })();`;
        return html.replace(SCRIPT, '').replace(PRELOAD, '').replace(/\s*<\/body>/, `\n    <script>${boot}</script>\n  </body>`);
      },
    },
  };
}

/**
 * Preloads the font files every page's text needs (Vazirmatn's Arabic and Latin subsets), so the
 * first layout already has them: found through the stylesheet, they arrived after the first paint
 * and each swap laid the whole page out again, a long task on a phone right after that paint.
 */
function preloadFonts(): Plugin {
  const FONTS = /vazirmatn-(arabic|latin)-wght-normal-[\w-]+\.woff2$/;
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) => FONTS.test(file));
        const links = fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`);
        return html.replace(/(\s*)(<link rel="stylesheet")/, (_, space, stylesheet) => links.map((link) => space + link).join('') + space + stylesheet);
      },
    },
  };
}

/**
 * react-router ships its components as unannotated `React.forwardRef(...)` calls followed by
 * `X.displayName = ...` writes, so the bundler must keep every one of them (NavLink, Form, the
 * fetcher's form, and what they call) although the app uses only Link: ~2 kB gzip on every page.
 * Marks those top-level calls pure and drops the display names (they only label DevTools), so
 * the unused ones shake out like any unused function.
 */
function shakeReactRouterComponents(): Plugin {
  const FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
  return {
    name: 'shake-react-router-components',
    apply: 'build',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      return code
        .replace(/^var (\w+) = (React\d*\.(?:forwardRef|memo|createContext))\(/gm, 'var $1 = /* @__PURE__ */ $2(')
        .replace(/^\w+\.displayName = "[\w.]+";$/gm, '');
    },
  };
}

/**
 * The installed app (SPEC §1): the web app manifest and a Workbox service worker through
 * vite-plugin-pwa's injectManifest, whose precache list is the build's own files. Our worker
 * (src/app/pwa/sw.ts), not a generated one: pages are server-rendered per URL, so the navigation
 * fallback and the offline trips need rules a generated worker cannot express. The app registers
 * it itself once the page is interactive (src/app/pwa/register.ts), so nothing is injected.
 */
function installedApp(): Plugin[] {
  const theme = PWA_THEME_COLOR;
  return [
    pwaAssets({ logo: 'public/favicon.svg', background: theme, offlinePage: 'src/app/pwa/offline.html' }),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeManifestIcons: false,
      injectManifest: {
        // The app shell: scripts, the stylesheet, Vazirmatn's files, the icons and the offline page.
        globPatterns: ['assets/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg', 'offline.html'],
        // Vite's hashed names are revisions already.
        dontCacheBustURLsMatching: /^assets\//,
      },
      manifest: {
        id: '/',
        name: 'سفرآسا | بلیط هواپیما، هتل، تور و ویزا',
        short_name: 'سفرآسا',
        description: 'خرید ارزان بلیط هواپیمای داخلی و خارجی، هتل، تور و ویزا با پشتیبانی ۲۴ ساعته؛ بلیت‌های صادرشده بدون اینترنت هم در دسترس‌اند.',
        lang: 'fa',
        dir: 'rtl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: theme,
        background_color: '#ffffff',
        categories: ['travel'],
        icons: [...PWA_ICONS],
        shortcuts: [
          { name: 'جستجوی پرواز داخلی', short_name: 'پرواز داخلی', url: '/flight/', icons: [{ src: PWA_ICONS[0]!.src, sizes: '192x192', type: 'image/png' }] },
          { name: 'سفرهای من', short_name: 'سفرهای من', url: '/profile/my-travels/', icons: [{ src: PWA_ICONS[0]!.src, sizes: '192x192', type: 'image/png' }] },
        ],
        // Made by scripts/pwa-screenshots.mjs from the running app (see README, the installed app).
        screenshots: [
          { src: '/screenshots/home-narrow.webp', sizes: '750x1334', type: 'image/webp', form_factor: 'narrow', label: 'جستجوی پرواز در سفرآسا روی گوشی' },
          { src: '/screenshots/home-wide.webp', sizes: '1280x800', type: 'image/webp', form_factor: 'wide', label: 'صفحه اصلی سفرآسا روی رایانه' },
        ],
      },
    }),
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), shakeReactRouterComponents(), scriptsAfterFirstPaint(), preloadFonts(), ...(isSsrBuild ? [] : installedApp())],
  // The server's page renderer (npm run build:ssr) carries its dependencies, so it runs from any
  // folder the build was written to.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/account': 'http://localhost:8080',
    },
  },
  build: {
    manifest: !isSsrBuild,
    // Vite's preload helper adds a <link> per dependency of every lazy chunk as it loads, which
    // costs a phone tens of milliseconds per chunk; lazy chunks fetch their imports themselves.
    modulePreload: false,
    copyPublicDir: !isSsrBuild,
    // One stylesheet in the HTML: a server-rendered page of any route is styled at its first
    // paint, with no shift when a lazy route's own CSS would otherwise arrive later.
    cssCodeSplit: false,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Barrels (the design system's and the domain's index files) only re-export: marked pure, a
    // screen's import through them lands in that screen's chunk, and a module only a lazy chunk
    // uses (the page titles) stays out of the first paint.
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !/\/src\/(design-system|domain)\/(\w+\/)?index\.ts$/.test(id) },
      // What every page runs (React, the router, MobX) in one file: one request instead of a dozen.
      output: isSsrBuild ? undefined : {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite)[\\/]/, priority: 2 },
            // What the entry itself imports (Vite's dynamic-import helper, Mantine's stylesheet), out
            // of the app's file: the entry evaluates first, alone, and starts the app's stages.
            { name: 'entry-deps', test: /preload-helper|@mantine[\\/]core[\\/]styles\.css/, priority: 3 },
            // What starting the app needs (its shell, the stores, the design system's common
            // parts): one file instead of some forty the browser would fetch and link one by one.
            { name: 'app', test: /\/src\/app\/start\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
}));
