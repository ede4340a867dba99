import { readFile } from "node:fs/promises";
import { main } from "./main";

/** The process side of the command: real argv, files and streams. bin/tabletop-movement.js calls it. */
export function run(argv: readonly string[] = process.argv.slice(2)): Promise<number> {
  // A reader that stops early (`check … | head`) closes the pipe: that is not an error of ours.
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
  return main(argv, {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    readFile: (path) => readFile(path, "utf8"),
  });
}
