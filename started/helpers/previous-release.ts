import { execSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The previous commit's source in a folder of its own (`git archive`), runnable without an install:
 * its node_modules folders are this checkout's packages by link, except the workspace's own packages
 * (`@hancine/*`), which are its own; the web build is this checkout's (the test buys through the API).
 * Answers null when the clone has no previous commit (a shallow clone).
 */
export function previousRelease(): { dir: string; commit: string; dispose(): void } | null {
  let commit: string;
  try {
    commit = execSync("git rev-parse --verify HEAD~1", { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "hancine-previous-"));
  execSync(`git archive ${commit} | tar -x -C ${dir}`, { cwd: root });
  for (const folder of [".", "apps/server", "apps/web", "packages/contract", "packages/demo-art"]) {
    const modules = path.join(root, folder, "node_modules");
    if (!existsSync(modules) || !existsSync(path.join(dir, folder))) continue;
    const target = path.join(dir, folder, "node_modules");
    mkdirSync(target, { recursive: true });
    for (const entry of readdirSync(modules)) {
      if (folder === "." && entry === "@hancine") continue;
      symlinkSync(path.join(modules, entry), path.join(target, entry));
    }
  }
  mkdirSync(path.join(dir, "node_modules/@hancine"), { recursive: true });
  for (const [name, folder] of [
    ["contract", "packages/contract"],
    ["demo-art", "packages/demo-art"],
    ["server", "apps/server"],
    ["web", "apps/web"],
  ] as const) {
    if (existsSync(path.join(dir, folder))) symlinkSync(path.join(dir, folder), path.join(dir, "node_modules/@hancine", name));
  }
  symlinkSync(path.join(root, "apps/web/build"), path.join(dir, "apps/web/build"));
  return { dir, commit, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
