// The embedded database, its backups and the socket that guards it hold every
// parent's details, the staff's password hashes and sessions, and the session
// signing key: only the site's own user may read them (decision 0042).
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** No permission for the group or others. */
const OWNER_ONLY = 0o077;
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * From now on, what this process creates (folders, files, sockets) is its
 * user's alone, whatever umask it was started with. Called first thing by the
 * server and by the command-line tools that write the database or backups.
 */
export function keepNewFilesPrivate() {
  process.umask(OWNER_ONLY);
}

// The two ways Emscripten's file system gives a file its mode: when it is made
// (`mknod`, for files and folders alike) and when it is changed (`doChmod`,
// which chmod, fchmod and every new file's own mode go through).
interface EmscriptenModes {
  mknod(target: string, mode: number, dev: number): unknown;
  doChmod(stream: unknown, node: unknown, mode: number, dontFollow?: boolean): void;
}

/**
 * PGlite's Node file system, keeping every file and folder it writes the
 * owner's alone. PGlite sets modes itself, with an explicit chmod the umask
 * does not touch: the files of a new database 0666, pg_internal.init 0644.
 * Here the group's and others' bits are dropped from every mode it gives.
 */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS["init"]>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const ownerOnly = (mod: { FS: unknown }) => {
      const FS = mod.FS as EmscriptenModes;
      const { mknod, doChmod } = FS;
      FS.mknod = (target, mode, dev) => mknod.call(FS, target, mode & ~OWNER_ONLY, dev);
      FS.doChmod = (stream, node, mode, dontFollow) => doChmod.call(FS, stream, node, mode & ~OWNER_ONLY, dontFollow);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [ownerOnly, ...(emscriptenOpts.preRun ?? [])] } };
  }
}

/**
 * Makes `dir`, and everything in it, its owner's alone: folders 0700, files
 * 0600 (symbolic links are left as they are, and not followed). Returns how
 * many had another mode; 0 when it was private already, or does not exist.
 */
export function makeFolderPrivate(dir: string): number {
  let changed = 0;
  const visit = (target: string) => {
    const stat = fs.lstatSync(target, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_FOLDER : PRIVATE_FILE;
    if ((stat.mode & 0o777) !== wanted) {
      fs.chmodSync(target, wanted);
      changed++;
    }
    if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
  };
  visit(dir);
  return changed;
}
