// The sandbox board (`npm start`): a Foundry-free PixiJS 7 page that runs the same rules engine
// and ruler overlay as the module. Built into dist-sandbox/ by `npm run build:sandbox`.
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

/** True where a browser window could appear: not on a Linux box without a display (CI, SSH). */
const hasDesktop = (): boolean =>
  process.platform !== "linux" || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);

/**
 * `npm start` passes --open. Without a desktop, opening a browser fails with a stack trace
 * (or a page of xdg-open noise), so skip it there; and always print the URL plainly, since
 * it is easy to miss among Vite's own lines.
 */
function announceUrl(): Plugin {
  let skippedOpen = false;
  return {
    name: "ttm-sandbox-url",
    apply: "serve",
    config(config) {
      if (config.server?.open && !hasDesktop()) {
        skippedOpen = true;
        return { server: { open: false } };
      }
      return undefined;
    },
    configureServer(server) {
      server.httpServer?.once("listening", () => {
        setTimeout(() => {
          const url = server.resolvedUrls?.local[0];
          if (!url) return;
          const note = skippedOpen ? " (no desktop found, so no browser was opened: open it yourself)" : "";
          server.config.logger.info(`\n  Tabletop Movement sandbox: ${url}${note}\n`);
        }, 0);
      });
    },
  };
}

export default defineConfig({
  root: resolve(import.meta.dirname, "src/sandbox"),
  base: "./",
  publicDir: false,
  build: {
    outDir: resolve(import.meta.dirname, "dist-sandbox"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    // pixi.js alone is about 500 kB: a sandbox page, not a module Foundry loads.
    chunkSizeWarningLimit: 1500,
  },
  // Pre-bundle the big dependencies at start-up, so the first page load does not reload itself.
  optimizeDeps: { include: ["pixi.js", "@pixi/graphics-smooth", "handlebars"] },
  server: { host: "127.0.0.1", port: 5173, strictPort: false },
  preview: { host: "127.0.0.1", port: 4173, strictPort: false },
  plugins: [announceUrl()],
});
