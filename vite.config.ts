// Builds the Foundry module: src/module.ts -> dist/module.js (+ map) and the static files Foundry
// loads from the module folder. `npm run build` then zips dist/ (scripts/zip-module.js).
// The dev server (npm run dev) is for developers who run their own Foundry on FOUNDRY_PORT:
// open http://localhost:30001/game; this module is served from source, the rest is proxied.
import { cpSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

const MODULE_ID = "tabletop-movement";
const FOUNDRY_PORT = Number(process.env.FOUNDRY_PORT ?? 30000);
const STATIC = ["module.json", "lang", "templates", "styles", "LICENSE", "README.md", "CHANGELOG.md"];

/** Copies the files Foundry reads next to module.js; a 15-line plugin instead of a dependency. */
function copyStatic(items: readonly string[]): Plugin {
  let outDir = resolve(import.meta.dirname, "dist");
  return {
    name: "copy-foundry-static",
    apply: "build",
    configResolved(config) {
      // Honour --outDir, so a test can build into a temporary folder.
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const item of items) {
        const src = resolve(import.meta.dirname, item);
        if (existsSync(src)) cpSync(src, resolve(outDir, item), { recursive: true });
      }
    },
  };
}

/** Foundry asks for modules/<id>/module.js; in dev, answer with the TypeScript entry. */
function devEntry(): Plugin {
  return {
    name: "foundry-dev-entry",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith(`/modules/${MODULE_ID}/module.js`)) {
          req.url = `/modules/${MODULE_ID}/src/module.ts`;
        }
        next();
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  base: command === "serve" ? `/modules/${MODULE_ID}/` : "./",
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: "es2022",
    lib: {
      entry: resolve(import.meta.dirname, "src/module.ts"),
      formats: ["es"],
      fileName: () => "module.js",
    },
    // Foundry provides PIXI as a global. External alone would leave a bare `import "pixi.js"`
    // that Foundry cannot resolve, so eslint also refuses runtime imports of pixi in src/, and
    // scripts/check-dist.js fails the build if any pixi code or bare import reaches module.js.
    rolldownOptions: { external: ["pixi.js", /^@pixi\//] },
  },
  plugins: [devEntry(), copyStatic(STATIC)],
  server: {
    port: 30001,
    proxy: {
      [`^(?!/modules/${MODULE_ID}/)`]: `http://localhost:${FOUNDRY_PORT}/`,
      "/socket.io": { target: `ws://localhost:${FOUNDRY_PORT}`, ws: true },
    },
  },
}));
