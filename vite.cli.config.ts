// Builds the command line tool: src/cli/entry.ts -> dist-cli/cli.js, one ES module for Node.
// zod, flatbush and the language files are bundled in, so the tool runs from dist-cli/ alone;
// only Node's own modules (node:fs…) stay imports. bin/tabletop-movement.js loads it.
import { resolve } from "node:path";
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  build: {
    ssr: resolve(import.meta.dirname, "src/cli/entry.ts"),
    outDir: "dist-cli",
    emptyOutDir: true,
    target: "es2022",
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      output: { format: "es", entryFileNames: "cli.js" },
    },
  },
  ssr: { target: "node", noExternal: true },
});
