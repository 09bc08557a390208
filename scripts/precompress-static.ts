// Third step of `npm run build`: writes brotli and gzip copies of the build's scripts and stylesheets,
// which the server sends to browsers that accept them (lib/http/static-files.ts).
import path from "node:path";
import { precompressStaticFiles } from "@/lib/http/static-files";
import { productionBuildDir } from "./lib/production-server";

const directory = path.join(productionBuildDir(), "static");
const started = performance.now();
const { files, bytes, brotliBytes, gzipBytes } = await precompressStaticFiles(directory);
const kb = (count: number) => `${(count / 1024).toFixed(0)} KB`;
console.log(
  `Compressed ${files} static files (${kb(bytes)}): brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
