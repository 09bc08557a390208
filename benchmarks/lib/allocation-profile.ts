// Reads a sampling heap profile (benchmarks/lib/allocation-probe.mjs) into bytes allocated per view: by
// where the allocating code lives, and the sites allocating most, each with its nearest callers.

interface AllocationNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children: AllocationNode[];
}

export interface AllocationProfile {
  head: AllocationNode;
  samples: { size: number; nodeId: number }[];
}

type Frame = AllocationNode["callFrame"];

export function printAllocations(profile: AllocationProfile, views: number, placeOf: (frame: Frame) => string | null) {
  const nodes = new Map<number, AllocationNode>();
  const parents = new Map<number, AllocationNode>();
  const visit = (node: AllocationNode) => {
    nodes.set(node.id, node);
    for (const child of node.children) {
      parents.set(child.id, node);
      visit(child);
    }
  };
  visit(profile.head);

  const name = (frame: Frame) => frame.functionName || "(anonymous)";
  const where = (frame: Frame) => placeOf(frame) ?? "(native)";
  const places = new Map<string, number>();
  const sites = new Map<string, number>();
  let total = 0;
  for (const { nodeId, size } of profile.samples) {
    const node = nodes.get(nodeId);
    if (!node) continue;
    total += size;
    places.set(where(node.callFrame), (places.get(where(node.callFrame)) ?? 0) + size);
    const callers: string[] = [];
    for (let caller = parents.get(nodeId); caller && callers.length < 3; caller = parents.get(caller.id)) callers.push(`${name(caller.callFrame)} (${where(caller.callFrame)})`);
    const site = `${name(node.callFrame)} ${node.callFrame.url.split("/").at(-1)}:${node.callFrame.lineNumber + 1} <- ${callers.join(" <- ")}`;
    sites.set(site, (sites.get(site) ?? 0) + size);
  }
  const kb = (bytes: number) => (bytes / views / 1024).toFixed(1).padStart(7);
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(`\nAllocated on the JavaScript heap: ${kb(total).trim()} KB a view (sampled, freed objects included), by where the code lives:`);
  for (const [place, bytes] of top(places, 12)) console.log(`  ${kb(bytes)} KB  ${((bytes / total) * 100).toFixed(1).padStart(5)}%  ${place}`);
  console.log("\nSites allocating most, with their callers:");
  for (const [site, bytes] of top(sites, 20)) console.log(`  ${kb(bytes)} KB  ${site}`);
}
