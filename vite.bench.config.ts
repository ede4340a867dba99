// Builds the benchmark: bench/run.ts -> dist-bench/run.js, one ES module for Node, compiled the
// way the Foundry module is (vite.config.ts: the same bundler, ES2022, no minifying). Running the
// TypeScript through tsx instead (scripts/ts-loader.js) times slower code than ships: tsx keeps
// every function's name with a helper call each time a closure is made, which the module's
// build never emits, and on the Carnevale drag that alone cost about a quarter of the time.
import { resolve } from "node:path";
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: resolve(import.meta.dirname, "bench/run.ts"),
    outDir: "dist-bench",
    emptyOutDir: true,
    target: "es2022",
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      output: { format: "es", entryFileNames: "run.js" },
    },
  },
  // The module's own dependencies are bundled in, as in module.js. The raster baseline's
  // `pathfinding` is not ours and stays a CommonJS import: bundled into an ES module it runs in
  // strict mode, where its smoothing assigns an undeclared variable and throws.
  ssr: { target: "node", noExternal: true, external: ["pathfinding"] },
});
