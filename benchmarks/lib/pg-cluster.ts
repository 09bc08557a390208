// A throwaway PostgreSQL cluster in a temporary folder on its own port (initdb, pg_ctl), so a fault run
// can stop and start the database without touching any shared server.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

function postgresBin(): string {
  const explicit = process.env.PG_BIN;
  if (explicit) return explicit;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, "bin", "pg_ctl"))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error("No PostgreSQL server binaries found under /usr/lib/postgresql/*/bin; set PG_BIN to the folder with initdb and pg_ctl.");
  return path.join(root, versions[0], "bin");
}

export class PgCluster {
  readonly dir = mkdtempSync(path.join(tmpdir(), "lists-faults-pg-"));
  readonly bin = postgresBin();

  // PostgreSQL refuses to run as root; then the cluster belongs to the system's postgres user.
  private readonly asUser = process.getuid?.() === 0 ? (process.env.PG_RUN_AS || "postgres") : null;

  constructor(readonly port: number) {
    if (this.asUser) {
      const uid = Number(execFileSync("id", ["-u", this.asUser], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", this.asUser], { encoding: "utf8" }).trim());
      chownSync(this.dir, uid, gid);
    }
  }

  get dataDir() {
    return path.join(this.dir, "data");
  }

  url(database = "postgres") {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private run(tool: string, args: string[]) {
    const command = path.join(this.bin, tool);
    const [file, argv] = this.asUser ? ["runuser", ["-u", this.asUser, "--", command, ...args]] : [command, args];
    return execFileSync(file, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  }

  init() {
    this.run("initdb", ["-D", this.dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  }

  start() {
    this.run("pg_ctl", ["-D", this.dataDir, "-l", path.join(this.dir, "postgres.log"), "-w", "-o", `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=on`, "start"]);
  }

  /** Fast shutdown: open connections are cut, as when the database is restarted or fails over. */
  stop() {
    this.run("pg_ctl", ["-D", this.dataDir, "-m", "fast", "-w", "stop"]);
  }

  destroy() {
    try {
      this.run("pg_ctl", ["-D", this.dataDir, "-m", "immediate", "-w", "stop"]);
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
