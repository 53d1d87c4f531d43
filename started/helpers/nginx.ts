import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Debian's nginx in front of the given instances, with the configuration an operator copies
 * (deploy/nginx/hancine.conf) changed only where a test machine differs: the instances' addresses,
 * the port it listens on, and its folders (cache, maintenance page) in a temporary directory.
 */
export type StartedNginx = { base: string; stop(): Promise<void>; errorLog(): string };

export function siteConfigFor(instances: string[], port: number, cacheDir: string): string {
  const shipped = readFileSync(path.join(root, "deploy/nginx/hancine.conf"), "utf8");
  const servers = instances.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join("\n");
  const config = shipped
    .replace(/(upstream hancine \{\n(?:\s*#.*\n)*)(?:\s*server .*\n)+/, `$1${servers}\n`)
    .replace("    listen 80;\n    listen [::]:80;\n", `    listen 127.0.0.1:${port};\n`)
    .replace("/var/cache/nginx/hancine", cacheDir)
    .replace("root /usr/share/hancine/maintenance;", `root ${path.join(root, "deploy/maintenance")};`);
  for (const expected of instances.map((a) => `server ${a} `).concat([`listen 127.0.0.1:${port};`, cacheDir])) {
    if (!config.includes(expected)) throw new Error(`deploy/nginx/hancine.conf changed shape: "${expected}" not placed`);
  }
  return config;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startNginx(instances: string[], port: number): Promise<StartedNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "hancine-nginx-"));
  // As root nginx's workers run as `nobody`: they must reach the cache and temporary folders.
  chmodSync(dir, 0o755);
  const site = path.join(dir, "hancine.conf");
  writeFileSync(site, siteConfigFor(instances, port, path.join(dir, "cache")));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`).join(" ");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;\npid ${path.join(dir, "nginx.pid")};\nerror_log ${path.join(dir, "error.log")} warn;\n` +
      `events { worker_connections 4096; }\n` +
      `http { include /etc/nginx/mime.types; access_log ${path.join(dir, "access.log")}; ${temp} include ${site}; }\n`,
  );
  const binary = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
  const child: ChildProcess = spawn(binary, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; i < 100 && !(await listening(port)); i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base: `http://localhost:${port}`,
    errorLog: () => {
      try {
        return readFileSync(path.join(dir, "error.log"), "utf8");
      } catch {
        return stderr;
      }
    },
    async stop() {
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
