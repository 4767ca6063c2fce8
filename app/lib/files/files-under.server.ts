// Every file below a folder on the local disk, for the uploads folder and the bucket's copies.
import fs from "node:fs/promises";
import path from "node:path";

/**
 * The paths of every file below `root` (none when there is no `root`), walked folder by folder: a folder removed
 * while the walk runs (a sweep, a notice deleted with its files) is passed over. Node's recursive readdir gives up
 * whole on one, and a backup listing the uploads beside such a removal once took none at all.
 */
export async function filesUnder(root: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (folder: string) => {
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(file);
      else if (entry.isFile()) files.push(file);
    }
  };
  await walk(root);
  return files;
}
