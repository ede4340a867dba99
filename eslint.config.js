import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import globals from "globals";

const pureLayers = ["src/engine/**/*.ts", "src/rulesets/**/*.ts", "src/overlay/**/*.ts"];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-cli/",
      "dist-sandbox/",
      "dist-bench/",
      "artifacts/",
      "node_modules/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Foundry provides PIXI as a global; bundling pixi.js into the module would load a second copy.
    files: ["src/**/*.ts"],
    ignores: ["src/sandbox/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "pixi.js", message: "Use Foundry's global PIXI at runtime.", allowTypeImports: true },
          ],
          patterns: [
            { group: ["@pixi/*"], message: "Use Foundry's global PIXI at runtime.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // The engine and rulesets are pure: same input, same output, no host.
    files: pureLayers,
    languageOptions: { globals: {} },
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "game", message: "The engine is pure: no Foundry globals." },
        { name: "canvas", message: "The engine is pure: no Foundry globals." },
        { name: "Hooks", message: "The engine is pure: no Foundry globals." },
        { name: "CONFIG", message: "The engine is pure: no Foundry globals." },
        { name: "PIXI", message: "The engine is pure: no PIXI." },
        { name: "document", message: "The engine is pure: no DOM." },
        { name: "window", message: "The engine is pure: no DOM." },
        { name: "Date", message: "The engine is pure: no clock." },
        { name: "performance", message: "The engine is pure: no clock." },
      ],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "The engine never rolls: return a prompt." },
      ],
    },
  },
  { files: ["src/fvtt-config.ts"], rules: { "@typescript-eslint/no-namespace": "off" } },
  prettier,
);
