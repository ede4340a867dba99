#!/usr/bin/env node
// Checks a built module folder (default dist/) before it is shipped: every file module.json
// names is there, versions agree, no pixi.js reached module.js (Foundry has its own PIXI; a
// second copy breaks instanceof and Foundry's SmoothGraphics), module.js has no bare import
// Foundry could not resolve, and the release zip holds exactly the folder's files.
// Usage: node scripts/check-dist.js [dir]      (zip-module.js runs it after zipping)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { unzipSync } from "fflate";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
export const ZIP_NAME = "tabletop-movement.zip";

/** Every file under dir, as forward-slash paths relative to it, sorted. */
export function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join("/"));
    }
  };
  walk(dir);
  return out.sort();
}

// Signs of a bundled pixi: its sources in the map, its paths in rolldown's region comments.
const PIXI_SOURCE = /(^|[\\/])node_modules[\\/](pixi\.js|@pixi)[\\/]/;
// Any import specifier that is not a relative path or a URL: Foundry loads module.js as a plain
// browser module, which cannot resolve package names.
const BARE_IMPORT =
  /(?:^|[;\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'./][^"':]*)["']|\bimport\(\s*["']([^"'./][^"':]*)["']\s*\)/gm;

export function checkModuleJs(code, map) {
  const problems = [];
  if (PIXI_SOURCE.test(code)) problems.push("module.js contains code from node_modules/pixi.js or @pixi");
  for (const m of code.matchAll(BARE_IMPORT)) {
    problems.push(`module.js imports the bare specifier "${m[1] ?? m[2]}", which Foundry cannot resolve`);
  }
  for (const s of map?.sources ?? []) {
    if (PIXI_SOURCE.test(s)) problems.push(`module.js bundles ${s}`);
  }
  return problems;
}

/** Returns a list of problems; empty means the folder is ready to ship. */
export function checkDist(dir, { requireZip = true } = {}) {
  const problems = [];
  const has = (f) => existsSync(join(dir, f));
  for (const f of ["module.json", "module.js", "module.js.map"]) if (!has(f)) problems.push(`missing ${f}`);
  if (problems.length) return problems;

  const manifest = JSON.parse(readFileSync(join(dir, "module.json"), "utf8"));
  const named = [
    ...(manifest.esmodules ?? []),
    ...(manifest.scripts ?? []),
    ...(manifest.styles ?? []),
    ...(manifest.languages ?? []).map((l) => l.path),
  ];
  for (const f of named) if (!has(f)) problems.push(`module.json names ${f}, which is not in the folder`);
  for (const f of ["templates/ruler-label.hbs", manifest.license, manifest.changelog]) {
    if (f && !/^https?:/.test(f) && !has(f)) problems.push(`missing ${f}`);
  }
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  if (manifest.version !== pkg.version) {
    problems.push(`module.json version ${manifest.version} differs from package.json ${pkg.version}`);
  }
  if (!String(manifest.download ?? "").includes(`/v${manifest.version}/`)) {
    problems.push(`module.json download URL does not point at release v${manifest.version}`);
  }

  const code = readFileSync(join(dir, "module.js"), "utf8");
  const map = JSON.parse(readFileSync(join(dir, "module.js.map"), "utf8"));
  problems.push(...checkModuleJs(code, map));

  const zipPath = join(dir, ZIP_NAME);
  if (existsSync(zipPath)) {
    const entries = Object.keys(unzipSync(new Uint8Array(readFileSync(zipPath))));
    const files = entries.filter((e) => !e.endsWith("/")).sort();
    const expected = listFiles(dir).filter((f) => f !== ZIP_NAME);
    // Foundry's installer looks for module.json at the top of the archive.
    if (!files.includes("module.json")) problems.push(`${ZIP_NAME} has no module.json at its root`);
    const missing = expected.filter((f) => !files.includes(f));
    const extra = files.filter((f) => !expected.includes(f));
    if (missing.length) problems.push(`${ZIP_NAME} lacks ${missing.join(", ")}`);
    if (extra.length) problems.push(`${ZIP_NAME} has files not in the folder: ${extra.join(", ")}`);
  } else if (requireZip) problems.push(`missing ${ZIP_NAME}`);
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(ROOT, "dist"));
  const problems = checkDist(dir);
  for (const p of problems) console.error(`check-dist: ${p}`);
  if (problems.length) process.exit(1);
  console.log(`check-dist: ${relative(process.cwd(), dir) || "."} is ready to ship`);
}
