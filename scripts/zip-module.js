#!/usr/bin/env node
// Zips the built module folder (default dist/) into dist/tabletop-movement.zip, the asset that
// module.json's `download` points at, with module.json at the archive root as Foundry's
// installer expects, then runs scripts/check-dist.js on the result.
// fflate writes the zip in plain JavaScript, so the build needs no `zip` binary on the machine.
// Usage: node scripts/zip-module.js [dir]
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import { ZIP_NAME, checkDist, listFiles } from "./check-dist.js";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
const dir = resolve(process.argv[2] ?? join(ROOT, "dist"));
const zipPath = join(dir, ZIP_NAME);

// A fixed timestamp makes the same files give the same zip (SOURCE_DATE_EPOCH as reproducible
// builds define it). Noon on 2 January 1980 stays inside the zip format's range in every time
// zone, since zip stores local time.
const epoch = Number(process.env.SOURCE_DATE_EPOCH);
const mtime = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date("1980-01-02T12:00:00Z");

rmSync(zipPath, { force: true });
const files = listFiles(dir);
const entries = {};
for (const f of files) entries[f] = [new Uint8Array(readFileSync(join(dir, f))), { mtime }];
writeFileSync(zipPath, zipSync(entries, { level: 9, mtime }));

const problems = checkDist(dir);
for (const p of problems) console.error(`zip-module: ${p}`);
if (problems.length) process.exit(1);
const kb = (statSync(zipPath).size / 1024).toFixed(1);
console.log(`zip-module: ${relative(process.cwd(), zipPath)} (${kb} KiB, ${files.length} files)`);
for (const f of files) console.log(`  ${f}`);
