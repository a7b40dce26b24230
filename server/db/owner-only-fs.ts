import { NodeFS } from "@electric-sql/pglite/nodefs";
import { mkdirSync } from "node:fs";

/** The permission bits of a file's group and of everyone else. */
export const groupAndOtherBits = 0o077;

type EmscriptenModule = Parameters<NodeFS["init"]>[1];
type Attributes = { mode?: number | null };

/** The three places where Emscripten's NODEFS hands a mode to the disk. */
interface NodeFsOperations {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, device: number): unknown;
    setattr(node: unknown, attributes: Attributes): void;
  };
  stream_ops: { setattr(stream: unknown, attributes: Attributes): void };
}

const ownerOnly = Symbol("owner-only modes");

/**
 * PGlite's folder on disk, every file and folder in it readable by its owner only.
 * PostgreSQL in PGlite creates its files with mode 0666, and Emscripten, which has no
 * umask, sets that mode with chmod(2) right after creating each one: the process's umask
 * never reaches them, and an open folder would leave the signing keys and sessions in the
 * write-ahead log to every local user (issue 36, item 3). So every mode on its way to the
 * disk loses its group's and others' bits here.
 */
export class OwnerOnlyNodeFS extends NodeFS {
  constructor(dataDir: string) {
    // NodeFS would create the folder with the umask's mode.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    super(dataDir);
  }

  override async init(pg: Parameters<NodeFS["init"]>[0], options: EmscriptenModule) {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [...(emscriptenOpts.preRun ?? []), (module: Parameters<NonNullable<EmscriptenModule["preRun"]>[number]>[0]) => keepOwnerOnly(module.NODEFS)];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

/** Clears the group's and others' bits of every mode NODEFS creates a file with or sets. */
function keepOwnerOnly(nodefs: unknown) {
  const operations = nodefs as Partial<NodeFsOperations> & { [ownerOnly]?: true };
  const { node_ops: nodeOps, stream_ops: streamOps } = operations;
  // A PGlite whose Emscripten works otherwise must not open a folder whose files we cannot keep private.
  if (typeof nodeOps?.mknod !== "function" || typeof nodeOps.setattr !== "function" || typeof streamOps?.setattr !== "function") {
    throw new Error("PGlite's file system is not the NODEFS this server knows: its files cannot be kept private");
  }
  if (operations[ownerOnly]) return;
  operations[ownerOnly] = true;
  const ownerOnlyMode = (attributes: Attributes) =>
    typeof attributes.mode !== "number" ? attributes : { ...attributes, mode: attributes.mode & ~groupAndOtherBits };
  const { mknod, setattr } = nodeOps;
  const setStreamAttributes = streamOps.setattr;
  nodeOps.mknod = (parent, name, mode, device) => mknod(parent, name, mode & ~groupAndOtherBits, device);
  nodeOps.setattr = (node, attributes) => setattr(node, ownerOnlyMode(attributes));
  streamOps.setattr = (stream, attributes) => setStreamAttributes(stream, ownerOnlyMode(attributes));
}
