// Second step of `npm run build`: compiles server.ts, with the lib/ modules it imports, into one plain
// JavaScript module inside the build folder, which `npm start` runs with Node alone. Without it the server
// would need a TypeScript loader at run time, and Node runs module loaders on a thread of their own that
// stays up for the life of the process (about 90 MB of the server's memory, measured). Packages from
// node_modules stay imports, resolved from the project's node_modules as before.
import { build, type Plugin } from "esbuild";
import { productionServerEntry } from "./lib/production-server";

// "server-only" marks modules that must never reach a browser bundle; its package throws when imported
// anywhere but a React server bundle. This server is server code too, so the marker compiles to nothing.
const serverOnlyMarkerAsEmpty: Plugin = {
  name: "server-only-marker",
  setup(builder) {
    builder.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "server-only-marker" }));
    builder.onLoad({ filter: /.*/, namespace: "server-only-marker" }, () => ({ contents: "", loader: "js" }));
  },
};

const outfile = productionServerEntry();
await build({
  entryPoints: ["server.ts"],
  outfile,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  plugins: [serverOnlyMarkerAsEmpty],
});
console.log(`Compiled server.ts to ${outfile}`);
