import { execFileSync } from 'node:child_process';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkModulesReport } from './build/chunk-modules-plugin.ts';

/** Ties error reports to a build: AMPARO_RELEASE when set, else the git commit, else the build time. */
function releaseId(): string {
  if (process.env.AMPARO_RELEASE) return process.env.AMPARO_RELEASE.slice(0, 100);
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return `build-${new Date().toISOString()}`;
  }
}

// Calm teal on white; the dark palette lives in styles.css.
const THEME_COLOR = '#0b5a6b';
const BACKGROUND_COLOR = '#f6f8f9';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    chunkModulesReport(),
    react(),
    tailwindcss(),
    // The prerender build (`vite build --ssr`, scripts/prerender.mjs) makes no service worker of its own.
    !isSsrBuild &&
      VitePWA({
        registerType: 'prompt',
        // We register from our own module (src/app/register-service-worker.ts): no injected inline script.
        injectRegister: false,
        strategies: 'generateSW',
        includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
        manifest: {
          id: '/',
          name: 'Amparo',
          short_name: 'Amparo',
          description:
            'Safety and preparation for immigrants in the United States legally: emergency toolkit, Help Me Now, an encrypted document vault, community and legal help, in seven languages.',
          lang: 'en',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: THEME_COLOR,
          background_color: BACKGROUND_COLOR,
          categories: ['utilities', 'productivity'],
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          ],
        },
        workbox: {
          // The app shell and every page and language chunk: after one visit the app opens offline,
          // in whatever language the user picks.
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          // The prerendered first-visit pages are for the server to send; offline, the app shell renders every screen.
          globIgnores: ['prerendered/**'],
          navigateFallback: '/index.html',
          // /vault-download/ is answered by vault-download-sw.js alone, never by the app shell.
          navigateFallbackDenylist: [
            /^\/api\//,
            /^\/auth\/v1\//,
            /^\/healthz/,
            /^\/readyz/,
            /^\/vault-download\//,
          ],
          // Streams decrypted documents to disk (public/vault-download-sw.js). Imported scripts run first, so its
          // fetch listener sees /vault-download/ before Workbox's routes do. community-push-sw.js shows the
          // community's web pushes and opens the Alerts tab when one is tapped.
          importScripts: ['/vault-download-sw.js', '/community-push-sw.js'],
          cleanupOutdatedCaches: true,
          // A waiting worker activates only when the user accepts the update prompt.
          skipWaiting: false,
          clientsClaim: false,
        },
        devOptions: { enabled: false },
      }),
  ],
  define: {
    __AMPARO_RELEASE__: JSON.stringify(releaseId()),
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    // Which chunk holds which module: the prerender adds <link rel="modulepreload"> for a screen's code and strings.
    manifest: !isSsrBuild,
    // Every browser we support knows <link rel="modulepreload">: the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    // Everything as files: a strict CSP (no data: URLs) and the precache both want real assets.
    assetsInlineLimit: 0,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries change less often than our code: in their own chunks, a deploy does not make
          // returning visitors on a slow network download them again. Only libraries the first
          // screen needs are named, so lazily loaded ones stay lazy.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              // Only what the first paint needs (issue 11): TanStack Query, auth-js and the rest load with the
              // screens that use them, in chunks of their own.
              name: 'libraries',
              test: /node_modules[\\/](i18next|react-i18next|@radix-ui[\\/]react-direction|html-parse-stringify|void-elements)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth/v1': 'http://localhost:3000',
    },
  },
  preview: {
    port: 4173,
  },
}));
