// npx tsx scripts/generate-demo-images.ts
// Writes the demo illustrations used by the seed data and the UI, as self-contained SVG files:
//   public/images/hero.svg                       1200x900 editorial flat-lay for the home hero
//   public/images/demo/lists/<category>-<n>.svg  800x600 scenes, 7 categories x 3 variants
//   public/images/demo/experts/<handle>.svg      400x400 portrait avatars
//   public/images/default-list.svg               800x600 fallback (clipboard)
//   public/images/default-expert.svg             400x400 fallback (silhouette)
//   app/icon.svg                                 32x32 favicon
// Node built-ins only. Deterministic: every "random" value comes from a PRNG seeded by the file name.
// Every SVG has xmlns, viewBox, width/height, no external references, and ids prefixed per file.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------
const C = {
  burgundy: "#5D0034",
  burgundyL: "#7E1F50",
  burgundyD: "#40001F",
  cream: "#F8F5F0",
  paper: "#FFFDF8",
  brown: "#4D3B2D",
  brownL: "#6F5846",
  gold: "#BF9B6F",
  goldL: "#D9BF98",
  goldXL: "#EBDCC2",
  goldD: "#9A7649",
  text: "#333333",
  ink: "#2E2420",
  rose: "#C27C88",
  roseL: "#E3B5BC",
  roseXL: "#F1D9DC",
  sage: "#8FA383",
  sageL: "#C3D0B6",
  sageD: "#5E7355",
  sageXD: "#45583F",
  blue: "#7E97A6",
  blueL: "#C6D3D9",
  terra: "#B8694E",
  tomato: "#C2513A",
  kraft: "#C9A273",
};

// ---------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------
function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal and drops a trailing ".0". */
function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

/** Mixes two hex colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return (
    "#" +
    x
      .map((v, i) => Math.round(v + (y[i] - v) * t))
      .map((v) => v.toString(16).padStart(2, "0"))
      .join("")
      .toUpperCase()
  );
}
const shade = (c: string, t: number) => mix(c, "#000000", t);
const tint = (c: string, t: number) => mix(c, "#FFFFFF", t);

type AttrValue = string | number | undefined | null | false;
type Attrs = Record<string, AttrValue>;

function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === "number" ? n(v) : v}"`;
  }
  return out;
}

function tag(name: string, a: Attrs, ...children: string[]): string {
  const body = children.join("");
  return body ? `<${name}${attrs(a)}>${body}</${name}>` : `<${name}${attrs(a)}/>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  tag("rect", { x, y, width: w, height: h, fill, ...a });
const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  tag("circle", { cx, cy, r, fill, ...a });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  tag("ellipse", { cx, cy, rx, ry, fill, ...a });
const pathEl = (d: string, fill: string, a: Attrs = {}) => tag("path", { d, fill, ...a });
const group = (a: Attrs, ...children: string[]) => tag("g", a, ...children);
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, a: Attrs = {}) =>
  tag("line", { x1, y1, x2, y2, stroke, "stroke-width": w, "stroke-linecap": "round", ...a });
const stroke = (color: string, w: number, a: Attrs = {}): Attrs => ({
  fill: "none",
  stroke: color,
  "stroke-width": w,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
  ...a,
});
const strokePath = (d: string, color: string, w: number, a: Attrs = {}) => tag("path", { d, ...stroke(color, w, a) });
const at = (x: number, y: number, rot = 0, scale = 1) =>
  `translate(${n(x)} ${n(y)})` + (rot ? ` rotate(${n(rot)})` : "") + (scale !== 1 ? ` scale(${n(scale)})` : "");
const pts = (p: number[][]) => p.map(([x, y]) => `${n(x)} ${n(y)}`).join(" L");
const polyD = (p: number[][], close = true) => "M" + pts(p) + (close ? "Z" : "");

type Stop = string | [string, number] | [string, number, number];

/** Per-file drawing context: collects <defs> with ids unique to the file, and owns the seeded PRNG. */
class Ctx {
  defs: string[] = [];
  private count = 0;
  private cache = new Map<string, string>();
  readonly rnd: () => number;

  constructor(readonly prefix: string) {
    this.rnd = mulberry32(hashString(prefix));
  }

  uid(kind: string): string {
    return `${this.prefix}-${kind}${this.count++}`;
  }

  range(a: number, b: number): number {
    return a + (b - a) * this.rnd();
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rnd() * list.length) % list.length];
  }

  private memo(key: string, make: (id: string) => string, kind: string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = this.uid(kind);
    this.defs.push(make(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  private stops(list: Stop[]): string {
    return list
      .map((s, i) => {
        const [color, offset, opacity] =
          typeof s === "string" ? [s, list.length === 1 ? 0 : i / (list.length - 1), 1] : [s[0], s[1], s[2] ?? 1];
        return tag("stop", { offset, "stop-color": color, "stop-opacity": opacity === 1 ? undefined : opacity });
      })
      .join("");
  }

  /** Linear gradient in bounding-box units. Returns a url() reference. */
  lg(list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.memo(
      "lg" + JSON.stringify([list, x1, y1, x2, y2]),
      (id) => tag("linearGradient", { id, x1, y1, x2, y2 }, this.stops(list)),
      "lg",
    );
  }

  /** Radial gradient in bounding-box units. */
  rg(list: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx?: number, fy?: number): string {
    return this.memo(
      "rg" + JSON.stringify([list, cx, cy, r, fx, fy]),
      (id) => tag("radialGradient", { id, cx, cy, r, fx, fy }, this.stops(list)),
      "rg",
    );
  }

  /** Soft drop shadow filter. */
  shadow(dy = 8, blur = 10, opacity = 0.22, dx = 0, color: string = C.brown): string {
    return this.memo(
      "sh" + JSON.stringify([dx, dy, blur, opacity, color]),
      (id) =>
        tag(
          "filter",
          { id, x: "-30%", y: "-30%", width: "160%", height: "170%", "color-interpolation-filters": "sRGB" },
          tag("feDropShadow", { dx, dy, stdDeviation: blur, "flood-color": color, "flood-opacity": opacity }),
        ),
      "sh",
    );
  }

  blur(std: number): string {
    return this.memo(
      "bl" + std,
      (id) => tag("filter", { id, x: "-50%", y: "-50%", width: "200%", height: "200%" }, tag("feGaussianBlur", { stdDeviation: std })),
      "bl",
    );
  }

  /** Staggered dot texture. */
  dots(color: string, gap = 16, r = 1.3, opacity = 0.35): string {
    return this.memo(
      "dt" + JSON.stringify([color, gap, r, opacity]),
      (id) =>
        tag(
          "pattern",
          { id, width: gap, height: gap, patternUnits: "userSpaceOnUse" },
          circle(gap / 4, gap / 4, r, color, { "fill-opacity": opacity }),
          circle((gap * 3) / 4, (gap * 3) / 4, r, color, { "fill-opacity": opacity }),
        ),
      "dt",
    );
  }

  /** Fine diagonal line texture. */
  hatch(color: string, gap = 10, w = 1, opacity = 0.25, angle = 45): string {
    return this.memo(
      "ht" + JSON.stringify([color, gap, w, opacity, angle]),
      (id) =>
        tag(
          "pattern",
          { id, width: gap, height: gap, patternUnits: "userSpaceOnUse", patternTransform: `rotate(${angle})` },
          line(0, 0, 0, gap, color, w, { "stroke-opacity": opacity, "stroke-linecap": "butt" }),
        ),
      "ht",
    );
  }

  clip(shape: string): string {
    const id = this.uid("cp");
    this.defs.push(tag("clipPath", { id }, shape));
    return `url(#${id})`;
  }
}

function svgDoc(w: number, h: number, ctx: Ctx, body: string, label: string): string {
  const defs = ctx.defs.length ? `<defs>${ctx.defs.join("")}</defs>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">` +
    defs +
    body +
    "</svg>\n"
  );
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers
// ---------------------------------------------------------------------------------------------
type Pt = [number, number];

function quad(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}
function quadTangent(p0: Pt, p1: Pt, p2: Pt, t: number): number {
  const dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  return (Math.atan2(dy, dx) * 180) / Math.PI;
}

/** Catmull-Rom through [x, y, ...extra] points. */
function spline(points: number[][], samples = 10): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(i - 1, 0)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(i + 2, points.length - 1)];
    for (let s = 0; s < samples; s++) {
      const t = s / samples;
      const t2 = t * t;
      const t3 = t2 * t;
      out.push(
        p1.map(
          (_, k) =>
            0.5 *
            (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3),
        ),
      );
    }
  }
  out.push(points[points.length - 1]);
  return out;
}

/** Filled band of varying width along a smooth centre line of [x, y, width] points. */
function ribbon(points: number[][]): string {
  const s = spline(points, 12);
  const left: number[][] = [];
  const right: number[][] = [];
  s.forEach((p, i) => {
    const a = s[Math.max(i - 1, 0)];
    const b = s[Math.min(i + 1, s.length - 1)];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    left.push([p[0] + (nx * p[2]) / 2, p[1] + (ny * p[2]) / 2]);
    right.push([p[0] - (nx * p[2]) / 2, p[1] - (ny * p[2]) / 2]);
  });
  return polyD([...left, ...right.reverse()]);
}

function smoothD(points: number[][], samples = 8): string {
  return "M" + pts(spline(points, samples));
}

/** A leaf pointing "up" from its base at (x, y), rotated by angle degrees. */
function leaf(x: number, y: number, len: number, wid: number, angle: number, fill: string, vein?: string): string {
  const d = `M0 0C${n(wid * 0.65)} ${n(-len * 0.2)} ${n(wid * 0.6)} ${n(-len * 0.75)} 0 ${n(-len)}C${n(-wid * 0.6)} ${n(-len * 0.75)} ${n(-wid * 0.65)} ${n(-len * 0.2)} 0 0Z`;
  return group(
    { transform: at(x, y, angle) },
    pathEl(d, fill),
    vein ? strokePath(`M0 ${n(-len * 0.08)}L0 ${n(-len * 0.82)}`, vein, Math.max(1, wid * 0.06), { "stroke-opacity": 0.55 }) : "",
  );
}

/** Leaves along a quadratic stem. */
function sprig(
  p0: Pt,
  p1: Pt,
  p2: Pt,
  count: number,
  len: number,
  wid: number,
  colors: string[],
  stemColor: string,
  stemW = 3,
  round = false,
): string {
  let s = strokePath(`M${n(p0[0])} ${n(p0[1])}Q${n(p1[0])} ${n(p1[1])} ${n(p2[0])} ${n(p2[1])}`, stemColor, stemW);
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 0.4);
    const [x, y] = quad(p0, p1, p2, t);
    const dir = quadTangent(p0, p1, p2, t) + 90;
    const side = i % 2 === 0 ? 1 : -1;
    const k = 1 - t * 0.35;
    const color = colors[i % colors.length];
    if (round) {
      s += leafRound(x, y, len * k, wid * k, dir + side * 55, color);
    } else {
      s += leaf(x, y, len * k, wid * k, dir + side * 50, color, tint(color, 0.35));
    }
  }
  const tip = quadTangent(p0, p1, p2, 1) + 90;
  s += round ? leafRound(p2[0], p2[1], len * 0.6, wid * 0.6, tip, colors[0]) : leaf(p2[0], p2[1], len * 0.6, wid * 0.6, tip, colors[0]);
  return s;
}

function leafRound(x: number, y: number, len: number, wid: number, angle: number, fill: string): string {
  return group({ transform: at(x, y, angle) }, ellipse(0, -len / 2, wid / 2, len / 2, fill));
}

function sparkle(x: number, y: number, r: number, fill: string, a: Attrs = {}): string {
  return pathEl(
    `M${n(x)} ${n(y - r)}Q${n(x + r * 0.12)} ${n(y - r * 0.12)} ${n(x + r)} ${n(y)}Q${n(x + r * 0.12)} ${n(y + r * 0.12)} ${n(x)} ${n(y + r)}Q${n(x - r * 0.12)} ${n(y + r * 0.12)} ${n(x - r)} ${n(y)}Q${n(x - r * 0.12)} ${n(y - r * 0.12)} ${n(x)} ${n(y - r)}Z`,
    fill,
    a,
  );
}

function heartD(cx: number, cy: number, s: number): string {
  // unit heart roughly 2 wide, 1.9 tall, centred on (cx, cy)
  const p = (x: number, y: number) => `${n(cx + x * s)} ${n(cy + y * s)}`;
  return `M${p(0, 0.95)}C${p(-0.55, 0.55)} ${p(-1.05, 0.15)} ${p(-1, -0.35)}C${p(-0.95, -0.85)} ${p(-0.3, -1.05)} ${p(0, -0.55)}C${p(0.3, -1.05)} ${p(0.95, -0.85)} ${p(1, -0.35)}C${p(1.05, 0.15)} ${p(0.55, 0.55)} ${p(0, 0.95)}Z`;
}

const PLANE_D =
  "M-22 -2.5L-7 -2.5L-15 -17L-9 -17L5 -2.5L16 -2.5Q23 0 16 2.5L5 2.5L-9 17L-15 17L-7 2.5L-22 2.5L-26 8L-29 8L-26 0L-29 -8L-26 -8Z";

function check(x: number, y: number, s: number, color: string, w: number): string {
  return strokePath(`M${n(x - s * 0.5)} ${n(y)}L${n(x - s * 0.12)} ${n(y + s * 0.38)}L${n(x + s * 0.55)} ${n(y - s * 0.42)}`, color, w);
}

// ---------------------------------------------------------------------------------------------
// Shared scene pieces
// ---------------------------------------------------------------------------------------------
const W = 800;
const H = 600;

/** Two-tone wall with a soft light blob and a dot-textured disc. */
function backdrop(ctx: Ctx, c1: string, c2: string, blob: [number, number, number] = [400, 300, 250], dotColor?: string): string {
  let s = rect(0, 0, W, H, ctx.lg([c1, c2], 0, 0, 0.35, 1));
  s += circle(blob[0], blob[1], blob[2], ctx.rg([[tint(c1, 0.55), 0, 0.85], [tint(c1, 0.4), 0.7, 0.35], [c1, 1, 0]]));
  const dc = dotColor ?? shade(c2, 0.25);
  s += circle(blob[0] + blob[2] * 0.78, blob[1] - blob[2] * 0.5, blob[2] * 0.42, ctx.dots(dc, 14, 1.5, 0.45));
  s += circle(blob[0] - blob[2] * 0.9, blob[1] + blob[2] * 0.45, blob[2] * 0.3, ctx.dots(dc, 14, 1.5, 0.35));
  return s;
}

function floorBand(ctx: Ctx, y: number, c1: string, c2: string): string {
  return (
    rect(0, y, W, H - y, ctx.lg([c1, c2])) +
    rect(0, y, W, 3, shade(c1, 0.12), { opacity: 0.5 }) +
    rect(0, y + 3, W, 30, ctx.lg([[shade(c1, 0.2), 0, 0.25], [c1, 1, 0]]))
  );
}

function groundShadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.35, color: string = C.brown): string {
  return ellipse(cx, cy, rx, ry, ctx.rg([[color, 0, opacity], [color, 0.55, opacity * 0.55], [color, 1, 0]]));
}

function woodShelf(ctx: Ctx, x: number, y: number, w: number): string {
  return (
    rect(x + 6, y + 14, w - 12, 16, ctx.lg([[C.brown, 0, 0.28], [C.brown, 1, 0]])) +
    rect(x, y, w, 16, ctx.lg(["#9B7556", "#6E4F38"]), { rx: 3 }) +
    rect(x, y, w, 4, "#B48D6B", { rx: 2 }) +
    pathEl(`M${x + 40} ${y + 16}h16v22l-16 -12Z`, "#5E4330") +
    pathEl(`M${x + w - 56} ${y + 16}h16v10l-16 12Z`, "#5E4330")
  );
}

function pottedPlant(ctx: Ctx, x: number, y: number, s: number, pot: string, greens: string[]): string {
  // (x, y) = bottom centre of pot
  let leaves = "";
  const angles = [-58, -32, -12, 8, 30, 55, -45, 42, 0];
  angles.forEach((a, i) => {
    const len = (i < 6 ? 78 : 62) * s * (1 - Math.abs(a) / 220);
    leaves += leaf(x, y - 58 * s, len, 30 * s, a, greens[i % greens.length], tint(greens[i % greens.length], 0.3));
  });
  return (
    groundShadow(ctx, x, y, 52 * s, 9 * s, 0.35) +
    leaves +
    pathEl(`M${n(x - 36 * s)} ${n(y - 62 * s)}H${n(x + 36 * s)}L${n(x + 28 * s)} ${n(y)}H${n(x - 28 * s)}Z`, ctx.lg([tint(pot, 0.12), shade(pot, 0.12)], 0, 0, 1, 0)) +
    rect(x - 40 * s, y - 68 * s, 80 * s, 14 * s, tint(pot, 0.18), { rx: 4 * s })
  );
}

// ---------------------------------------------------------------------------------------------
// Hero (1200 x 900): a flat-lay of a planning notebook
// ---------------------------------------------------------------------------------------------
function hero(ctx: Ctx): string {
  const HW = 1200;
  const HH = 900;
  let s = rect(0, 0, HW, HH, ctx.lg(["#F4EEE4", "#E8DCCB"], 0, 0, 1, 1));
  s += rect(0, 0, HW, HH, ctx.hatch("#BF9B6F", 7, 1, 0.07, 30));
  s += rect(0, 0, HW, HH, ctx.rg([["#FFFFFF", 0, 0.6], ["#FFFFFF", 0.6, 0.15], ["#FFFFFF", 1, 0]], 0.45, 0.42, 0.65));

  // --- map, top-left corner
  const panel = ["#EFE6D3", "#E4D7BE", "#EDE3CE", "#E2D4BA"];
  let map = "";
  panel.forEach((c, i) => (map += rect(i * 115, 0, 115, 360, c)));
  map += pathEl("M0 220C60 200 90 250 150 240S260 170 330 190 430 260 460 240V360H0Z", "#C9D3C0", { opacity: 0.9 });
  map += pathEl("M0 40C70 70 120 30 190 60S300 120 360 80 440 60 460 70V0H0Z", "#BCCBD0", { opacity: 0.9 });
  map += pathEl("M250 130c30-25 80-20 95 10s-10 60-50 55-70-40-45-65Z", "#C9D3C0");
  map += strokePath("M-10 150C80 140 120 180 200 170S330 110 470 130", "#FFFDF8", 9);
  map += strokePath("M-10 150C80 140 120 180 200 170S330 110 470 130", C.goldL, 2);
  map += strokePath("M120 -10C130 80 90 160 140 240S180 330 170 370", "#FFFDF8", 6);
  map += strokePath("M60 300C130 270 190 250 250 200S330 120 390 110", C.burgundy, 3.5, { "stroke-dasharray": "2 11" });
  map += circle(60, 300, 7, C.burgundy);
  map += group(
    { transform: at(390, 108) },
    pathEl("M0 0C-14-18-22-28-22-40a22 22 0 0 1 44 0C22-28 14-18 0 0Z", C.burgundy),
    circle(0, -40, 8, C.cream),
  );
  for (let i = 1; i < 4; i++) map += rect(i * 115 - 1, 0, 2, 360, "#FFFFFF", { opacity: 0.5 });
  s += group({ transform: "translate(-70 -70) rotate(-8)", filter: ctx.shadow(10, 12, 0.2) }, map);

  // --- polaroid with tape, left
  s += group(
    { transform: at(185, 430, -11), filter: ctx.shadow(10, 12, 0.24) },
    rect(-104, -116, 208, 240, "#FFFDF8", { rx: 4 }),
    rect(-88, -100, 176, 160, ctx.lg(["#E9C8C2", "#F3E2D4"])),
    circle(42, -52, 18, ctx.lg(["#F3D9A8", C.gold])),
    pathEl(polyD([[-88, 60], [-88, 8], [-42, -42], [-4, -2], [26, -28], [88, 28], [88, 60]]), ctx.lg([C.rose, C.burgundyL])),
    pathEl(polyD([[-88, 60], [-88, 30], [-30, 4], [30, 26], [88, 14], [88, 60]]), ctx.lg([C.brownL, C.brown])),
    pathEl(polyD([[-42, -42], [-54, -30], [-44, -28], [-36, -34], [-30, -36]]), C.cream),
    rect(-60, 82, 90, 6, "#E3D8C8", { rx: 3 }),
    rect(-40, -132, 80, 30, C.roseL, { opacity: 0.75, transform: "rotate(-6)" }),
  );

  // --- notebook, centre
  let nb = "";
  nb += rect(-262, -332, 530, 668, ctx.lg([C.burgundyL, C.burgundy, C.burgundyD], 0, 0, 1, 1), { rx: 20 });
  nb += rect(-244, -320, 500, 644, "#E9E0D2", { rx: 10 });
  nb += rect(-246, -324, 496, 640, C.paper, { rx: 10 });
  nb += rect(-246, -324, 496, 640, ctx.lg([["#E9DFD0", 0, 0.9], ["#FFFFFF", 0.08, 0], ["#FFFFFF", 1, 0]], 0, 0, 1, 0), { rx: 10 });
  nb += line(-178, -300, -178, 300, C.roseL, 2, { opacity: 0.8 });
  for (let y = -214; y < 300; y += 62) nb += line(-200, y + 31, 220, y + 31, "#EDE4D6", 2);
  nb += rect(-150, -268, 210, 18, C.burgundy, { rx: 9 });
  nb += rect(-150, -236, 130, 9, C.gold, { rx: 4.5 });
  nb += sparkle(178, -252, 22, C.gold);
  nb += sparkle(150, -226, 9, C.goldL);
  const rows = [
    [1, 250],
    [1, 200],
    [1, 280],
    [0, 230],
    [1, 170],
    [0, 260],
    [0, 190],
  ];
  rows.forEach(([done, len], i) => {
    const y = -170 + i * 62;
    nb += rect(-150, y - 17, 34, 34, done ? C.roseXL : "none", { rx: 9, stroke: done ? C.burgundy : C.brownL, "stroke-width": 3 });
    if (done) nb += check(-133, y, 26, C.burgundy, 5);
    nb += rect(-96, y - 6, len, 12, done ? "#D7CABA" : "#8C7A69", { rx: 6 });
    if (done) nb += line(-104, y, -96 + len + 8, y, C.burgundy, 2.5, { opacity: 0.55 });
  });
  // spiral binding
  for (let i = 0; i < 13; i++) {
    const y = -296 + i * 49;
    nb += circle(-222, y, 6, "#CFC3B2");
    nb += rect(-276, y - 6, 58, 12, ctx.lg([C.goldD, C.goldL, C.gold], 0, 0, 0, 1), { rx: 6 });
  }
  // ribbon bookmark
  nb += pathEl("M150 310H176V400L163 388L150 400Z", ctx.lg([C.gold, C.goldD]));
  s += group({ transform: at(600, 455, -5), filter: ctx.shadow(14, 16, 0.3) }, nb);

  // --- coffee, top-right
  let cup = "";
  cup += circle(0, 0, 135, ctx.rg([C.paper, "#EFE7DB"], 0.45, 0.4, 0.6), { filter: ctx.shadow(10, 12, 0.22) });
  cup += circle(0, 0, 104, "none", { stroke: "#E6DCCD", "stroke-width": 3 });
  cup += group({ transform: "rotate(38)" }, rect(70, -20, 78, 40, C.paper, { rx: 20, filter: ctx.shadow(6, 6, 0.22) }), rect(92, -9, 40, 18, "#EAE1D3", { rx: 9 }));
  cup += circle(0, 0, 92, C.paper, { filter: ctx.shadow(8, 10, 0.25) });
  cup += circle(0, 0, 82, "#EEE6DA");
  cup += circle(0, 0, 74, ctx.rg(["#9A6A48", "#6E4429", "#4E2E1A"], 0.45, 0.45, 0.55));
  cup += circle(0, 0, 74, "none", { stroke: "#C79A6E", "stroke-width": 5, opacity: 0.7 });
  cup += pathEl(heartD(0, 4, 30), "#F1DEC4", { opacity: 0.92 });
  cup += pathEl(heartD(0, 8, 16), "#A87753", { opacity: 0.6 });
  cup += group(
    { transform: "rotate(-140)" },
    ellipse(118, 0, 16, 11, ctx.lg([C.goldL, C.gold])),
    rect(20, -4, 88, 8, ctx.lg([C.goldL, C.gold]), { rx: 4 }),
  );
  s += group({ transform: at(1035, 165) }, cup);

  // --- pen, right of notebook
  s += group(
    { transform: at(965, 560, 28), filter: ctx.shadow(10, 8, 0.28) },
    rect(-15, -205, 30, 370, ctx.lg([C.burgundyD, C.burgundyL, C.burgundy, C.burgundyD], 0, 0, 1, 0), { rx: 15 }),
    rect(-16, -235, 32, 62, ctx.lg([C.goldD, C.goldL, C.gold, C.goldD], 0, 0, 1, 0), { rx: 14 }),
    rect(9, -226, 9, 120, ctx.lg([C.goldL, C.goldD], 0, 0, 1, 0), { rx: 4.5 }),
    rect(-16, -150, 32, 8, C.gold),
    rect(-13, 160, 26, 44, "#300018", { rx: 4 }),
    pathEl("M-12 202H12L3 250H-3Z", ctx.lg([C.goldD, C.goldL, C.goldD], 0, 0, 1, 0)),
    rect(-6, -190, 3, 330, "#FFFFFF", { opacity: 0.16, rx: 1.5 }),
  );

  // --- paper clips
  const clip = strokePath("M0 0V-48A11 11 0 0 1 22 -48V6A16 16 0 0 1 -10 6V-40", C.goldD, 4);
  s += group({ transform: at(1120, 520, 16) }, clip);
  s += group({ transform: at(1150, 575, 38) }, clip);

  // --- plant, bottom-left (top-down)
  let plant = circle(0, 0, 100, ctx.rg([C.terra, "#A45A41", "#8A4632"], 0.45, 0.4, 0.6), { filter: ctx.shadow(12, 12, 0.28) });
  plant += circle(0, 0, 84, ctx.rg(["#6B4A35", "#4A3122"], 0.5, 0.5, 0.6));
  plant += circle(0, 0, 84, ctx.dots("#2E1E14", 9, 1.6, 0.6));
  const greens = [C.sageD, C.sage, "#A9BC97", C.sageXD, "#7E9470"];
  for (let i = 0; i < 11; i++) {
    const a = i * 32.7 + 10;
    const len = 150 + ((i * 37) % 50);
    plant += leaf(0, 0, len, 62, a, greens[i % greens.length], tint(greens[i % greens.length], 0.35));
  }
  for (let i = 0; i < 6; i++) {
    plant += leaf(0, 0, 80, 40, i * 60 + 30, greens[(i + 2) % greens.length], tint(greens[(i + 2) % greens.length], 0.4));
  }
  s += group({ transform: at(165, 760), filter: ctx.shadow(10, 10, 0.2) }, plant);

  // --- eucalyptus sprig, bottom-right
  s += group(
    { transform: at(935, 905, 58), filter: ctx.shadow(6, 6, 0.18) },
    sprig([0, 0], [60, -120], [10, -260], 9, 46, 44, ["#9FB3A4", "#8BA192", "#B3C4B6"], "#7C8F7F", 4, true),
  );

  // --- small card with gold bars, bottom middle-left
  s += group(
    { transform: at(410, 845, 7), filter: ctx.shadow(8, 10, 0.2) },
    rect(-110, -60, 220, 130, C.roseXL, { rx: 6 }),
    rect(-80, -30, 120, 10, C.rose, { rx: 5 }),
    rect(-80, -8, 160, 7, "#D9AFB6", { rx: 3.5 }),
    rect(-80, 8, 140, 7, "#D9AFB6", { rx: 3.5 }),
  );

  return s;
}

// ---------------------------------------------------------------------------------------------
// Travel
// ---------------------------------------------------------------------------------------------
function travel1(ctx: Ctx): string {
  let s = backdrop(ctx, "#E1E7E5", "#C5D2D2", [400, 270, 240], "#8FA4A8");
  // flight path
  s += strokePath("M110 170Q330 40 620 120", "#FFFFFF", 3, { "stroke-dasharray": "1 12", opacity: 0.9 });
  s += pathEl(PLANE_D, C.burgundy, { transform: at(640, 128, 18, 0.9) });
  s += floorBand(ctx, 455, "#D7C4A8", "#C4AC8C");

  // camera
  s += groundShadow(ctx, 190, 478, 80, 12);
  s += group(
    { filter: ctx.shadow(4, 4, 0.2) },
    rect(176, 384, 40, 16, "#3B2E27", { rx: 4 }),
    rect(130, 396, 120, 80, ctx.lg(["#4A3A31", "#2E2420"]), { rx: 12 }),
    rect(130, 420, 120, 34, "#B48D6B", { opacity: 0.9 }),
    rect(130, 420, 120, 34, ctx.dots("#6F5846", 6, 1, 0.5)),
    circle(190, 437, 30, "#2E2420"),
    circle(190, 437, 24, ctx.lg([C.goldL, C.goldD])),
    circle(190, 437, 17, ctx.rg(["#5A6F7A", "#1E2A30"], 0.4, 0.35, 0.6)),
    circle(184, 431, 5, "#FFFFFF", { opacity: 0.5 }),
    rect(226, 404, 14, 8, C.rose, { rx: 2 }),
  );

  // suitcase
  s += groundShadow(ctx, 388, 486, 150, 16, 0.42);
  s += strokePath("M350 182V146Q350 134 362 134H418Q430 134 430 146V182", C.brown, 12);
  s += rect(336, 176, 108, 12, C.brown, { rx: 5 });
  s += circle(288, 482, 13, C.ink) + circle(488, 482, 13, C.ink) + circle(288, 482, 5, "#7C6A5C") + circle(488, 482, 5, "#7C6A5C");
  s += group(
    { filter: ctx.shadow(10, 12, 0.28) },
    rect(262, 184, 252, 290, ctx.lg([C.burgundyL, C.burgundy, "#4A0029"], 0, 0, 1, 0.4), { rx: 28 }),
  );
  for (const x of [318, 388, 458]) s += rect(x - 5, 200, 10, 258, "#3E0022", { rx: 5, opacity: 0.35 });
  s += rect(274, 198, 8, 260, "#FFFFFF", { rx: 4, opacity: 0.12 });
  // corner guards
  for (const [x, y, r] of [
    [262, 184, 0],
    [514, 184, 90],
    [514, 474, 180],
    [262, 474, 270],
  ]) {
    s += pathEl("M0 34V22Q0 0 22 0H34V10H22Q10 10 10 22V34Z", C.gold, { transform: at(x, y, r) });
  }
  // stickers
  s += group(
    { transform: at(322, 258, -8) },
    circle(0, 0, 34, C.gold),
    circle(0, 0, 26, "none", { stroke: C.cream, "stroke-width": 2, "stroke-dasharray": "3 4" }),
    pathEl(PLANE_D, C.cream, { transform: "scale(0.62) rotate(-30)" }),
  );
  s += group(
    { transform: at(446, 300, 9) },
    rect(-42, -28, 84, 56, C.cream, { rx: 8 }),
    pathEl("M-34 20L-12 -8L2 8L14 -4L34 20Z", C.sageD),
    pathEl("M-12 -8L-6 0L-18 0Z", C.paper),
    circle(22, -14, 6, C.gold),
  );
  s += group(
    { transform: at(352, 392, 6) },
    circle(0, 0, 32, C.roseL),
    strokePath("M-20 -6q5 -6 10 0t10 0t10 0t10 0", C.burgundy, 3),
    strokePath("M-20 6q5 -6 10 0t10 0t10 0t10 0", C.burgundy, 3),
  );
  s += group(
    { transform: at(452, 410, -12) },
    rect(-34, -22, 68, 44, C.sage, { rx: 6 }),
    circle(0, 0, 12, C.goldL),
    rect(-34, -22, 68, 44, "none", { rx: 6, stroke: C.cream, "stroke-width": 2 }),
  );
  s += sparkle(408, 232, 15, C.goldL);
  // luggage tag
  s += strokePath("M424 184Q440 200 452 214", C.brown, 3);
  s += group(
    { transform: at(468, 240, -18), filter: ctx.shadow(4, 4, 0.25) },
    pathEl("M-20 -34L-8 -44H8L20 -34V34H-20Z", C.goldL),
    circle(0, -32, 4, C.burgundy),
    rect(-12, -14, 24, 4, C.goldD, { rx: 2 }),
    rect(-12, -4, 18, 4, C.goldD, { rx: 2 }),
  );

  // straw hat
  s += groundShadow(ctx, 610, 486, 110, 16, 0.35);
  s += ellipse(610, 466, 104, 26, ctx.lg([C.goldXL, C.goldL]));
  s += ellipse(610, 466, 104, 26, ctx.hatch(C.goldD, 6, 1, 0.3, 60));
  s += pathEl("M548 462Q548 382 610 380Q672 382 672 462Q610 476 548 462Z", ctx.lg(["#EAD6B4", "#D2B487"], 0, 0, 1, 0));
  s += pathEl("M548 462Q548 382 610 380Q672 382 672 462Q610 476 548 462Z", ctx.hatch(C.goldD, 6, 1, 0.25, -30));
  s += pathEl("M549 440Q610 452 671 440L672 458Q610 472 548 458Z", C.burgundy);
  s += leaf(655, 446, 34, 16, 60, C.sageD);
  return s;
}

function travel2(ctx: Ctx): string {
  let s = backdrop(ctx, "#F1E6D4", "#E0CBAA", [400, 300, 260], "#B7986C");
  // coins
  for (const [x, y] of [
    [628, 160],
    [662, 186],
  ]) {
    s += group(
      { filter: ctx.shadow(4, 4, 0.25) },
      circle(x, y, 24, ctx.lg([C.goldL, C.goldD], 0, 0, 1, 1)),
      circle(x, y, 17, "none", { stroke: "#F4E3C4", "stroke-width": 2, opacity: 0.8 }),
    );
  }
  // boarding pass
  let bp = "";
  bp += rect(-235, -98, 470, 196, C.paper, { rx: 16 });
  bp += pathEl("M-235 -82Q-235 -98 -219 -98H110V-50H-235Z", C.goldXL);
  bp += pathEl("M110 -98H219Q235 -98 235 -82V82Q235 98 219 98H110Z", ctx.lg([C.burgundyL, C.burgundy], 0, 0, 1, 1));
  bp += line(110, -86, 110, 86, C.cream, 3, { "stroke-dasharray": "1 9" });
  bp += circle(110, -98, 10, "#E6D3B4") + circle(110, 98, 10, "#E6D3B4");
  bp += rect(-205, -82, 90, 14, C.burgundy, { rx: 7 });
  bp += rect(-100, -79, 60, 8, C.goldD, { rx: 4, opacity: 0.6 });
  bp += rect(-205, -22, 74, 30, C.ink, { rx: 6 });
  bp += rect(-10, -22, 74, 30, C.ink, { rx: 6 });
  bp += strokePath("M-120 -7H-22", C.gold, 2, { "stroke-dasharray": "2 6" });
  bp += pathEl(PLANE_D, C.burgundy, { transform: at(-70, -7, 0, 0.8) });
  bp += rect(-205, 22, 60, 8, "#B9AA98", { rx: 4 }) + rect(-205, 38, 40, 12, C.brown, { rx: 4 });
  bp += rect(-120, 22, 60, 8, "#B9AA98", { rx: 4 }) + rect(-120, 38, 50, 12, C.brown, { rx: 4 });
  bp += rect(-35, 22, 60, 8, "#B9AA98", { rx: 4 }) + rect(-35, 38, 30, 12, C.brown, { rx: 4 });
  bp += rect(45, 22, 40, 8, "#B9AA98", { rx: 4 }) + rect(45, 38, 34, 12, C.rose, { rx: 4 });
  bp += pathEl(PLANE_D, C.cream, { transform: at(172, -60, -90, 0.55) });
  bp += rect(135, -30, 74, 7, C.roseL, { rx: 3.5 }) + rect(135, -16, 50, 7, C.roseL, { rx: 3.5, opacity: 0.7 });
  let x = 134;
  while (x < 210) {
    const w = ctx.pick([2, 2, 3, 4, 5]);
    bp += rect(x, 18, w, 56, C.cream);
    x += w + ctx.pick([2, 3, 4]);
  }
  s += group({ transform: at(475, 352, -6), filter: ctx.shadow(12, 14, 0.25) }, bp);

  // passport
  let pp = "";
  pp += rect(-108, -148, 216, 296, ctx.lg([C.burgundyL, C.burgundy, C.burgundyD], 0, 0, 1, 1), { rx: 14 });
  pp += rect(-108, -148, 14, 296, "#000000", { opacity: 0.12, rx: 6 });
  pp += rect(-54, -112, 108, 9, C.gold, { rx: 4.5 });
  pp += circle(0, -22, 48, "none", { stroke: C.gold, "stroke-width": 3.5 });
  pp += ellipse(0, -22, 20, 48, "none", { stroke: C.gold, "stroke-width": 2.5 });
  pp += line(-48, -22, 48, -22, C.gold, 2.5) + line(0, -70, 0, 26, C.gold, 2.5);
  pp += strokePath("M-42 -46Q0 -36 42 -46M-42 2Q0 12 42 2", C.gold, 2.5);
  pp += rect(-44, 52, 88, 8, C.gold, { rx: 4 }) + rect(-60, 70, 120, 8, C.gold, { rx: 4, opacity: 0.7 });
  pp += rect(-15, 100, 30, 20, "none", { rx: 4, stroke: C.gold, "stroke-width": 2.5 });
  pp += line(-15, 110, 15, 110, C.gold, 2);
  s += group({ transform: at(222, 262, -13), filter: ctx.shadow(14, 14, 0.3) }, pp);

  // sunglasses
  const lens = (cx: number) =>
    ellipse(cx, 0, 44, 36, ctx.lg(["#5B4A40", "#2B211C"], 0, 0, 1, 1), { stroke: C.brown, "stroke-width": 6 }) +
    pathEl(`M${cx - 28} -14Q${cx - 18} -28 ${cx} -28`, "none", { stroke: "#FFFFFF", "stroke-width": 5, "stroke-linecap": "round", opacity: 0.35 });
  s += group(
    { transform: at(612, 468, 8), filter: ctx.shadow(8, 8, 0.3) },
    strokePath("M-92 -20L34 -44M92 -20L-34 -44", C.brown, 5),
    lens(-50),
    lens(50),
    strokePath("M-8 -8Q0 -18 8 -8", C.brown, 6),
  );
  // stamp
  s += group(
    { transform: at(150, 478, 14), opacity: 0.6 },
    circle(0, 0, 36, "none", { stroke: C.rose, "stroke-width": 3 }),
    circle(0, 0, 28, "none", { stroke: C.rose, "stroke-width": 1.5, "stroke-dasharray": "3 4" }),
    sparkle(0, 0, 12, C.rose),
  );
  return s;
}

function travel3(ctx: Ctx): string {
  let s = rect(0, 0, W, H, ctx.lg(["#EDD3C8", "#F3E2D2", "#F7EDE0"]));
  s += circle(520, 235, 150, ctx.rg([["#F6DDB0", 0, 0.7], ["#F6DDB0", 1, 0]]));
  s += circle(520, 235, 62, ctx.lg(["#F4DCA8", C.gold]));
  // clouds
  const cloud = (x: number, y: number, k: number) =>
    pathEl(
      `M${n(x - 60 * k)} ${n(y)}Q${n(x - 58 * k)} ${n(y - 26 * k)} ${n(x - 28 * k)} ${n(y - 24 * k)}Q${n(x - 14 * k)} ${n(y - 52 * k)} ${n(x + 18 * k)} ${n(y - 40 * k)}Q${n(x + 40 * k)} ${n(y - 50 * k)} ${n(x + 50 * k)} ${n(y - 22 * k)}Q${n(x + 72 * k)} ${n(y - 20 * k)} ${n(x + 70 * k)} ${n(y)}Z`,
      "#FFFBF5",
      { opacity: 0.85 },
    );
  s += cloud(210, 170, 1) + cloud(640, 130, 0.7) + cloud(420, 120, 0.5);
  // birds
  for (const [x, y, k] of [
    [300, 150, 1],
    [330, 135, 0.7],
    [355, 160, 0.8],
  ]) {
    s += strokePath(`M${x} ${y}q${6 * k} ${-7 * k} ${12 * k} 0q${6 * k} ${-7 * k} ${12 * k} 0`, C.brown, 2);
  }
  // far mountains
  s += pathEl("M0 360L90 290L150 320L250 220L330 300L420 250L520 320L610 240L700 300L800 260V420H0Z", "#DDB9B7");
  // mid mountains with snow
  s += pathEl("M-20 400L120 270L210 340L320 230L440 370L540 280L640 350L720 300L820 380V440H-20Z", ctx.lg(["#B37A87", "#8E5068"]));
  s += pathEl("M120 270L150 298L136 302L122 292L106 300L100 288Z", C.cream, { opacity: 0.92 });
  s += pathEl("M320 230L356 272L340 268L326 282L306 266L292 262Z", C.cream, { opacity: 0.92 });
  s += pathEl("M540 280L572 308L556 306L544 316L528 302L518 300Z", C.cream, { opacity: 0.92 });
  s += pathEl("M320 230L440 370H380Z", "#000000", { opacity: 0.08 });
  s += pathEl("M120 270L210 340H170Z", "#000000", { opacity: 0.08 });
  s += pathEl("M540 280L640 350H600Z", "#000000", { opacity: 0.08 });
  // hills
  s += pathEl("M-10 420Q150 360 330 400T820 380V600H-10Z", ctx.lg(["#A9BA96", "#8FA383"]));
  s += pathEl("M-10 470Q200 420 420 470T820 450V600H-10Z", ctx.lg(["#8AA07D", "#6F8765"]));
  s += rect(0, 420, W, 180, ctx.dots("#FFFFFF", 18, 1.3, 0.18));
  // road
  const road: number[][] = [
    [402, 392, 4],
    [430, 410, 12],
    [380, 440, 30],
    [330, 480, 60],
    [420, 540, 110],
    [470, 620, 170],
  ];
  s += pathEl(ribbon(road), ctx.lg(["#7A6454", "#4D3B2D"]));
  s += pathEl(smoothD(road.map(([x, y]) => [x, y]), 12), "none", { stroke: "#F3E2C7", "stroke-width": 3, "stroke-dasharray": "10 12", "stroke-linecap": "round" });
  // trees
  const tree = (x: number, y: number, h: number, c: string) =>
    rect(x - 2, y - 8, 4, 10, C.brown) + pathEl(`M${x} ${y - h}L${n(x + h * 0.3)} ${y - 6}H${n(x - h * 0.3)}Z`, c);
  s += tree(160, 430, 60, C.sageXD) + tree(190, 440, 46, C.sageD) + tree(130, 448, 40, C.sageD);
  s += tree(600, 420, 56, C.sageXD) + tree(630, 432, 44, C.sageD) + tree(660, 418, 64, C.sageXD);
  s += tree(540, 500, 70, C.sageXD) + tree(250, 520, 66, C.sageXD) + tree(220, 530, 48, C.sageD);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------
function box(ctx: Ctx, x: number, y: number, w: number, h: number, d: number, label = true): string {
  const dy = d * 0.55;
  let s = "";
  s += pathEl(polyD([[x, y], [x + d, y - dy], [x + w + d, y - dy], [x + w, y]]), "#DDBA8B");
  s += pathEl(polyD([[x + w, y], [x + w + d, y - dy], [x + w + d, y + h - dy], [x + w, y + h]]), "#A67E55");
  s += rect(x, y, w, h, ctx.lg([C.kraft, "#BB9163"]));
  // tape
  s += pathEl(polyD([[x + w / 2 - 14, y], [x + w / 2 - 14 + d, y - dy], [x + w / 2 + 14 + d, y - dy], [x + w / 2 + 14, y]]), "#EAD5B0", { opacity: 0.9 });
  s += rect(x + w / 2 - 14, y, 28, h * 0.32, "#E4CCA2", { opacity: 0.9 });
  if (label) {
    s += rect(x + 18, y + h * 0.48, w * 0.36, h * 0.3, C.paper, { rx: 3 });
    s += rect(x + 26, y + h * 0.48 + 10, w * 0.22, 5, C.burgundy, { rx: 2.5 });
    s += rect(x + 26, y + h * 0.48 + 22, w * 0.16, 4, "#B9AA98", { rx: 2 });
    // this-side-up arrows
    const ax = x + w - 44;
    const ay = y + h * 0.62;
    s += strokePath(`M${ax} ${ay + 12}V${ay - 8}M${ax - 7} ${ay - 1}L${ax} ${ay - 8}L${ax + 7} ${ay - 1}`, C.brown, 2.5, { opacity: 0.7 });
    s += strokePath(`M${ax + 20} ${ay + 12}V${ay - 8}M${ax + 13} ${ay - 1}L${ax + 20} ${ay - 8}L${ax + 27} ${ay - 1}`, C.brown, 2.5, { opacity: 0.7 });
  }
  return s;
}

function home1(ctx: Ctx): string {
  let s = backdrop(ctx, "#E3E8DB", "#C8D3BC", [400, 280, 250], "#93A487");
  // window frame on wall
  s += group(
    { opacity: 0.9 },
    rect(560, 96, 150, 190, "#F3EFE6", { rx: 75 }),
    rect(572, 108, 126, 172, ctx.lg(["#DDE6E6", "#F0EDE2"]), { rx: 63 }),
    rect(633, 108, 4, 172, "#F3EFE6"),
    rect(572, 200, 126, 4, "#F3EFE6"),
  );
  s += floorBand(ctx, 462, "#D9C6A9", "#C8B08E");
  // rug
  s += ellipse(400, 520, 300, 38, ctx.lg([C.roseL, C.rose]), { opacity: 0.55 });
  s += ellipse(400, 520, 270, 30, "none", { stroke: C.cream, "stroke-width": 2, "stroke-dasharray": "4 6", opacity: 0.8 });
  s += groundShadow(ctx, 380, 486, 230, 20, 0.45);

  // small plant left
  s += pottedPlant(ctx, 165, 488, 0.9, C.burgundy, [C.sageD, C.sage, C.sageXD]);

  // stacked boxes
  s += group({ filter: ctx.shadow(6, 8, 0.2) }, box(ctx, 228, 340, 200, 140, 40));
  s += group({ filter: ctx.shadow(6, 8, 0.2) }, box(ctx, 252, 228, 158, 112, 32));
  // open box right with lamp and plant poking out
  const x = 452;
  const y = 362;
  const w = 158;
  const h = 118;
  const d = 34;
  const dy = d * 0.55;
  let ob = "";
  ob += pathEl(polyD([[x + d, y - dy], [x + w + d, y - dy], [x + w + d - 6, y - dy - 50], [x + d + 8, y - dy - 46]]), "#D6B384");
  ob += pathEl(polyD([[x, y], [x + d, y - dy], [x + w + d, y - dy], [x + w, y]]), "#6E5138");
  // lamp
  ob += rect(x + 58, y - 90, 6, 90, C.brown);
  ob += pathEl(`M${x + 26} ${y - 88}L${x + 40} ${y - 150}H${x + 84}L${x + 98} ${y - 88}Z`, ctx.lg([C.goldXL, C.goldL], 0, 0, 1, 0));
  ob += rect(x + 26, y - 92, 72, 6, C.gold, { rx: 3 });
  // leaves
  ob += leaf(x + 128, y - 6, 84, 30, 14, C.sageD, C.sageL);
  ob += leaf(x + 128, y - 6, 70, 26, 40, C.sage, C.sageL);
  ob += leaf(x + 128, y - 6, 64, 24, -12, C.sageXD, C.sageL);
  ob += leaf(x + 124, y - 4, 50, 22, -40, C.sage, C.sageL);
  // front faces
  ob += pathEl(polyD([[x + w, y], [x + w + d, y - dy], [x + w + d, y + h - dy], [x + w, y + h]]), "#A67E55");
  ob += rect(x, y, w, h, ctx.lg([C.kraft, "#BB9163"]));
  ob += pathEl(polyD([[x, y], [x + 30, y - 8], [x - 8, y - 52], [x - 34, y - 34]]), "#D8B486");
  ob += rect(x + 24, y + 56, 60, 36, C.paper, { rx: 3 });
  ob += rect(x + 32, y + 66, 34, 5, C.burgundy, { rx: 2.5 });
  ob += rect(x + 32, y + 78, 24, 4, "#B9AA98", { rx: 2 });
  s += group({ filter: ctx.shadow(6, 8, 0.2) }, ob);
  // rolled tape
  s += group(
    { transform: at(250, 214, 0) },
    ellipse(0, 0, 22, 10, "#E9D3A8"),
    ellipse(0, 0, 12, 5, "#B89062"),
    rect(-22, 0, 44, 10, "#DDC293"),
    ellipse(0, 10, 22, 10, "#D1B483"),
  );
  return s;
}

function home2(ctx: Ctx): string {
  let s = backdrop(ctx, "#F1E5D8", "#E3CDB9", [400, 300, 260], "#C3A184");
  s += rect(0, 0, W, H, ctx.hatch("#C3A184", 22, 1, 0.12, 0));
  // upper shelf
  const books = [
    [C.burgundy, 22, 104],
    [C.gold, 26, 92],
    [C.sageD, 18, 110],
    [C.rose, 24, 98],
    [C.brown, 20, 86],
    ["#E8DCCB", 26, 100],
  ];
  let bx = 172;
  let bs = "";
  for (const [c, w, h] of books as [string, number, number][]) {
    bs += rect(bx, 262 - h, w, h, ctx.lg([tint(c, 0.1), c, shade(c, 0.15)], 0, 0, 1, 0), { rx: 2 });
    bs += rect(bx + 3, 262 - h + 12, w - 6, 3, C.goldL, { opacity: 0.7 });
    bs += rect(bx + 3, 262 - 18, w - 6, 3, C.goldL, { opacity: 0.7 });
    bx += w + 2;
  }
  bs += rect(bx + 12, 168, 24, 96, ctx.lg([C.sage, C.sageD], 0, 0, 1, 0), { rx: 2, transform: `rotate(14 ${bx + 12} 264)` });
  s += group({ filter: ctx.shadow(3, 3, 0.22) }, bs);
  // framed art
  s += group(
    { filter: ctx.shadow(6, 8, 0.25) },
    rect(372, 138, 112, 126, "#7A5A43", { rx: 3 }),
    rect(380, 146, 96, 110, "#F6EFE4"),
    pathEl("M394 244V200A34 34 0 0 1 462 200V244Z", C.roseL),
    pathEl("M410 244V214A18 18 0 0 1 446 214V244Z", C.burgundy, { opacity: 0.85 }),
    circle(452, 170, 10, C.gold),
  );
  // vase with dried stems
  let vs = "";
  for (const [a, len] of [
    [-24, 120],
    [-8, 140],
    [10, 130],
    [26, 110],
  ] as [number, number][]) {
    vs += group(
      { transform: at(540, 214, a) },
      line(0, 0, 0, -len, C.goldD, 2),
      ellipse(0, -len + 16, 9, 26, C.goldXL, { opacity: 0.95 }),
      ellipse(0, -len + 16, 5, 22, C.goldL, { opacity: 0.8 }),
    );
  }
  vs += pathEl("M524 262Q506 240 516 222Q524 210 528 196H552Q556 210 564 222Q574 240 556 262Z", ctx.lg([C.cream, "#E3D6C4"], 0, 0, 1, 0));
  vs += rect(526, 192, 28, 6, "#EDE3D4", { rx: 3 });
  s += group({ filter: ctx.shadow(4, 5, 0.2) }, vs);
  // candle
  s += group(
    {},
    rect(594, 224, 26, 38, ctx.lg([C.roseL, C.rose], 0, 0, 1, 0), { rx: 3 }),
    line(607, 224, 607, 216, C.ink, 1.5),
    circle(607, 208, 16, ctx.rg([["#F6D89A", 0, 0.55], ["#F6D89A", 1, 0]])),
    pathEl("M607 198Q614 208 607 216Q600 208 607 198Z", "#F2C46D"),
  );
  s += woodShelf(ctx, 150, 262, 500);

  // lower shelf (board first: the trailing vines drape over its front edge)
  s += woodShelf(ctx, 150, 432, 500);
  // trailing plant
  let vines = "";
  const vineCols = [C.sageD, C.sage, C.sageXD];
  const vinePaths: [Pt, Pt, Pt][] = [
    [
      [238, 370],
      [282, 420],
      [262, 530],
    ],
    [
      [244, 372],
      [306, 396],
      [300, 486],
    ],
    [
      [182, 372],
      [144, 420],
      [160, 512],
    ],
  ];
  vinePaths.forEach(([p0, p1, p2], i) => {
    vines += strokePath(`M${p0[0]} ${p0[1]}Q${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]}`, C.sageXD, 2);
    for (let k = 1; k <= 6; k++) {
      const [lx, ly] = quad(p0, p1, p2, k / 6.2);
      vines += leaf(lx, ly, 20, 16, (k % 2 ? 50 : -50) + 180, vineCols[(k + i) % 3]);
    }
  });
  s += group(
    { filter: ctx.shadow(4, 5, 0.2) },
    leaf(212, 372, 44, 26, -30, C.sage),
    leaf(212, 372, 40, 24, 20, C.sageD),
    pathEl("M176 372H246L240 432H182Z", ctx.lg([C.terra, "#9E5740"], 0, 0, 1, 0)),
    rect(172, 366, 78, 12, "#C57B5F", { rx: 3 }),
  );
  s += vines;
  // stacked books
  const stack = [
    [C.burgundy, 130, 20],
    [C.goldL, 118, 16],
    [C.sageD, 124, 18],
  ];
  let sy = 432;
  let st = "";
  for (const [c, w, h] of stack as [string, number, number][]) {
    sy -= h;
    st += rect(316 + (130 - w) / 2, sy, w, h, ctx.lg([tint(c, 0.12), c]), { rx: 2 });
    st += rect(316 + (130 - w) / 2 + 6, sy + h / 2 - 1.5, w - 12, 3, C.cream, { opacity: 0.45 });
  }
  st += circle(381, sy - 26, 26, ctx.rg([C.roseL, C.rose], 0.35, 0.35, 0.7));
  st += strokePath(`M355 ${sy - 26}Q381 ${sy - 12} 407 ${sy - 26}`, C.cream, 1.5, { opacity: 0.6 });
  st += rect(371, sy - 2, 20, 4, C.goldD, { rx: 2 });
  s += group({ filter: ctx.shadow(3, 4, 0.22) }, st);
  // jug
  s += group(
    { filter: ctx.shadow(4, 5, 0.22) },
    strokePath("M546 350Q576 352 572 382Q568 400 548 402", C.sageD, 8),
    pathEl("M488 432Q472 404 486 372Q494 356 494 340H538Q538 356 546 372Q560 404 544 432Z", ctx.lg([C.sageL, C.sage], 0, 0, 1, 0)),
    pathEl("M494 340L488 330H540L538 340Z", C.sage),
    rect(486, 386, 60, 5, C.cream, { opacity: 0.5 }),
  );
  // small bowl
  s += pathEl("M580 412Q580 432 604 432Q628 432 628 412Z", C.gold, { filter: ctx.shadow(3, 3, 0.2) });
  return s;
}

function home3(ctx: Ctx): string {
  let s = rect(0, 0, W, H, ctx.lg(["#E4EADC", "#F2EEE3"]));
  s += circle(140, 120, 110, ctx.rg([["#F6E1B5", 0, 0.8], ["#F6E1B5", 1, 0]]));
  s += circle(140, 120, 40, "#F3D9A2");
  // fence
  let fence = rect(0, 262, W, 14, "#EFE7DA") + rect(0, 340, W, 14, "#EFE7DA");
  for (let x = 10; x < W; x += 46) {
    fence += pathEl(`M${x} 430V240L${x + 16} 222L${x + 32} 240V430Z`, "#F7F1E7");
    fence += rect(x + 26, 240, 6, 190, "#E6DCCD");
  }
  s += group({ opacity: 0.95 }, fence);
  // ground
  s += pathEl("M0 400Q200 380 400 396T800 392V600H0Z", ctx.lg(["#B9C7A3", "#98AE85"]));
  s += rect(0, 396, W, 204, ctx.dots("#FFFFFF", 16, 1.2, 0.16));
  s += groundShadow(ctx, 400, 514, 290, 22, 0.45);
  // bed back rim + soil
  s += pathEl("M196 380H604L630 408H170Z", "#6B4B33");
  s += pathEl("M200 386H600L618 404H182Z", ctx.lg(["#4F3626", "#3E2A1E"]));
  s += pathEl("M200 386H600L618 404H182Z", ctx.dots("#8A6A52", 7, 1.3, 0.6));

  // plants (bases at y ~398)
  // lettuces
  const lettuce = (x: number, k: number) => {
    let l = "";
    const cols = ["#7FA36A", "#9CBF7E", "#6E9159", "#B3CF94"];
    for (let i = 0; i < 9; i++) {
      const a = -80 + i * 20;
      l += leaf(x, 400, 46 * k * (1 - Math.abs(a) / 260), 40 * k, a, cols[i % cols.length], "#E4F0D4");
    }
    return l + ellipse(x, 388, 16 * k, 12 * k, "#C9DEAF");
  };
  s += lettuce(236, 1) + lettuce(308, 0.85);
  // carrots
  for (const cx of [376, 410]) {
    s += pathEl(`M${cx - 10} 396Q${cx} 420 ${cx + 10} 396Z`, "#D9823F");
    for (const a of [-28, -10, 8, 26]) {
      s += group({ transform: at(cx, 394, a) }, line(0, 0, 0, -70, "#5F7F4A", 2.5), ...[0, 1, 2, 3].map((k) => leafRound(0, -22 - k * 14, 12, 9, k % 2 ? 60 : -60, "#7FA36A")));
    }
  }
  // tomato plant on stake
  s += rect(498, 170, 6, 230, "#8A6446", { rx: 3 });
  s += strokePath("M501 398Q490 320 500 250Q506 210 500 180", C.sageXD, 4);
  s += strokePath("M500 330Q530 318 548 290M500 280Q470 268 458 240M500 230Q528 220 538 196", C.sageXD, 3);
  for (const [lx, ly, a] of [
    [548, 290, 40],
    [458, 240, -50],
    [538, 196, 30],
    [500, 360, -60],
    [500, 300, 60],
    [500, 180, -10],
  ] as [number, number, number][]) {
    s += leaf(lx, ly, 40, 26, a, C.sageD, C.sageL);
  }
  for (const [tx, ty, r, c] of [
    [530, 316, 14, C.tomato],
    [546, 336, 12, "#D4653F"],
    [476, 262, 13, C.tomato],
    [522, 222, 11, "#D98A4B"],
    [488, 300, 10, "#D4653F"],
  ] as [number, number, number, string][]) {
    s += circle(tx, ty, r, ctx.rg([tint(c, 0.25), c, shade(c, 0.15)], 0.35, 0.35, 0.7));
    s += pathEl(`M${tx - 5} ${ty - r + 1}L${tx} ${ty - r + 5}L${tx + 5} ${ty - r + 1}`, "none", { stroke: C.sageXD, "stroke-width": 2 });
  }
  // flowers
  for (const [fx, fy, c] of [
    [572, 300, C.rose],
    [592, 330, C.roseL],
    [560, 342, C.gold],
  ] as [number, number, string][]) {
    s += strokePath(`M${fx} ${fy}Q${fx + 4} ${(fy + 398) / 2} ${fx - 2} 398`, C.sageD, 2.5);
    for (let p = 0; p < 6; p++) s += ellipse(fx, fy - 9, 6, 10, c, { transform: `rotate(${p * 60} ${fx} ${fy})` });
    s += circle(fx, fy, 5, C.goldD);
  }
  // bed front
  s += group(
    { filter: ctx.shadow(6, 8, 0.25) },
    rect(170, 404, 460, 108, ctx.lg(["#A37A57", "#7E5A3F"]), { rx: 4 }),
  );
  for (const y of [440, 476]) s += rect(170, y, 460, 3, "#654631", { opacity: 0.6 });
  s += rect(170, 404, 460, 5, "#B98D68");
  for (const x of [170, 604]) s += rect(x, 396, 26, 120, ctx.lg(["#8F6A4C", "#6B4B33"], 0, 0, 1, 0), { rx: 3 });
  s += rect(170, 404, 460, 108, ctx.hatch("#5A3F2C", 9, 1, 0.12, 0));

  // watering can
  s += groundShadow(ctx, 690, 528, 70, 10, 0.4);
  s += group(
    { filter: ctx.shadow(4, 5, 0.2) },
    strokePath("M646 486L604 440", C.gold, 9),
    ellipse(600, 436, 10, 6, C.goldD, { transform: "rotate(-40 600 436)" }),
    strokePath("M668 458Q690 420 716 458", C.goldD, 7),
    pathEl("M650 462H734L726 528H658Z", ctx.lg([C.goldL, C.gold, C.goldD], 0, 0, 1, 0)),
    rect(650, 458, 84, 8, C.goldD, { rx: 4 }),
    rect(662, 484, 60, 6, C.cream, { opacity: 0.4, rx: 3 }),
  );
  return s;
}

// ---------------------------------------------------------------------------------------------
// Food
// ---------------------------------------------------------------------------------------------
function cutlery(ctx: Ctx, kind: "fork" | "knife" | "spoon", x: number, y: number, angle = 0): string {
  const metal = ctx.lg([C.goldD, C.goldL, C.gold], 0, 0, 1, 0);
  let s = rect(-7, 20, 14, 120, metal, { rx: 7 });
  if (kind === "fork") {
    s += pathEl("M-16 -70V-24Q-16 0 -5 8L-4 24H4L5 8Q16 0 16 -24V-70H12V-28H6V-70H2V-28H-2V-70H-6V-28H-12V-70Z", metal);
  } else if (kind === "knife") {
    s += pathEl("M-6 24V-64Q-6 -84 8 -90V24Z", metal);
  } else {
    s += ellipse(0, -44, 20, 32, metal);
    s += ellipse(-4, -50, 8, 16, "#FFFFFF", { opacity: 0.25 });
    s += rect(-4, -14, 8, 40, metal, { rx: 4 });
  }
  return group({ transform: at(x, y, angle), filter: ctx.shadow(4, 3, 0.28) }, s);
}

function food1(ctx: Ctx): string {
  let s = rect(0, 0, W, H, ctx.lg(["#F3E3D7", "#E6CBB8"], 0, 0, 1, 1));
  // gingham
  s += rect(0, 0, W, H, `url(#${ctx.prefix}-ging)`);
  ctx.defs.push(
    tag(
      "pattern",
      { id: `${ctx.prefix}-ging`, width: 48, height: 48, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 24, 48, C.rose, { opacity: 0.12 }),
      rect(0, 0, 48, 24, C.rose, { opacity: 0.12 }),
    ),
  );
  // placemat
  s += ellipse(400, 310, 250, 200, ctx.lg([C.goldXL, C.goldL]), { filter: ctx.shadow(8, 10, 0.2) });
  for (let r = 0; r < 5; r++) s += ellipse(400, 310, 232 - r * 18, 184 - r * 15, "none", { stroke: C.gold, "stroke-width": 1.5, opacity: 0.55 });
  // napkin
  s += group(
    { transform: at(212, 316, -4), filter: ctx.shadow(5, 6, 0.2) },
    rect(-46, -118, 92, 236, ctx.lg([C.burgundyL, C.burgundy], 0, 0, 1, 0), { rx: 4 }),
    rect(-46, -118, 92, 236, ctx.hatch("#FFFFFF", 8, 1, 0.1, 90)),
    rect(14, -118, 4, 236, "#000000", { opacity: 0.15 }),
  );
  s += cutlery(ctx, "fork", 206, 300);
  // plate
  s += circle(400, 310, 150, ctx.rg([C.paper, "#F1EBE2"], 0.45, 0.4, 0.6), { filter: ctx.shadow(10, 12, 0.25) });
  s += circle(400, 310, 112, "none", { stroke: "#E8DFD1", "stroke-width": 3 });
  s += circle(400, 310, 148, "none", { stroke: C.gold, "stroke-width": 2, opacity: 0.6 });
  s += circle(400, 310, 106, ctx.rg(["#FFFFFF", "#F6F1E9"]));
  // salad
  const greens = ["#7FA36A", "#9CBF7E", "#6E9159", "#B3CF94", "#5F7F4A"];
  s += circle(400, 310, 78, "#6E9159", { opacity: 0.9 });
  for (let i = 0; i < 46; i++) {
    const a = ctx.range(0, Math.PI * 2);
    const r = Math.sqrt(ctx.rnd()) * 66;
    s += leaf(400 + Math.cos(a) * r, 310 + Math.sin(a) * r, ctx.range(34, 52), ctx.range(26, 36), ctx.range(0, 360), ctx.pick(greens), "#E4F0D4");
  }
  for (const [x, y] of [
    [366, 278],
    [436, 292],
    [404, 352],
    [356, 334],
    [412, 306],
  ]) {
    s += circle(x, y, 13, ctx.rg(["#E0785A", C.tomato], 0.4, 0.4, 0.6));
    s += circle(x, y, 7, "#F0A58A", { opacity: 0.7 });
    s += circle(x - 3, y - 3, 2.5, "#FFFFFF", { opacity: 0.6 });
  }
  for (const [x, y] of [
    [420, 262],
    [446, 338],
    [382, 306],
    [340, 300],
  ]) {
    s += circle(x, y, 11, "#F5E6E6") + circle(x, y, 11, "none", { stroke: C.rose, "stroke-width": 3 });
  }
  for (let i = 0; i < 16; i++) s += circle(ctx.range(345, 455), ctx.range(258, 362), 2.2, "#F4E9C8");
  // knife and spoon
  s += cutlery(ctx, "knife", 590, 300);
  s += cutlery(ctx, "spoon", 628, 300);
  // glass
  s += group(
    { filter: ctx.shadow(6, 6, 0.18) },
    circle(620, 146, 44, "#FFFFFF", { opacity: 0.5, stroke: "#FFFFFF", "stroke-width": 3 }),
    circle(620, 146, 34, ctx.rg([["#E9C5B8", 0, 0.5], ["#FFFFFF", 1, 0.3]])),
    pathEl("M592 128A34 34 0 0 1 628 112", "none", { stroke: "#FFFFFF", "stroke-width": 5, "stroke-linecap": "round", opacity: 0.8 }),
    circle(628, 158, 8, "#F3E1A8", { opacity: 0.9 }),
  );
  // herb sprig
  s += group({ transform: at(210, 150, 60) }, sprig([0, 0], [30, -40], [10, -100], 6, 26, 16, [C.sageD, C.sage], C.sageXD, 2));
  return s;
}

function food2(ctx: Ctx): string {
  let s = backdrop(ctx, "#F5E3D3", "#E6C2A8", [400, 300, 260], "#C08F73");
  s += rect(0, 0, W, H, ctx.hatch("#C08F73", 30, 1.2, 0.12, 90));
  type Jar = { x: number; w: number; h: number; fill: number; content: string; tex: string; lid: string; base: number };
  const jar = (j: Jar) => {
    const top = j.base - j.h;
    const body = `M${j.x - j.w / 2 + 4} ${top + 18}H${j.x + j.w / 2 - 4}Q${j.x + j.w / 2} ${top + 18} ${j.x + j.w / 2} ${top + 34}V${j.base - 10}Q${j.x + j.w / 2} ${j.base} ${j.x + j.w / 2 - 10} ${j.base}H${j.x - j.w / 2 + 10}Q${j.x - j.w / 2} ${j.base} ${j.x - j.w / 2} ${j.base - 10}V${top + 34}Q${j.x - j.w / 2} ${top + 18} ${j.x - j.w / 2 + 4} ${top + 18}Z`;
    const cp = ctx.clip(pathEl(body, "#000"));
    const level = j.base - (j.h - 20) * j.fill;
    let g = "";
    g += pathEl(body, "#FFFFFF", { opacity: 0.35 });
    g += group(
      { "clip-path": cp },
      rect(j.x - j.w / 2, level, j.w, j.base - level, j.content),
      rect(j.x - j.w / 2, level, j.w, j.base - level, j.tex),
      rect(j.x - j.w / 2, level, j.w, 5, "#FFFFFF", { opacity: 0.2 }),
    );
    g += pathEl(body, "none", { stroke: "#FFFFFF", "stroke-width": 3, opacity: 0.75 });
    g += rect(j.x - j.w / 2 + 8, top + 40, 7, j.h - 64, "#FFFFFF", { rx: 3.5, opacity: 0.55 });
    g += rect(j.x - j.w / 2 + 6, top, j.w - 12, 20, ctx.lg([tint(j.lid, 0.15), j.lid, shade(j.lid, 0.15)], 0, 0, 1, 0), { rx: 4 });
    g += rect(j.x - j.w / 2 + 6, top + 6, j.w - 12, 2, "#000000", { opacity: 0.12 });
    const lw = Math.min(j.w - 24, 56);
    g += rect(j.x - lw / 2, j.base - j.h * 0.55, lw, 30, C.paper, { rx: 3 });
    g += rect(j.x - lw / 2 + 8, j.base - j.h * 0.55 + 8, lw - 20, 5, C.brown, { rx: 2.5 });
    g += rect(j.x - lw / 2 + 8, j.base - j.h * 0.55 + 18, lw - 30, 4, C.goldL, { rx: 2 });
    return group({ filter: ctx.shadow(4, 5, 0.2) }, g);
  };
  const pasta = ctx.hatch("#C9A25E", 6, 2.5, 0.5, 60);
  const lentil = ctx.dots("#8C3F2A", 7, 2.2, 0.7);
  const bean = ctx.dots("#2E2420", 10, 3.5, 0.55);
  const rice = ctx.dots("#D7CBB5", 5, 1.2, 0.9);
  const seed = ctx.dots("#6E5A3A", 6, 1.4, 0.7);
  s += woodShelf(ctx, 130, 292, 540);
  s += woodShelf(ctx, 130, 478, 540);
  const upper: Jar[] = [
    { x: 200, w: 86, h: 150, fill: 0.7, content: "#EFD9A6", tex: pasta, lid: C.gold, base: 292 },
    { x: 306, w: 96, h: 120, fill: 0.6, content: "#C76A4B", tex: lentil, lid: C.burgundy, base: 292 },
    { x: 414, w: 80, h: 170, fill: 0.78, content: "#F8F3E8", tex: rice, lid: "#8F6A4C", base: 292 },
    { x: 516, w: 90, h: 110, fill: 0.5, content: "#8B5A3C", tex: bean, lid: C.gold, base: 292 },
    { x: 612, w: 64, h: 140, fill: 0.65, content: "#D9C190", tex: seed, lid: C.sageD, base: 292 },
  ];
  const lower: Jar[] = [
    { x: 212, w: 104, h: 130, fill: 0.55, content: "#E8C36C", tex: ctx.dots("#C79B3A", 9, 3, 0.6), lid: C.sageD, base: 478 },
    { x: 330, w: 78, h: 150, fill: 0.72, content: "#7A4B36", tex: ctx.dots("#4D2E20", 8, 2.5, 0.5), lid: C.gold, base: 478 },
    { x: 440, w: 96, h: 116, fill: 0.6, content: "#E9DCC3", tex: ctx.dots("#FFFFFF", 8, 2.6, 0.7), lid: C.burgundy, base: 478 },
    { x: 556, w: 90, h: 140, fill: 0.5, content: "#A8B66F", tex: ctx.dots("#6C7C3C", 7, 2, 0.6), lid: "#8F6A4C", base: 478 },
  ];
  for (const j of upper) s += jar(j);
  for (const j of lower) s += jar(j);
  // wooden spoon leaning
  s += group(
    { transform: at(648, 478, 14), filter: ctx.shadow(3, 3, 0.2) },
    rect(-5, -120, 10, 110, "#B48D6B", { rx: 5 }),
    ellipse(0, -130, 16, 24, "#A27A58"),
  );
  return s;
}

function food3(ctx: Ctx): string {
  let s = rect(0, 0, W, H, ctx.lg(["#E9D2C0", "#D8B39B"], 0, 0, 1, 1));
  s += rect(0, 0, W, H, ctx.dots("#B88A6E", 16, 1.4, 0.3));
  s += rect(120, 92, 560, 416, "#000000", { rx: 30, opacity: 0 });
  // linen runner under containers
  s += rect(0, 150, W, 300, ctx.lg([C.cream, "#EFE6D9"]), { opacity: 0.8 });
  s += rect(0, 150, W, 300, ctx.hatch(C.gold, 5, 1, 0.12, 0));
  s += rect(0, 158, W, 3, C.rose, { opacity: 0.5 }) + rect(0, 439, W, 3, C.rose, { opacity: 0.5 });

  const rice = (x: number, y: number, w: number, h: number) =>
    rect(x, y, w, h, "#FBF6EA", { rx: 10 }) + rect(x, y, w, h, ctx.dots("#DCCDB0", 6, 1.5, 0.9), { rx: 10 });
  const broccoli = (x: number, y: number, w: number, h: number) => {
    let b = "";
    for (let i = 0; i < 9; i++) {
      const cx = x + 16 + ((i * 37) % (w - 32));
      const cy = y + 14 + ((i * 23) % (h - 28));
      b += rect(cx - 3, cy, 6, 12, "#B9CF96", { rx: 3 });
      b += circle(cx - 6, cy - 2, 8, "#6E9159") + circle(cx + 6, cy - 2, 8, "#5F7F4A") + circle(cx, cy - 8, 9, "#7FA36A");
    }
    return b;
  };
  const salmon = (x: number, y: number, w: number, h: number) =>
    group(
      {},
      rect(x + 10, y + 12, w - 20, h - 24, ctx.lg(["#EFA98A", "#DD8462"], 0, 0, 1, 1), { rx: 12 }),
      ...[0, 1, 2, 3].map((k) => strokePath(`M${x + 24 + k * ((w - 44) / 3)} ${y + 18}q-8 ${(h - 36) / 2} 0 ${h - 36}`, "#FBD8C6", 3)),
      rect(x + 10, y + 12, w - 20, 10, "#C86B4A", { rx: 5, opacity: 0.5 }),
    );
  const chickpeas = (x: number, y: number, w: number, h: number) => {
    let c = "";
    for (let i = 0; i < 16; i++) {
      const cx = x + 12 + ((i * 29) % (w - 24));
      const cy = y + 12 + ((i * 17) % (h - 24));
      c += circle(cx, cy, 8, ctx.rg(["#F1D9A6", "#D9B678"], 0.35, 0.35, 0.7));
    }
    return c;
  };
  const tomatoes = (x: number, y: number, w: number, h: number) => {
    let c = "";
    for (let i = 0; i < 5; i++) {
      const cx = x + 18 + ((i * 31) % (w - 36));
      const cy = y + 18 + ((i * 19) % (h - 36));
      c += circle(cx, cy, 12, ctx.rg(["#E0785A", C.tomato], 0.4, 0.4, 0.6)) + circle(cx - 4, cy - 4, 3, "#FFFFFF", { opacity: 0.55 });
    }
    return c;
  };
  const cubes = (x: number, y: number, w: number, h: number) => {
    let c = "";
    for (let i = 0; i < 10; i++) {
      const cx = x + 14 + ((i * 27) % (w - 28));
      const cy = y + 14 + ((i * 19) % (h - 28));
      c += rect(cx - 8, cy - 8, 16, 16, ctx.lg(["#F0A860", "#D9823F"]), { rx: 3, transform: `rotate(${(i * 23) % 40} ${cx} ${cy})` });
    }
    return c;
  };
  const greens = (x: number, y: number, w: number, h: number) => {
    let c = "";
    for (let i = 0; i < 12; i++) {
      c += leaf(x + 14 + ((i * 31) % (w - 28)), y + h - 10 - ((i * 13) % (h - 30)), 30, 22, (i * 57) % 360, ["#7FA36A", "#9CBF7E", "#6E9159"][i % 3]);
    }
    return c;
  };
  const quinoa = (x: number, y: number, w: number, h: number) =>
    rect(x, y, w, h, "#EAD9B5", { rx: 10 }) + rect(x, y, w, h, ctx.dots("#B8945D", 5, 1.5, 0.8), { rx: 10 });

  const riceBowl = (x: number, y: number, w: number, h: number) => {
    let c = rice(x, y, w, h);
    for (let i = 0; i < 22; i++) c += ellipse(x + 12 + ((i * 37) % (w - 24)), y + 12 + ((i * 53) % (h - 24)), 1.6, 3, C.ink, { opacity: 0.7 });
    c += leaf(x + w * 0.7, y + h * 0.3, 26, 18, 30, C.sageD) + leaf(x + w * 0.7, y + h * 0.3, 22, 16, -40, C.sage);
    c += leaf(x + w * 0.3, y + h * 0.75, 22, 16, 200, C.sage);
    return c;
  };
  const salad = (x: number, y: number, w: number, h: number) => {
    let c = rect(x, y, w, h, "#6E9159");
    for (let i = 0; i < 22; i++) {
      c += leaf(x + 8 + ((i * 41) % (w - 16)), y + 14 + ((i * 29) % (h - 20)), 34, 26, (i * 67) % 360, ["#7FA36A", "#9CBF7E", "#5F7F4A", "#B3CF94"][i % 4], "#E4F0D4");
    }
    for (const [fx, fy] of [[0.3, 0.3], [0.7, 0.62], [0.4, 0.8]]) {
      c += circle(x + w * fx, y + h * fy, 10, C.tomato) + circle(x + w * fx, y + h * fy, 5, "#F0A58A");
    }
    return c;
  };
  const noodles = (x: number, y: number, w: number, h: number) => {
    let c = rect(x, y, w, h, "#F1DDB0");
    for (let i = 0; i < 12; i++) {
      const yy = y + 8 + i * ((h - 10) / 11);
      c += strokePath(`M${n(x - 4)} ${n(yy)}q12 -8 24 0t24 0t24 0t24 0t24 0`, i % 2 ? "#E4C88E" : "#F7E8C6", 4);
    }
    c += circle(x + w * 0.5, y + h * 0.45, 16, "#FFF8EA") + circle(x + w * 0.5, y + h * 0.45, 8, "#F2B84B");
    for (let i = 0; i < 8; i++) c += circle(x + 14 + ((i * 31) % (w - 28)), y + 16 + ((i * 23) % (h - 30)), 3.5, "#7FA36A");
    return c;
  };
  const eggs = (x: number, y: number, w: number, h: number) => {
    let c = "";
    for (const [fx, fy] of [[0.3, 0.35], [0.7, 0.65]]) {
      c += ellipse(x + w * fx, y + h * fy, 22, 17, "#FFFBF2", { stroke: "#EDE2D0", "stroke-width": 1.5 });
      c += circle(x + w * fx + 2, y + h * fy, 9, ctx.rg(["#F6C35A", "#E8A23A"]));
    }
    return c;
  };
  const quinoaMix = (x: number, y: number, w: number, h: number) => {
    let c = quinoa(x, y, w, h);
    for (let i = 0; i < 9; i++) {
      const cx = x + 14 + ((i * 43) % (w - 28));
      const cy = y + 14 + ((i * 31) % (h - 28));
      c += i % 3 === 0 ? circle(cx, cy, 6, "#7FA36A") : rect(cx - 7, cy - 7, 14, 14, "#E39A4F", { rx: 3, transform: `rotate(${(i * 29) % 50} ${cx} ${cy})` });
    }
    c += leaf(x + w * 0.75, y + h * 0.8, 24, 16, -30, C.sageD);
    return c;
  };
  const cw = 238;
  const ch = 166;
  const fills: [typeof rice, typeof rice, typeof rice][] = [
    [riceBowl, broccoli, salmon],
    [salad, chickpeas, quinoa],
    [noodles, cubes, tomatoes],
    [quinoaMix, eggs, greens],
  ];
  fills.forEach((f, i) => {
    const x = 400 - cw - 12 + (i % 2) * (cw + 24);
    const y = 300 - ch - 12 + Math.floor(i / 2) * (ch + 24);
    let c = "";
    c += rect(x, y, cw, ch, C.paper, { rx: 22, stroke: "#E5DCCF", "stroke-width": 3 });
    const pad = 12;
    const leftW = cw * 0.56;
    const bx = x + pad;
    const by = y + pad;
    const boxes = [
      [bx, by, leftW - pad * 1.5, ch - pad * 2],
      [bx + leftW - pad * 0.5, by, cw - leftW - pad * 1.5, (ch - pad * 3) / 2],
      [bx + leftW - pad * 0.5, by + (ch - pad * 3) / 2 + pad, cw - leftW - pad * 1.5, (ch - pad * 3) / 2],
    ];
    boxes.forEach(([x0, y0, w0, h0], k) => {
      c += rect(x0, y0, w0, h0, "#F1EAE0", { rx: 12 });
      c += group({ "clip-path": ctx.clip(rect(x0, y0, w0, h0, "#000", { rx: 12 })) }, f[k](x0, y0, w0, h0));
      c += rect(x0, y0, w0, h0, "none", { rx: 12, stroke: "#E0D5C6", "stroke-width": 2 });
    });
    s += group({ filter: ctx.shadow(8, 10, 0.24) }, c);
  });
  // lemon and fork
  s += group(
    { transform: at(112, 470, -20), filter: ctx.shadow(4, 4, 0.2) },
    pathEl("M-40 0A40 40 0 0 0 40 0Z", "#E8C65A"),
    pathEl("M-32 0A32 32 0 0 0 32 0Z", "#F6E39A"),
    ...[-60, -30, 0, 30, 60].map((a) => line(0, 0, Math.sin((a * Math.PI) / 180) * 28, Math.cos((a * Math.PI) / 180) * 28, "#E8C65A", 2)),
  );
  s += cutlery(ctx, "fork", 704, 300, 8);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Wellness
// ---------------------------------------------------------------------------------------------
function shoe(ctx: Ctx, x: number, y: number, k: number, upper: string, accent: string, dim = 0): string {
  // side view, toe to the right, origin at the heel on the ground
  const up = "M8 -34Q-4 -66 6 -100Q12 -120 30 -120Q60 -116 84 -100L94 -112Q108 -120 118 -106L128 -88Q172 -74 230 -66Q292 -60 302 -34Z";
  let s = "";
  s += pathEl(up, ctx.lg([tint(upper, 0.18), upper, shade(upper, 0.08)], 0, 0, 0, 1));
  s += pathEl("M8 -34Q-2 -62 3 -86Q30 -86 46 -34Z", shade(upper, 0.14));
  s += pathEl("M224 -66Q292 -60 302 -34H236Q226 -50 224 -66Z", tint(upper, 0.28));
  s += pathEl("M44 -42Q104 -48 150 -86L162 -80Q116 -40 64 -34H44Z", accent);
  s += pathEl("M26 -118Q58 -114 86 -100L84 -93Q56 -106 26 -110Z", C.ink, { opacity: 0.85 });
  s += strokePath("M106 -104Q146 -80 204 -68", shade(upper, 0.12), 14);
  for (let i = 0; i < 5; i++) {
    const t = i / 4;
    const lx = 108 + t * 92;
    const ly = -102 + t * 32;
    s += line(lx - 6, ly - 7, lx + 7, ly + 6, C.cream, 3.5);
  }
  s += pathEl("M0 -34H302Q314 -32 312 -16Q308 0 290 0H16Q0 0 0 -16Z", C.paper);
  s += pathEl("M0 -34H302Q310 -33 312 -27H0Z", "#E8DFD2");
  s += rect(0, -10, 312, 4, "#E3D9CC");
  s += pathEl("M0 -6Q0 0 16 0H290Q304 0 310 -6Z", C.goldL, { opacity: 0.7 });
  if (dim) s += pathEl(up + "M0 -34H302Q314 -32 312 -16Q308 0 290 0H16Q0 0 0 -16Z", "#000000", { opacity: dim });
  return group({ transform: at(x, y, 0, k) }, s);
}

function wellness1(ctx: Ctx): string {
  let s = backdrop(ctx, "#E2EBE3", "#C5D7CA", [400, 270, 250], "#8FAA98");
  s += floorBand(ctx, 440, "#ECE2D3", "#DCCDB7");
  // folded towel stack
  s += groundShadow(ctx, 150, 476, 80, 12, 0.3);
  s += group(
    { filter: ctx.shadow(4, 5, 0.18) },
    rect(86, 430, 128, 44, ctx.lg([C.roseXL, C.roseL]), { rx: 8 }),
    pathEl("M86 438Q86 430 94 430H104V474H94Q86 474 86 466Z", shade(C.roseL, 0.08)),
    rect(104, 458, 110, 5, C.rose, { opacity: 0.5 }),
    rect(94, 392, 112, 40, ctx.lg([C.cream, "#E9DFD1"]), { rx: 8 }),
    pathEl("M198 392H198Q206 392 206 400V424Q206 432 198 432H190V392Z", "#DDD2C2"),
    rect(94, 418, 96, 5, C.sage, { opacity: 0.6 }),
  );
  // shoes
  s += groundShadow(ctx, 410, 484, 200, 18, 0.42);
  s += group({ filter: ctx.shadow(6, 6, 0.22) }, shoe(ctx, 272, 452, 0.96, C.rose, C.goldL, 0.14));
  s += group({ filter: ctx.shadow(6, 6, 0.22) }, shoe(ctx, 226, 484, 1, C.rose, C.goldL));
  // water bottle
  s += groundShadow(ctx, 646, 476, 60, 10, 0.4);
  s += group(
    { filter: ctx.shadow(8, 8, 0.22), transform: "translate(40 0)" },
    strokePath("M590 178Q606 150 622 178", C.ink, 6),
    rect(578, 176, 56, 40, ctx.lg(["#3B2E27", C.ink, "#3B2E27"], 0, 0, 1, 0), { rx: 8 }),
    rect(572, 212, 68, 262, ctx.lg([C.sageD, C.sage, C.sageD], 0, 0, 1, 0), { rx: 30 }),
    rect(572, 300, 68, 26, C.goldL),
    rect(572, 304, 68, 2, C.gold),
    rect(572, 320, 68, 2, C.gold),
    rect(584, 230, 9, 200, "#FFFFFF", { rx: 4.5, opacity: 0.25 }),
  );
  s += group({ transform: at(700, 470, 14) }, sprig([0, 0], [-20, -70], [10, -150], 6, 34, 20, [C.sageD, C.sage], C.sageXD, 2.5));
  return s;
}

function wellness2(ctx: Ctx): string {
  let s = rect(0, 0, W, H, ctx.lg(["#F6E5CE", "#EECDB0"]));
  // sun
  for (let i = 0; i < 4; i++) s += circle(400, 250, 190 - i * 34, "#FFFFFF", { opacity: 0.12 + i * 0.04 });
  s += circle(400, 250, 92, ctx.lg(["#F6D9A0", C.gold]));
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    s += line(400 + Math.cos(a) * 112, 250 + Math.sin(a) * 112, 400 + Math.cos(a) * 134, 250 + Math.sin(a) * 134, C.gold, 4, { opacity: 0.7 });
  }
  // hills / floor
  s += pathEl("M0 360Q200 330 400 352T800 346V600H0Z", "#E7D3BE");
  s += pathEl("M0 380H800V600H0Z", ctx.lg(["#EADCCB", "#DCC8B1"]));
  s += rect(0, 380, W, 220, ctx.hatch("#C5A98A", 26, 1, 0.25, 90));
  // mat in perspective
  s += pathEl("M300 392H500L604 560H196Z", "#000000", { opacity: 0.08, filter: ctx.blur(6), transform: "translate(6 8)" });
  s += pathEl("M300 392H500L604 560H196Z", ctx.lg([C.sage, C.sageD]));
  s += pathEl("M316 392H484L582 560H218Z", "none", { stroke: C.sageL, "stroke-width": 2, opacity: 0.6 });
  s += pathEl("M300 392H500L508 405H292Z", "#000000", { opacity: 0.12 });
  // rolled end
  s += group(
    { filter: ctx.shadow(5, 5, 0.22) },
    rect(290, 360, 220, 40, ctx.lg([C.sageL, C.sage, C.sageD]), { rx: 20 }),
    circle(290, 380, 20, C.sageD),
    pathEl("M290 380m-6 0a6 6 0 1 1 6 6a11 11 0 1 1 -11 -11a15 15 0 1 1 15 15", "none", { stroke: C.sageL, "stroke-width": 2 }),
  );
  // yoga blocks
  s += groundShadow(ctx, 665, 520, 70, 12, 0.35);
  s += group(
    { filter: ctx.shadow(4, 5, 0.2) },
    pathEl("M610 470L640 450H720L690 470Z", C.roseL),
    pathEl("M690 470L720 450V500L690 520Z", shade(C.rose, 0.1)),
    rect(610, 470, 80, 50, C.rose),
    pathEl("M622 428L646 412H708L684 428Z", "#E9CBCF"),
    pathEl("M684 428L708 412V442L684 458Z", C.rose),
    rect(622, 428, 62, 30, C.roseL),
  );
  // plant left
  s += pottedPlant(ctx, 140, 520, 1.15, C.cream, [C.sageD, C.sage, C.sageXD]);
  return s;
}

function wellness3(ctx: Ctx): string {
  let s = backdrop(ctx, "#EDF0E6", "#D3DDC8", [400, 300, 270], "#96AA8B");
  s += circle(400, 300, 190, "none", { stroke: "#FFFFFF", "stroke-width": 2, opacity: 0.8 });
  s += circle(400, 300, 214, "none", { stroke: "#FFFFFF", "stroke-width": 1, opacity: 0.6, "stroke-dasharray": "2 8" });
  // branches
  const cols = [C.sageD, C.sage, "#7E9470", C.sageXD];
  s += sprig([300, 470], [170, 400], [200, 190], 8, 48, 24, cols, C.sageXD, 3);
  s += sprig([500, 470], [630, 400], [600, 190], 8, 48, 24, cols, C.sageXD, 3);
  s += sprig([330, 480], [400, 520], [470, 480], 3, 28, 16, [C.sage, C.sageD], C.sageXD, 2.5);
  // heart
  const hd = heartD(400, 296, 112);
  s += pathEl(hd, ctx.lg([C.roseL, C.rose, C.burgundyL], 0, 0, 1, 1), { filter: ctx.shadow(12, 14, 0.28, 0, C.burgundy) });
  s += pathEl("M330 210Q350 194 372 204", "none", { stroke: "#FFFFFF", "stroke-width": 8, "stroke-linecap": "round", opacity: 0.35 });
  // ECG line
  const ecg = "M60 300H300L320 300L334 268L352 346L372 214L396 372L414 282L428 300H480L492 286L504 300H740";
  s += strokePath(ecg, C.burgundy, 5);
  s += group({ "clip-path": ctx.clip(pathEl(hd, "#000")) }, strokePath(ecg, C.cream, 6));
  s += circle(740, 300, 7, C.burgundy) + circle(60, 300, 5, C.burgundy);
  // sparkles
  s += sparkle(600, 150, 12, C.gold) + sparkle(220, 430, 9, C.gold) + sparkle(628, 430, 7, C.rose);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------
function coinStackItem(ctx: Ctx, x: number, y: number, rx = 26, ry = 9): string {
  return (
    pathEl(`M${x - rx} ${y}V${y + 8}A${rx} ${ry} 0 0 0 ${x + rx} ${y + 8}V${y}Z`, ctx.lg([C.goldD, "#B38C5C", C.goldD], 0, 0, 1, 0)) +
    ellipse(x, y, rx, ry, ctx.lg([C.goldXL, C.gold], 0, 0, 1, 1)) +
    ellipse(x, y, rx * 0.68, ry * 0.68, "none", { stroke: C.goldD, "stroke-width": 1.5, opacity: 0.5 })
  );
}

function faceCoin(ctx: Ctx, x: number, y: number, r: number, rot = 0): string {
  return group(
    { transform: at(x, y, rot) },
    ellipse(3, 0, r * 0.9, r, C.goldD),
    ellipse(0, 0, r * 0.9, r, ctx.lg([C.goldXL, C.gold], 0, 0, 1, 1)),
    ellipse(0, 0, r * 0.62, r * 0.7, "none", { stroke: C.goldD, "stroke-width": 2, opacity: 0.6 }),
    sparkle(0, 0, r * 0.35, C.goldD, { opacity: 0.6 }),
  );
}

function money1(ctx: Ctx): string {
  let s = backdrop(ctx, "#F4EAD3", "#E4CFA3", [400, 280, 250], "#B89A62");
  s += floorBand(ctx, 470, "#DCC39A", "#C9AB7C");
  s += groundShadow(ctx, 420, 494, 250, 18, 0.45);
  const body = "M236 250Q236 226 256 222H384Q404 226 404 250V462Q404 484 382 484H258Q236 484 236 462Z";
  const cp = ctx.clip(pathEl(body, "#000"));
  let inside = "";
  // sprout stem behind glass
  inside += strokePath("M322 390Q310 300 330 230Q342 190 336 150", C.sageXD, 6);
  let coins = "";
  const rows = 8;
  for (let r = 0; r < rows; r++) {
    const y = 470 - r * 11;
    for (let c = 0; c < 4; c++) {
      const x = 262 + c * 38 + (r % 2) * 18 + ctx.range(-6, 6);
      coins += coinStackItem(ctx, x, y, 22, 8);
    }
  }
  for (let i = 0; i < 5; i++) coins += faceCoin(ctx, 260 + i * 28 + ctx.range(-4, 4), 388 + ctx.range(-10, 6), 16, ctx.range(-40, 40));
  inside += coins;
  s += pathEl(body, "#FFFFFF", { opacity: 0.28, filter: ctx.shadow(8, 10, 0.2) });
  s += group({ "clip-path": cp }, inside);
  // glass
  s += pathEl(body, ctx.lg([["#FFFFFF", 0, 0.35], ["#FFFFFF", 0.3, 0.08], ["#FFFFFF", 1, 0.2]], 0, 0, 1, 0));
  s += pathEl(body, "none", { stroke: "#FFFFFF", "stroke-width": 4, opacity: 0.8 });
  s += rect(252, 250, 12, 200, "#FFFFFF", { rx: 6, opacity: 0.5 });
  s += rect(248, 204, 144, 22, ctx.lg(["#F4EEE2", "#DCCFBC"]), { rx: 8, stroke: "#FFFFFF", "stroke-width": 2 });
  // sprout above jar
  s += strokePath("M336 206Q332 160 336 130", C.sageXD, 6);
  s += leaf(336, 140, 80, 48, -55, C.sage, C.sageL);
  s += leaf(336, 128, 90, 52, 48, C.sageD, C.sageL);
  s += leaf(336, 132, 56, 34, -4, "#A9BC97", C.sageL);
  // coin stacks growing
  const stacks = [
    [480, 3],
    [540, 6],
    [600, 10],
  ];
  for (const [x, count] of stacks) {
    let st = "";
    for (let i = 0; i < count; i++) st += coinStackItem(ctx, x + (i % 2 ? 1.5 : -1.5), 474 - i * 12, 26, 9);
    s += group({ filter: ctx.shadow(4, 4, 0.18) }, st);
  }
  s += strokePath("M470 390Q540 370 610 310", C.burgundy, 3.5, { "stroke-dasharray": "2 10" });
  s += pathEl("M610 310L596 312L606 324Z", C.burgundy, { transform: "rotate(-10 610 310)" });
  s += sparkle(650, 260, 14, C.gold) + sparkle(210, 180, 10, C.goldD, { opacity: 0.7 });
  return s;
}

function money2(ctx: Ctx): string {
  let s = rect(0, 0, W, H, ctx.lg(["#E6E6D8", "#CED1BB"], 0, 0, 1, 1));
  s += rect(0, 0, W, H, ctx.dots("#8F9676", 18, 1.4, 0.35));
  s += circle(420, 300, 280, ctx.rg([["#FFFFFF", 0, 0.45], ["#FFFFFF", 1, 0]]));
  // chart paper
  let ch = rect(-160, -125, 320, 250, C.paper, { rx: 6 });
  for (let i = 0; i < 6; i++) ch += line(-126, -90 + i * 36, 138, -90 + i * 36, "#ECE4D8", 1.5);
  ch += line(-126, 96, 140, 96, C.brownL, 2.5) + line(-126, -100, -126, 96, C.brownL, 2.5);
  const bars = [50, 80, 70, 120, 150];
  bars.forEach((h, i) => {
    ch += rect(-104 + i * 50, 96 - h, 30, h, i === 4 ? ctx.lg([C.burgundyL, C.burgundy]) : ctx.lg([C.goldL, C.gold]), { rx: 4 });
  });
  const lp = [
    [-89, 20],
    [-39, -4],
    [11, 8],
    [61, -40],
    [111, -80],
  ];
  ch += strokePath("M" + pts(lp), C.burgundy, 3.5);
  for (const [x, y] of lp) ch += circle(x, y, 6, C.paper, { stroke: C.burgundy, "stroke-width": 3 });
  ch += rect(-126, -112, 100, 10, C.brown, { rx: 5 });
  s += group({ transform: at(470, 292, 5), filter: ctx.shadow(10, 12, 0.24) }, ch);
  // calculator
  let calc = rect(-88, -134, 176, 268, ctx.lg(["#5E4A3A", C.brown, "#3E2F23"], 0, 0, 1, 1), { rx: 20 });
  calc += rect(-88, -134, 176, 268, "none", { rx: 20, stroke: "#7A6452", "stroke-width": 2 });
  calc += rect(-68, -112, 136, 56, ctx.lg(["#E3E8D6", "#CCD4BC"]), { rx: 8 });
  calc += rect(4, -92, 14, 22, "#4A5240", { rx: 2 }) + rect(22, -92, 14, 22, "#4A5240", { rx: 2 }) + rect(40, -92, 14, 22, "#4A5240", { rx: 2 });
  calc += rect(-56, -100, 30, 5, "#8C9578", { rx: 2.5 });
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 4; c++) {
      const x = -58 + c * 39;
      const y = -30 + r * 34;
      let fill = "#E9DFD0";
      if (c === 3) fill = C.gold;
      if (c === 3 && r === 4) fill = C.rose;
      if (r === 0 && c < 3) fill = "#CBBBA6";
      calc += rect(x - 14, y - 11, 28, 22, fill, { rx: 7 });
      calc += rect(x - 14, y + 7, 28, 4, "#000000", { rx: 2, opacity: 0.12 });
    }
  }
  s += group({ transform: at(262, 318, -9), filter: ctx.shadow(12, 12, 0.3) }, calc);
  // pencil
  s += group(
    { transform: at(560, 500, -62), filter: ctx.shadow(5, 4, 0.25) },
    rect(-8, -120, 16, 200, ctx.lg([C.goldD, C.goldL, C.gold], 0, 0, 1, 0)),
    rect(-8, 80, 16, 16, "#B9B3A8"),
    rect(-8, 96, 16, 16, C.rose, { rx: 3 }),
    pathEl("M-8 -120L0 -148L8 -120Z", "#EAD7B8"),
    pathEl("M-3 -138L0 -148L3 -138Z", C.ink),
  );
  // coins
  s += faceCoin(ctx, 170, 490, 22, -10) + faceCoin(ctx, 204, 506, 18, 20);
  s += group({ transform: at(676, 120, 0) }, sparkle(0, 0, 14, C.gold));
  return s;
}

function money3(ctx: Ctx): string {
  let s = backdrop(ctx, "#F4E5DB", "#E5C8B6", [400, 280, 250], "#C49985");
  s += floorBand(ctx, 460, "#E3CDB8", "#D3B79E");
  // calendar (wall)
  let cal = rect(0, 0, 270, 270, C.paper, { rx: 10 });
  cal += pathEl("M0 10Q0 0 10 0H260Q270 0 270 10V64H0Z", ctx.lg([C.burgundyL, C.burgundy]));
  cal += rect(24, 24, 90, 14, C.cream, { rx: 7, opacity: 0.85 });
  cal += rect(24, 44, 50, 8, C.roseL, { rx: 4, opacity: 0.8 });
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 7; c++) {
      const x = 22 + c * 34;
      const y = 84 + r * 34;
      cal += rect(x, y, 24, 24, "#F1EAE0", { rx: 5 });
      const day = r * 7 + c;
      if ([3, 10, 17, 24].includes(day)) cal += circle(x + 12, y + 12, 9, C.goldL);
      if (day === 26) {
        cal += circle(x + 12, y + 12, 16, "none", { stroke: C.burgundy, "stroke-width": 3 });
        cal += check(x + 12, y + 12, 14, C.burgundy, 3.5);
      }
      if (day < 12 && ![3, 10].includes(day)) cal += line(x + 6, y + 18, x + 18, y + 6, C.rose, 2.5);
    }
  }
  for (const x of [60, 135, 210]) cal += rect(x - 4, -14, 8, 26, "#8A7968", { rx: 4 });
  s += group({ transform: at(370, 110, 3), filter: ctx.shadow(10, 12, 0.22) }, cal);
  // piggy bank
  s += groundShadow(ctx, 320, 488, 170, 18, 0.45);
  let pig = "";
  pig += strokePath("M196 360Q174 350 180 334Q188 322 198 336Q204 350 186 354", C.rose, 5);
  pig += rect(232, 430, 34, 54, shade(C.rose, 0.12), { rx: 12 });
  pig += rect(372, 430, 34, 54, shade(C.rose, 0.12), { rx: 12 });
  pig += ellipse(316, 370, 130, 96, ctx.rg([C.roseXL, C.roseL, C.rose], 0.4, 0.35, 0.75));
  pig += rect(262, 432, 34, 54, C.rose, { rx: 12 });
  pig += rect(342, 432, 34, 54, C.rose, { rx: 12 });
  pig += pathEl("M336 286L352 236Q378 250 376 292Z", C.roseL);
  pig += pathEl("M344 284L354 252Q368 262 366 288Z", C.rose, { opacity: 0.7 });
  pig += ellipse(444, 380, 26, 32, ctx.lg([C.roseL, C.rose], 0, 0, 1, 0));
  pig += ellipse(440, 372, 4, 7, C.burgundy, { opacity: 0.7 }) + ellipse(440, 392, 4, 7, C.burgundy, { opacity: 0.7 });
  pig += circle(398, 336, 7, C.ink) + circle(400, 334, 2, "#FFFFFF");
  pig += ellipse(390, 364, 14, 9, C.rose, { opacity: 0.5 });
  pig += rect(286, 278, 60, 10, C.burgundy, { rx: 5, opacity: 0.8 });
  pig += pathEl("M240 320Q270 292 310 290", "none", { stroke: "#FFFFFF", "stroke-width": 10, "stroke-linecap": "round", opacity: 0.35 });
  s += group({ filter: ctx.shadow(8, 10, 0.22) }, pig);
  // coin dropping
  s += faceCoin(ctx, 316, 236, 24, 0);
  s += strokePath("M288 200Q300 190 304 176M340 200Q330 190 328 176", C.gold, 3, { opacity: 0.7 });
  s += faceCoin(ctx, 520, 478, 18, 0) + coinStackItem(ctx, 570, 472, 22, 8) + coinStackItem(ctx, 570, 460, 22, 8);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Career
// ---------------------------------------------------------------------------------------------
function career1(ctx: Ctx): string {
  let s = backdrop(ctx, "#ECE6DF", "#D5C9BC", [400, 270, 250], "#A89482");
  s += floorBand(ctx, 392, "#BFA283", "#9C7E62");
  s += rect(0, 392, W, 208, ctx.hatch("#7A5E46", 14, 1, 0.16, 0));
  s += groundShadow(ctx, 400, 414, 250, 16, 0.5);
  // laptop
  s += group(
    { filter: ctx.shadow(8, 10, 0.28) },
    rect(236, 150, 328, 226, ctx.lg(["#3B2E27", C.ink]), { rx: 14 }),
    rect(250, 164, 300, 196, "#EFE8DE", { rx: 4 }),
  );
  // resume on screen
  let doc = rect(330, 172, 140, 182, C.paper, { filter: ctx.shadow(2, 3, 0.2) });
  doc += rect(330, 172, 140, 36, C.burgundy);
  doc += circle(356, 208, 17, C.roseL, { stroke: C.paper, "stroke-width": 3 });
  doc += circle(356, 203, 6, C.burgundy, { opacity: 0.5 }) + pathEl("M345 219Q356 206 367 219Z", C.burgundy, { opacity: 0.5 });
  doc += rect(382, 182, 70, 7, C.cream, { rx: 3.5 }) + rect(382, 194, 46, 5, C.roseL, { rx: 2.5 });
  doc += rect(380, 214, 60, 5, C.gold, { rx: 2.5 });
  for (let i = 0; i < 3; i++) doc += rect(342, 236 + i * 11, 116 - i * 14, 4, "#C9BCAC", { rx: 2 });
  doc += rect(342, 276, 50, 5, C.gold, { rx: 2.5 });
  for (let i = 0; i < 4; i++) doc += rect(342, 288 + i * 11, 110 - ((i * 23) % 40), 4, "#C9BCAC", { rx: 2 });
  doc += rect(342, 336, 8, 8, C.sage, { rx: 2 }) + rect(354, 336, 8, 8, C.sage, { rx: 2 }) + rect(366, 336, 8, 8, "#DCD3C6", { rx: 2 });
  s += doc;
  s += rect(258, 180, 56, 6, "#D8CDBE", { rx: 3 }) + rect(258, 194, 42, 6, "#D8CDBE", { rx: 3 }) + rect(258, 208, 50, 6, "#D8CDBE", { rx: 3 });
  s += rect(486, 180, 52, 60, "#E2D8CA", { rx: 4 });
  s += check(512, 210, 22, C.burgundy, 4);
  s += pathEl("M232 376H568L616 406H184Z", ctx.lg(["#EFE8DE", "#D6CBBC"]));
  for (let r = 0; r < 3; r++) {
    const y = 381 + r * 7;
    const inset = 30 + (2 - r) * 8;
    s += rect(232 + inset - r * 14, y, 336 - inset * 2 + r * 28, 4, "#BFB2A2", { rx: 2, opacity: 0.8 });
  }
  s += rect(362, 400, 76, 4, "#C9BDAD", { rx: 2 });
  s += pathEl("M184 406H616Q616 414 606 414H194Q184 414 184 406Z", "#A99C8B");
  // mug
  s += groundShadow(ctx, 660, 452, 50, 8, 0.45);
  s += group(
    { filter: ctx.shadow(5, 6, 0.22) },
    strokePath("M680 388Q706 388 704 412Q702 432 680 432", C.burgundy, 9),
    rect(626, 372, 62, 80, ctx.lg([C.burgundyL, C.burgundy], 0, 0, 1, 0), { rx: 10 }),
    ellipse(657, 374, 31, 6, "#3E2A1E"),
    rect(636, 410, 42, 4, C.gold, { rx: 2 }),
  );
  s += strokePath("M646 356Q640 342 648 330Q656 318 650 304M666 356Q660 342 668 330", "#FFFFFF", 3, { opacity: 0.7 });
  // plant
  s += pottedPlant(ctx, 140, 452, 1, C.gold, [C.sageD, C.sage, C.sageXD]);
  // glasses on desk
  s += group(
    { transform: at(250, 478, -4) },
    ellipse(-24, 0, 20, 12, "#FFFFFF", { opacity: 0.25, stroke: C.ink, "stroke-width": 3 }),
    ellipse(24, 0, 20, 12, "#FFFFFF", { opacity: 0.25, stroke: C.ink, "stroke-width": 3 }),
    strokePath("M-4 -2Q0 -6 4 -2M-44 -2L-70 -10M44 -2L70 -10", C.ink, 3),
  );
  s += group(
    { transform: at(520, 486, -4), filter: ctx.shadow(4, 4, 0.22) },
    pathEl("M-70 -18H64L76 18H-58Z", ctx.lg([C.sage, C.sageD])),
    pathEl("M-64 -22H62L70 -18H-70Z", C.paper),
    rect(20, -18, 8, 36, C.gold, { transform: "skewX(18)" }),
    rect(-50, -30, 110, 6, C.burgundy, { rx: 3, transform: "rotate(-6)" }),
    rect(56, -36, 10, 6, C.goldL, { rx: 2, transform: "rotate(-6)" }),
  );
  return s;
}

function career2(ctx: Ctx): string {
  let s = backdrop(ctx, "#F0E2E2", "#DCC1C4", [430, 260, 260], "#B58E95");
  s += floorBand(ctx, 480, "#E0CFC4", "#CDB7A8");
  // staircase
  const steps = 5;
  const sw = 70;
  const sh = 56;
  const x0 = 340;
  const base = 500;
  const dp = 30;
  let st = "";
  for (let i = 0; i < steps; i++) {
    const x = x0 + i * sw;
    const y = base - (i + 1) * sh;
    st += rect(x, y, sw, base - y, ctx.lg([C.goldL, C.gold]));
    st += pathEl(polyD([[x, y], [x + dp * 0.8, y - dp * 0.6], [x + sw + dp * 0.8, y - dp * 0.6], [x + sw, y]]), "#F0E2C8");
    st += rect(x, y, 3, base - y, C.goldD, { opacity: 0.45 });
  }
  const xe = x0 + steps * sw;
  st += pathEl(polyD([[xe, base - steps * sh], [xe + dp * 0.8, base - steps * sh - dp * 0.6], [xe + dp * 0.8, base - dp * 0.6], [xe, base]]), C.goldD);
  s += groundShadow(ctx, 520, 506, 240, 18, 0.45);
  s += group({ filter: ctx.shadow(8, 10, 0.22) }, st);
  // flag on top
  const ty = base - steps * sh - 10;
  s += line(xe - 28, ty, xe - 28, ty - 110, C.brown, 4);
  s += pathEl(`M${xe - 26} ${ty - 110}Q${xe + 10} ${ty - 124} ${xe + 40} ${ty - 104}Q${xe + 10} ${ty - 84} ${xe - 26} ${ty - 70}Z`, ctx.lg([C.burgundyL, C.burgundy], 0, 0, 1, 0));
  s += circle(xe - 28, ty - 112, 5, C.gold);
  // dotted progress arc
  s += strokePath(`M300 300Q380 160 ${xe - 60} ${ty - 90}`, C.burgundy, 3, { "stroke-dasharray": "2 10", opacity: 0.7 });
  s += sparkle(xe - 100, ty - 150, 14, C.gold) + sparkle(260, 200, 9, C.goldD, { opacity: 0.6 });
  // briefcase
  s += groundShadow(ctx, 250, 506, 130, 14, 0.5);
  let bc = "";
  bc += strokePath("M218 362V340Q218 326 232 326H278Q292 326 292 340V362", "#3E2A1E", 11);
  bc += rect(136, 356, 238, 148, ctx.lg(["#7A4B34", "#5E3624", "#4A2A1C"], 0, 0, 1, 1), { rx: 16 });
  bc += pathEl("M136 372Q136 356 152 356H358Q374 356 374 372V420Q255 446 136 420Z", "#8A5840");
  bc += pathEl("M136 420Q255 446 374 420", "none", { stroke: "#3E2A1E", "stroke-width": 3, opacity: 0.6 });
  bc += rect(234, 418, 42, 30, ctx.lg([C.goldL, C.goldD]), { rx: 5 });
  bc += rect(248, 428, 14, 10, "#6B4A2C", { rx: 3 });
  bc += rect(170, 356, 8, 148, "#3E2A1E", { opacity: 0.35 }) + rect(332, 356, 8, 148, "#3E2A1E", { opacity: 0.35 });
  bc += strokePath("M152 376Q150 400 156 420", "#FFFFFF", 4, { opacity: 0.18 });
  s += group({ filter: ctx.shadow(8, 10, 0.25) }, bc);
  return s;
}

function armchair(ctx: Ctx, color: string, flip: boolean, x: number, y: number): string {
  let c = "";
  c += line(-58, 0, -46, -64, "#5E4330", 7) + line(62, 0, 50, -64, "#5E4330", 7);
  c += line(-30, 0, -30, -60, "#4A3526", 6, { opacity: 0.8 });
  c += group({ transform: "rotate(-14 -62 -80)" }, rect(-92, -226, 52, 156, ctx.lg([tint(color, 0.12), color, shade(color, 0.18)], 0, 0, 1, 0), { rx: 24 }));
  c += rect(-80, -98, 160, 38, ctx.lg([tint(color, 0.15), color, shade(color, 0.15)]), { rx: 16 });
  c += rect(-60, -132, 130, 12, "#8A6446", { rx: 6 });
  c += line(52, -124, 58, -80, "#7A5A3F", 6);
  c += rect(-74, -96, 140, 6, "#FFFFFF", { rx: 3, opacity: 0.18 });
  return group({ transform: `translate(${x} ${y})${flip ? " scale(-1 1)" : ""}` }, c);
}

function career3(ctx: Ctx): string {
  let s = backdrop(ctx, "#EBE5DA", "#D6CCBB", [400, 250, 240], "#A8977E");
  // art on wall
  s += group(
    { filter: ctx.shadow(6, 8, 0.2) },
    rect(330, 120, 140, 100, "#F7F1E7", { stroke: "#8F6A4C", "stroke-width": 6 }),
    circle(372, 172, 24, C.roseL),
    pathEl("M400 210V170A30 30 0 0 1 460 170V210Z", C.gold, { opacity: 0.85 }),
    rect(340, 196, 60, 14, C.sage, { opacity: 0.8 }),
  );
  // pendant lamps
  for (const [lx, len] of [
    [240, 120],
    [560, 90],
  ] as [number, number][]) {
    s += line(lx, 0, lx, len, C.brown, 2);
    s += circle(lx, len + 30, 60, ctx.rg([["#F6D89A", 0, 0.55], ["#F6D89A", 1, 0]]));
    s += pathEl(`M${lx - 36} ${len + 34}Q${lx - 34} ${len} ${lx} ${len}Q${lx + 34} ${len} ${lx + 36} ${len + 34}Z`, ctx.lg([C.goldL, C.goldD], 0, 0, 1, 0));
    s += ellipse(lx, len + 34, 18, 5, "#FBE7BE");
  }
  s += floorBand(ctx, 440, "#CDB9A0", "#B9A185");
  // rug
  s += ellipse(400, 500, 320, 48, ctx.lg([C.rose, "#A8606D"]), { opacity: 0.85 });
  s += ellipse(400, 500, 290, 38, "none", { stroke: C.roseXL, "stroke-width": 2, opacity: 0.6 });
  s += groundShadow(ctx, 400, 500, 260, 24, 0.35);
  // chairs
  s += group({ filter: ctx.shadow(8, 8, 0.22) }, armchair(ctx, C.burgundy, false, 232, 496));
  s += group({ filter: ctx.shadow(8, 8, 0.22) }, armchair(ctx, C.sageD, true, 568, 496));
  // side table with water and plant
  s += group(
    { filter: ctx.shadow(6, 6, 0.2) },
    rect(396, 408, 8, 84, "#5E4330"),
    pathEl("M376 492H424L418 486H382Z", "#5E4330"),
    ellipse(400, 408, 50, 10, ctx.lg(["#A37A57", "#7E5A3F"])),
    rect(376, 366, 18, 38, "#FFFFFF", { opacity: 0.5, stroke: "#FFFFFF", "stroke-width": 2, rx: 3 }),
    rect(378, 380, 14, 22, C.blueL, { opacity: 0.7 }),
    rect(408, 382, 22, 24, C.cream, { rx: 4 }),
    leaf(419, 382, 34, 14, -20, C.sageD),
    leaf(419, 382, 30, 12, 24, C.sage),
    leaf(419, 382, 26, 10, 0, C.sageXD),
  );
  return s;
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------
function events1(ctx: Ctx): string {
  let s = rect(0, 0, W, H, ctx.lg(["#4E1331", "#2F0B1E"]));
  s += circle(400, 330, 330, ctx.rg([["#7E1F50", 0, 0.7], ["#5D0034", 0.6, 0.25], ["#5D0034", 1, 0]]));
  s += rect(0, 0, W, H, ctx.dots("#BF9B6F", 22, 1.1, 0.22));
  // bokeh
  for (let i = 0; i < 14; i++) {
    s += circle(ctx.range(20, 780), ctx.range(200, 420), ctx.range(8, 22), C.goldL, { opacity: ctx.range(0.05, 0.14) });
  }
  // string lights
  const swags: [Pt, Pt, Pt][] = [
    [
      [-20, 70],
      [200, 210],
      [410, 96],
    ],
    [
      [390, 96],
      [600, 210],
      [820, 70],
    ],
  ];
  for (const [p0, p1, p2] of swags) {
    s += strokePath(`M${p0[0]} ${p0[1]}Q${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]}`, "#1E0712", 2);
    for (let i = 1; i < 9; i++) {
      const [x, y] = quad(p0, p1, p2, i / 9);
      s += circle(x, y + 14, 26, ctx.rg([["#F8DC9C", 0, 0.55], ["#F8DC9C", 1, 0]]));
      s += rect(x - 3, y, 6, 7, "#1E0712", { rx: 1 });
      s += ellipse(x, y + 14, 6, 8, i % 3 === 0 ? "#F7C9B8" : "#FCE8B8");
      s += ellipse(x - 2, y + 11, 2, 3, "#FFFFFF", { opacity: 0.8 });
    }
  }
  // table
  s += rect(0, 470, W, 130, ctx.lg(["#3A0C24", "#250716"]));
  s += rect(0, 470, W, 3, C.gold, { opacity: 0.35 });
  s += groundShadow(ctx, 400, 484, 200, 14, 0.6, "#000000");
  // cake stand
  s += pathEl("M360 484H440L430 474H370Z", ctx.lg([C.goldL, C.goldD], 0, 0, 1, 0));
  s += rect(390, 440, 20, 36, ctx.lg([C.goldD, C.goldL, C.gold], 0, 0, 1, 0));
  s += ellipse(400, 440, 150, 16, ctx.lg([C.goldXL, C.gold]));
  // bottom tier
  const drip = (x: number, y: number, w: number, color: string) => {
    let d = `M${x} ${y}H${x + w}V${y + 18}`;
    const k = 8;
    for (let i = k; i > 0; i--) {
      const x1 = x + (w * i) / k;
      const x2 = x + (w * (i - 1)) / k;
      const depth = i % 2 ? 30 : 20;
      d += `Q${n(x1 - w / k / 4)} ${y + depth} ${n((x1 + x2) / 2)} ${y + depth}Q${n(x2 + w / k / 4)} ${y + depth} ${n(x2)} ${y + 18}`;
    }
    return pathEl(d + "Z", color);
  };
  s += rect(290, 330, 220, 108, ctx.lg(["#FBF3EA", "#EADCCB", "#FBF3EA"], 0, 0, 1, 0), { rx: 6 });
  s += drip(290, 330, 220, C.roseL);
  for (let i = 0; i < 9; i++) s += circle(304 + i * 24, 410, 4, C.gold);
  s += rect(326, 250, 148, 82, ctx.lg(["#EDC3C9", C.roseL, "#EDC3C9"], 0, 0, 1, 0), { rx: 6 });
  s += drip(326, 250, 148, "#FBF3EA");
  s += rect(326, 310, 148, 5, C.burgundy, { opacity: 0.35 });
  // berries on top
  s += circle(352, 248, 7, C.burgundy) + circle(364, 244, 6, C.burgundyL) + circle(448, 248, 7, C.burgundy);
  // candles
  for (const [cx, h] of [
    [376, 46],
    [400, 56],
    [424, 46],
  ]) {
    s += circle(cx, 250 - h - 14, 28, ctx.rg([["#F8DC9C", 0, 0.6], ["#F8DC9C", 1, 0]]));
    s += rect(cx - 5, 250 - h, 10, h, C.cream, { rx: 2 });
    for (let k = 0; k < 3; k++) s += rect(cx - 5, 250 - h + 8 + k * 14, 10, 4, C.rose, { transform: `skewY(-20)`, opacity: 0 });
    s += rect(cx - 5, 250 - h, 10, h, ctx.hatch(C.rose, 10, 3, 0.8, -35), { rx: 2 });
    s += pathEl(`M${cx} ${250 - h - 26}Q${cx + 8} ${250 - h - 12} ${cx} ${250 - h - 4}Q${cx - 8} ${250 - h - 12} ${cx} ${250 - h - 26}Z`, "#F6C661");
    s += pathEl(`M${cx} ${250 - h - 16}Q${cx + 3} ${250 - h - 9} ${cx} ${250 - h - 6}Q${cx - 3} ${250 - h - 9} ${cx} ${250 - h - 16}Z`, "#FFF3D6");
  }
  // confetti sparkles
  s += sparkle(170, 320, 12, C.goldL) + sparkle(640, 300, 14, C.goldL) + sparkle(600, 400, 8, C.roseL) + sparkle(200, 420, 7, C.roseL);
  return s;
}

function rose(ctx: Ctx, x: number, y: number, r: number, c: string): string {
  let s = circle(x, y, r, ctx.rg([tint(c, 0.3), c, shade(c, 0.12)], 0.45, 0.45, 0.6));
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.4;
    s += ellipse(x + Math.cos(a) * r * 0.55, y + Math.sin(a) * r * 0.55, r * 0.5, r * 0.38, tint(c, 0.1), {
      transform: `rotate(${n((a * 180) / Math.PI + 90)} ${n(x + Math.cos(a) * r * 0.55)} ${n(y + Math.sin(a) * r * 0.55)})`,
      opacity: 0.8,
    });
  }
  s += circle(x, y, r * 0.5, shade(c, 0.05));
  s += strokePath(
    `M${n(x - r * 0.3)} ${n(y)}A${n(r * 0.3)} ${n(r * 0.3)} 0 1 1 ${n(x + r * 0.1)} ${n(y + r * 0.28)}M${n(x - r * 0.1)} ${n(y - r * 0.12)}A${n(r * 0.14)} ${n(r * 0.14)} 0 1 1 ${n(x + r * 0.08)} ${n(y + r * 0.1)}`,
    shade(c, 0.25),
    Math.max(1.5, r * 0.07),
    { opacity: 0.6 },
  );
  return s;
}

function bouquet(ctx: Ctx, x: number, y: number, k: number, flip: boolean): string {
  let s = "";
  const greens = [C.sageD, C.sage, "#7E9470"];
  for (let i = 0; i < 9; i++) {
    const a = -150 + i * 26;
    s += leaf(0, 0, 120, 40, a, greens[i % 3], C.sageL);
  }
  s += sprig([0, 0], [-60, -80], [-40, -170], 6, 24, 22, ["#9FB3A4", "#8BA192"], "#7C8F7F", 2.5, true);
  s += sprig([0, 0], [80, -40], [150, -60], 5, 22, 20, ["#9FB3A4", "#8BA192"], "#7C8F7F", 2.5, true);
  s += rose(ctx, -30, -40, 46, C.roseL);
  s += rose(ctx, 40, -20, 38, C.cream);
  s += rose(ctx, 10, -100, 34, C.rose);
  s += rose(ctx, -80, -100, 26, "#F3E1D6");
  s += rose(ctx, 76, -78, 24, C.roseL);
  for (let i = 0; i < 14; i++) {
    s += circle(ctx.range(-110, 110), ctx.range(-160, 20), ctx.range(3, 5), "#FFFDF8", { opacity: 0.95 });
  }
  return group({ transform: `translate(${x} ${y}) scale(${flip ? -k : k} ${k})` }, s);
}

function events2(ctx: Ctx): string {
  let s = backdrop(ctx, "#F6E7E4", "#EAC9CB", [400, 300, 250], "#C98F99");
  s += circle(400, 300, 170, "#FFFFFF", { opacity: 0.35 });
  // bouquets
  s += group({ filter: ctx.shadow(6, 8, 0.16, 0, C.burgundy) }, bouquet(ctx, 150, 520, 1.05, false));
  s += group({ filter: ctx.shadow(6, 8, 0.16, 0, C.burgundy) }, bouquet(ctx, 660, 180, 0.85, true));
  // rings
  s += groundShadow(ctx, 400, 420, 140, 14, 0.3, C.burgundy);
  const gold = ctx.lg([C.goldXL, C.gold, C.goldD, C.goldL], 0, 0, 1, 1);
  const ringA = circle(356, 318, 78, "none", { stroke: gold, "stroke-width": 15 });
  const ringB = circle(454, 300, 70, "none", { stroke: gold, "stroke-width": 13 });
  s += group({ filter: ctx.shadow(6, 8, 0.25, 0, C.burgundy) }, ringA, ringB);
  // re-draw a segment of ring A over ring B so they interlock
  s += group({ "clip-path": ctx.clip(rect(400, 330, 60, 80, "#000")) }, ringA);
  s += circle(356, 318, 78, "none", { stroke: "#FFFFFF", "stroke-width": 3, opacity: 0.45, "stroke-dasharray": "60 430", "stroke-dashoffset": "-300" });
  s += circle(454, 300, 70, "none", { stroke: "#FFFFFF", "stroke-width": 3, opacity: 0.45, "stroke-dasharray": "50 390", "stroke-dashoffset": "-250" });
  // diamond
  s += group(
    { transform: at(454, 226), filter: ctx.shadow(3, 4, 0.25, 0, C.burgundy) },
    rect(-10, -6, 20, 12, C.goldD, { rx: 2 }),
    pathEl("M-22 -22L-12 -34H12L22 -22L0 2Z", "#FFFFFF"),
    pathEl("M-22 -22H22L0 2Z", "#EAF0F2"),
    pathEl("M-12 -34L-6 -22H6L12 -34Z", "#F7FBFC"),
    pathEl("M-6 -22L0 2L6 -22Z", "#D7E1E5"),
  );
  s += sparkle(496, 196, 12, C.gold) + sparkle(300, 200, 9, C.goldL) + sparkle(520, 400, 8, C.gold);
  return s;
}

function events3(ctx: Ctx): string {
  let s = backdrop(ctx, "#F7EDDC", "#EAD4B2", [400, 280, 260], "#C4A170");
  // confetti (behind)
  const colors = [C.burgundy, C.rose, C.gold, C.sage, C.roseL, C.goldD];
  for (let i = 0; i < 70; i++) {
    const x = ctx.range(20, 780);
    const y = ctx.range(20, 580);
    const c = ctx.pick(colors);
    const t = ctx.rnd();
    if (t < 0.45) s += rect(x - 3, y - 7, 6, 14, c, { rx: 1.5, transform: `rotate(${n(ctx.range(0, 180))} ${n(x)} ${n(y)})`, opacity: 0.85 });
    else if (t < 0.75) s += circle(x, y, ctx.range(2.5, 5), c, { opacity: 0.8 });
    else s += strokePath(`M${n(x - 10)} ${n(y)}q5 -7 10 0t10 0`, c, 2.5, { transform: `rotate(${n(ctx.range(0, 180))} ${n(x)} ${n(y)})`, opacity: 0.8 });
  }
  // streamers
  s += strokePath("M90 110Q140 150 110 200T130 300", C.rose, 4, { opacity: 0.7 });
  s += strokePath("M700 120Q660 170 690 220T670 320", C.gold, 4, { opacity: 0.8 });
  // balloons
  const knot: Pt = [400, 520];
  const balloons: [number, number, number, string][] = [
    [310, 210, 1, C.rose],
    [490, 200, 1, C.gold],
    [400, 150, 1.1, C.burgundy],
    [360, 300, 0.95, C.goldL],
    [458, 296, 0.95, C.roseL],
    [260, 330, 0.8, C.sage],
    [548, 326, 0.8, C.burgundyL],
  ];
  let strings = "";
  let bl = "";
  for (const [x, y, k, c] of balloons) {
    const by = y + 66 * k;
    strings += strokePath(`M${x} ${by + 8}Q${n((x + knot[0]) / 2 + (x < 400 ? 20 : -20))} ${n((by + knot[1]) / 2)} ${knot[0]} ${knot[1]}`, C.brownL, 1.5, { opacity: 0.8 });
    bl += group(
      {},
      ellipse(x, y, 54 * k, 66 * k, ctx.rg([tint(c, 0.35), c, shade(c, 0.15)], 0.38, 0.32, 0.75)),
      pathEl(`M${x - 7} ${n(by + 10)}L${x} ${n(by - 2)}L${x + 7} ${n(by + 10)}Z`, shade(c, 0.1)),
      ellipse(x - 20 * k, y - 26 * k, 9 * k, 16 * k, "#FFFFFF", { opacity: 0.35, transform: `rotate(30 ${n(x - 20 * k)} ${n(y - 26 * k)})` }),
    );
  }
  s += strings;
  s += group({ filter: ctx.shadow(10, 10, 0.2) }, bl);
  // bow
  s += pathEl("M400 520Q376 500 368 514Q364 530 400 520Z", C.burgundy) + pathEl("M400 520Q424 500 432 514Q436 530 400 520Z", C.burgundy);
  s += strokePath("M400 520Q392 540 380 552M400 520Q410 540 420 556", C.burgundy, 3);
  s += circle(400, 520, 5, C.burgundyD);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Defaults
// ---------------------------------------------------------------------------------------------
function defaultList(ctx: Ctx): string {
  let s = backdrop(ctx, "#F3EEE6", "#E4D8C6", [400, 300, 250], "#BFA585");
  s += groundShadow(ctx, 400, 520, 170, 16, 0.35);
  let cb = rect(270, 96, 260, 404, ctx.lg([C.goldL, C.gold, C.goldD], 0, 0, 1, 1), { rx: 20 });
  cb += rect(292, 136, 216, 344, C.paper, { rx: 6 });
  cb += rect(292, 136, 216, 344, ctx.lg([["#000000", 0, 0.05], ["#000000", 0.08, 0]]), { rx: 6 });
  cb += rect(350, 78, 100, 46, ctx.lg(["#6F5846", C.brown]), { rx: 12 });
  cb += rect(380, 68, 40, 20, "none", { rx: 10, stroke: C.brown, "stroke-width": 8 });
  cb += rect(322, 170, 110, 12, C.burgundy, { rx: 6 });
  const rows = [1, 1, 1, 0, 0];
  rows.forEach((done, i) => {
    const y = 226 + i * 52;
    cb += rect(320, y - 14, 28, 28, done ? C.roseXL : "none", { rx: 7, stroke: done ? C.burgundy : C.brownL, "stroke-width": 2.5 });
    if (done) cb += check(334, y, 22, C.burgundy, 4);
    cb += rect(362, y - 5, [110, 90, 120, 100, 80][i], 10, done ? "#D7CABA" : "#8C7A69", { rx: 5 });
  });
  s += group({ transform: "translate(0 14)", filter: ctx.shadow(12, 14, 0.26) }, cb);
  s += sparkle(570, 160, 14, C.gold) + sparkle(230, 420, 9, C.goldD, { opacity: 0.6 });
  return s;
}

// ---------------------------------------------------------------------------------------------
// Experts (400 x 400 avatars)
// ---------------------------------------------------------------------------------------------
type HairStyle = "wavylong" | "bob" | "buzz" | "long" | "short" | "bun" | "curly" | "wavy" | "ponytail" | "receding" | "afro";
type TopStyle = "crew" | "blazer" | "turtleneck" | "collar" | "vneck" | "jacket" | "cardigan";

interface Person {
  handle: string;
  label: string;
  skin: string;
  hair: string;
  style: HairStyle;
  top: string;
  topStyle: TopStyle;
  bg: [string, string];
  glasses?: boolean;
  beard?: "full" | "short" | "mustache";
  earrings?: boolean;
  freckles?: boolean;
  part?: "left" | "right";
}

const PEOPLE: Person[] = [
  { handle: "maya-chen", label: "Maya Chen", skin: "#F0CBA8", hair: "#221A17", style: "bob", top: C.rose, topStyle: "crew", bg: ["#F4E3E1", "#E9CACA"], earrings: true },
  { handle: "marcus-bell", label: "Marcus Bell", skin: "#7B4A2D", hair: "#1E1512", style: "buzz", top: "#6B4A36", topStyle: "blazer", bg: ["#F1E6D2", "#E2CFAE"], beard: "short" },
  { handle: "priya-raman", label: "Priya Raman", skin: "#B9805A", hair: "#1F1613", style: "long", top: C.burgundy, topStyle: "vneck", bg: ["#E7ECDF", "#CCD7C0"], earrings: true, part: "left" },
  { handle: "tom-alvarez", label: "Tom Alvarez", skin: "#C99069", hair: "#3A2A20", style: "wavy", top: C.sageD, topStyle: "crew", bg: ["#F5EFE6", "#E6D9C6"], glasses: true, beard: "mustache" },
  { handle: "elena-petrova", label: "Elena Petrova", skin: "#F4D6C2", hair: "#B48A5A", style: "bun", top: "#EFE6D8", topStyle: "turtleneck", bg: ["#F0DDE0", "#DDB9BF"], earrings: true },
  { handle: "jordan-blake", label: "Jordan Blake", skin: "#D8A47C", hair: "#5A3522", style: "curly", top: "#5F7A8C", topStyle: "jacket", bg: ["#E4E9EA", "#C9D5D8"], glasses: true },
  { handle: "sofia-marino", label: "Sofia Marino", skin: "#E2B08A", hair: "#3B2419", style: "wavylong", top: C.terra, topStyle: "crew", bg: ["#F5EADA", "#E8D2B1"], earrings: true, part: "right" },
  { handle: "kwame-mensah", label: "Kwame Mensah", skin: "#5C3720", hair: "#17100D", style: "short", top: C.burgundy, topStyle: "collar", bg: ["#E3E9DC", "#C5D1B8"], glasses: true },
  { handle: "hannah-wright", label: "Hannah Wright", skin: "#F5D7C4", hair: "#A8552E", style: "ponytail", top: "#4E5F6E", topStyle: "vneck", bg: ["#E6ECEE", "#CAD7DC"], freckles: true },
  { handle: "luis-ortega", label: "Luis Ortega", skin: "#B37752", hair: "#B9B3AB", style: "receding", top: "#7A5A43", topStyle: "cardigan", bg: ["#F2E7D6", "#E0CBA8"], beard: "full" },
];

function avatar(ctx: Ctx, p: Person): string {
  const skinS = shade(p.skin, 0.14);
  const hairL = tint(p.hair, 0.18);
  let s = rect(0, 0, 400, 400, ctx.lg(p.bg, 0, 0, 0.4, 1));
  s += circle(200, 190, 150, "#FFFFFF", { opacity: 0.28 });
  s += circle(318, 92, 40, ctx.dots(shade(p.bg[1], 0.2), 10, 1.3, 0.5));

  // hair behind head and shoulders
  let back = "";
  if (p.style === "bob") back = pathEl("M120 186Q112 90 200 86Q288 90 280 186L286 268Q244 282 200 280Q156 282 114 268Z", p.hair);
  if (p.style === "long") back = pathEl("M124 180Q112 84 200 82Q288 84 276 180L292 318Q246 340 200 336Q154 340 108 318Z", p.hair);
  if (p.style === "wavylong") {
    back = pathEl("M122 180Q110 84 200 82Q290 84 278 180Q302 216 286 250Q308 286 290 318Q246 344 200 338Q154 344 110 318Q92 286 114 250Q98 216 122 180Z", p.hair);
    back += strokePath("M122 200Q108 230 124 256Q104 282 120 306M278 200Q292 230 276 256Q296 282 280 306", hairL, 4, { opacity: 0.45 });
  }
  if (p.style === "ponytail") back = pathEl("M262 150Q318 170 308 250Q300 300 276 330Q286 270 262 220Z", p.hair);
  if (p.style === "bun") back = circle(200, 86, 36, p.hair) + circle(192, 78, 14, hairL, { opacity: 0.4 });
  if (p.style === "afro") back = circle(200, 150, 100, p.hair);
  s += back;

  // shoulders and neck
  const body = "M48 400Q52 314 128 292Q160 282 178 280H222Q240 282 272 292Q348 314 352 400Z";
  s += rect(172, 222, 56, 76, skinS, { rx: 20 });
  s += pathEl("M172 246Q200 272 228 246V262Q200 284 172 262Z", shade(p.skin, 0.24), { opacity: 0.5 });
  s += pathEl(body, ctx.lg([tint(p.top, 0.1), p.top, shade(p.top, 0.12)], 0, 0, 1, 0.6));
  switch (p.topStyle) {
    case "crew":
      s += pathEl("M170 282Q200 310 230 282", "none", { stroke: shade(p.top, 0.2), "stroke-width": 8, "stroke-linecap": "round" });
      break;
    case "vneck":
      s += pathEl("M172 276L200 326L228 276Z", skinS);
      s += pathEl("M172 280L200 330L228 280", "none", { stroke: shade(p.top, 0.2), "stroke-width": 6, "stroke-linejoin": "round" });
      break;
    case "turtleneck":
      s += rect(166, 254, 68, 44, tint(p.top, 0.05), { rx: 18 });
      for (const y of [266, 278]) s += strokePath(`M170 ${y}Q200 ${y + 6} 230 ${y}`, shade(p.top, 0.1), 2.5);
      break;
    case "blazer":
      s += pathEl("M174 281L200 352L226 281Z", C.cream);
      s += pathEl("M186 281L200 316L214 281Z", tint(p.top, 0.4), { opacity: 0 });
      s += pathEl("M174 281L144 300L178 372L200 352Z", shade(p.top, 0.18));
      s += pathEl("M226 281L256 300L222 372L200 352Z", shade(p.top, 0.18));
      s += pathEl("M178 281L198 304L186 316Z", "#FFFFFF", { opacity: 0.7 }) + pathEl("M222 281L202 304L214 316Z", "#FFFFFF", { opacity: 0.7 });
      s += circle(200, 380, 4, C.gold);
      break;
    case "collar":
      s += pathEl("M176 281L200 330L224 281Z", C.cream);
      s += pathEl("M174 280L200 334L226 280", "none", { stroke: shade(p.top, 0.25), "stroke-width": 6 });
      s += pathEl("M176 276L164 304L198 300Z", "#FFFDF8") + pathEl("M224 276L236 304L202 300Z", "#FFFDF8");
      break;
    case "jacket":
      s += pathEl("M170 281Q200 304 230 281L226 300Q200 316 174 300Z", C.cream);
      s += pathEl("M200 306V400", "none", { stroke: shade(p.top, 0.25), "stroke-width": 3 });
      s += pathEl("M168 280L150 300L172 330L190 300Z", shade(p.top, 0.15)) + pathEl("M232 280L250 300L228 330L210 300Z", shade(p.top, 0.15));
      s += rect(232, 340, 30, 4, shade(p.top, 0.25), { rx: 2 });
      break;
    case "cardigan":
      s += pathEl("M172 281L200 346L228 281Z", C.cream);
      s += pathEl("M182 281Q200 300 218 281", "none", { stroke: "#E2D6C6", "stroke-width": 5 });
      s += pathEl("M172 281L200 346V400H182L160 300Z", shade(p.top, 0.08)) + pathEl("M228 281L200 346V400H218L240 300Z", shade(p.top, 0.08));
      for (const y of [360, 384]) s += circle(206, y, 3.5, C.goldL);
      break;
  }

  // head
  s += ellipse(135, 186, 11, 17, skinS) + ellipse(265, 186, 11, 17, skinS);
  if (p.earrings) s += circle(136, 208, 5, C.gold) + circle(264, 208, 5, C.gold);
  s += pathEl("M136 172Q136 98 200 98Q264 98 264 172Q264 232 232 252Q200 270 168 252Q136 232 136 172Z", ctx.rg([tint(p.skin, 0.08), p.skin, skinS], 0.45, 0.38, 0.7));

  // face
  const blush = mix(p.skin, C.rose, 0.55);
  s += circle(164, 214, 13, blush, { opacity: 0.2 }) + circle(236, 214, 13, blush, { opacity: 0.2 });
  if (p.freckles) for (const [fx, fy] of [[166, 206], [174, 212], [160, 212], [234, 206], [226, 212], [240, 212]]) s += circle(fx, fy, 1.6, shade(p.skin, 0.3), { opacity: 0.6 });
  s += ellipse(176, 190, 5, 6, C.ink) + ellipse(224, 190, 5, 6, C.ink);
  s += circle(177.5, 188, 1.6, "#FFFFFF", { opacity: 0.8 }) + circle(225.5, 188, 1.6, "#FFFFFF", { opacity: 0.8 });
  const browC = p.style === "receding" ? shade(p.hair, 0.25) : p.hair;
  s += strokePath("M164 172Q176 166 188 171", browC, 4.5) + strokePath("M212 171Q224 166 236 172", browC, 4.5);
  s += strokePath("M201 196Q197 212 204 215", shade(p.skin, 0.28), 3, { opacity: 0.7 });
  if (p.beard === "full") {
    s += pathEl("M138 186Q140 238 170 256Q200 274 230 256Q260 238 262 186Q256 214 242 222Q228 214 200 214Q172 214 158 222Q144 214 138 186Z", p.hair);
    s += pathEl("M184 232Q200 244 216 232Q200 238 184 232Z", shade(p.skin, 0.3));
  } else if (p.beard === "short") {
    s += pathEl("M140 194Q144 240 172 256Q200 270 228 256Q256 240 260 194Q252 226 232 232Q216 222 200 224Q184 222 168 232Q148 226 140 194Z", p.hair, { opacity: 0.9 });
    s += pathEl("M184 232Q200 244 216 232Q200 238 184 232Z", shade(p.skin, 0.3));
  } else if (p.beard === "mustache") {
    s += pathEl("M180 226Q190 218 200 222Q210 218 220 226Q210 230 200 228Q190 230 180 226Z", p.hair);
    s += strokePath("M188 236Q200 243 212 236", "#8A4A44", 3.2);
  } else {
    s += strokePath("M186 230Q200 242 214 230", "#9A4A4E", 3.5);
  }

  // hair in front
  const H2 = p.hair;
  switch (p.style) {
    case "bob":
      s += pathEl("M132 196Q126 96 200 92Q274 96 268 196L258 140Q220 136 196 118Q176 134 142 140Z", H2);
      s += pathEl("M150 120Q180 100 220 104", "none", { stroke: hairL, "stroke-width": 5, "stroke-linecap": "round", opacity: 0.5 });
      break;
    case "wavylong":
    case "long":
      if (p.part === "right") {
        s += pathEl("M132 210Q122 92 204 88Q280 94 268 210Q262 140 236 124Q200 134 156 128Q138 150 132 210Z", H2);
      } else {
        s += pathEl("M132 210Q120 94 196 88Q278 92 268 210Q262 150 244 128Q200 134 164 124Q138 140 132 210Z", H2);
      }
      s += pathEl("M160 108Q190 94 226 100", "none", { stroke: hairL, "stroke-width": 5, "stroke-linecap": "round", opacity: 0.45 });
      break;
    case "buzz":
      s += pathEl("M136 160Q138 96 200 94Q262 96 264 160Q252 120 200 116Q148 120 136 160Z", H2);
      s += pathEl("M136 160Q138 96 200 94Q262 96 264 160Q252 120 200 116Q148 120 136 160Z", ctx.dots("#FFFFFF", 5, 0.8, 0.15));
      break;
    case "short":
      s += pathEl("M134 172Q128 92 200 90Q272 92 266 172Q260 130 236 122Q200 112 164 122Q140 130 134 172Z", H2);
      s += pathEl("M134 172Q128 92 200 90Q272 92 266 172Q260 130 236 122Q200 112 164 122Q140 130 134 172Z", ctx.dots("#FFFFFF", 5, 0.8, 0.12));
      break;
    case "wavy":
      s += pathEl("M134 176Q124 96 196 88Q276 86 268 176Q262 136 246 128Q236 140 220 128Q206 140 190 128Q176 140 162 128Q146 136 134 176Z", H2);
      s += pathEl("M156 108Q176 96 200 100Q224 96 240 106", "none", { stroke: hairL, "stroke-width": 5, "stroke-linecap": "round", opacity: 0.5 });
      break;
    case "bun":
      s += pathEl("M136 170Q134 96 200 94Q266 96 264 170Q254 126 222 118Q200 112 178 118Q146 126 136 170Z", H2);
      s += strokePath("M160 112Q200 98 240 112", hairL, 4, { opacity: 0.5 });
      s += strokePath("M138 168Q132 196 140 214", H2, 4);
      break;
    case "curly": {
      let c = pathEl("M136 168Q136 104 200 100Q264 104 264 168Q256 140 240 134H160Q144 140 136 168Z", H2);
      const blobs: [number, number, number][] = [
        [150, 130, 22], [172, 106, 24], [204, 96, 26], [236, 106, 24], [254, 132, 20], [188, 122, 18], [222, 122, 18], [140, 154, 14], [262, 156, 14],
      ];
      for (const [bx, by, br] of blobs) c += circle(bx, by, br, H2);
      for (const [bx, by, br] of blobs) c += circle(bx - br * 0.3, by - br * 0.3, br * 0.35, hairL, { opacity: 0.45 });
      s += c;
      break;
    }
    case "ponytail":
      s += pathEl("M136 172Q130 96 200 92Q270 96 264 172Q258 128 230 118Q196 124 170 116Q142 130 136 172Z", H2);
      s += pathEl("M160 108Q196 94 236 104", "none", { stroke: hairL, "stroke-width": 5, "stroke-linecap": "round", opacity: 0.45 });
      s += rect(254, 140, 16, 10, C.burgundy, { rx: 4, transform: "rotate(30 262 145)" });
      break;
    case "receding":
      s += pathEl("M136 178Q134 120 160 110Q150 140 148 180Z", H2) + pathEl("M264 178Q266 120 240 110Q250 140 252 180Z", H2);
      s += pathEl("M160 110Q200 92 240 110Q220 104 200 106Q180 104 160 110Z", H2, { opacity: 0.9 });
      break;
    case "afro":
      break;
  }
  if (p.glasses) {
    const g = { fill: "#FFFFFF", "fill-opacity": 0.12, stroke: C.ink, "stroke-width": 3.5 };
    s += rect(156, 176, 40, 28, "", { rx: 11, ...g }) + rect(204, 176, 40, 28, "", { rx: 11, ...g });
    s += strokePath("M196 188Q200 184 204 188M156 186L138 182M244 186L262 182", C.ink, 3.5);
  }
  return s;
}

function defaultExpert(ctx: Ctx): string {
  let s = rect(0, 0, 400, 400, ctx.lg(["#F3EEE6", "#E5DACA"], 0, 0, 0.4, 1));
  s += circle(200, 190, 150, "#FFFFFF", { opacity: 0.35 });
  const fill = ctx.lg([C.goldL, "#C7AE8C"]);
  s += pathEl("M48 400Q52 314 128 292Q160 282 200 282Q240 282 272 292Q348 314 352 400Z", fill);
  s += rect(174, 220, 52, 80, "#CDB596", { rx: 20 });
  s += ellipse(200, 172, 66, 78, fill);
  return s;
}

function icon(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">` +
    rect(0, 0, 32, 32, C.burgundy, { rx: 7 }) +
    rect(7, 7.5, 4, 4, C.gold, { rx: 1 }) +
    rect(13.5, 8.25, 11.5, 2.5, C.cream, { rx: 1.25, opacity: 0.6 }) +
    rect(7, 14, 4, 4, C.gold, { rx: 1 }) +
    rect(13.5, 14.75, 9, 2.5, C.cream, { rx: 1.25, opacity: 0.6 }) +
    strokePath("M6.5 23L8.8 25.2L12.5 20.5", C.cream, 2.2) +
    rect(15, 21.25, 10, 2.5, C.cream, { rx: 1.25 }) +
    "</svg>\n"
  );
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------
const written: { file: string; bytes: number }[] = [];

function write(rel: string, content: string): void {
  const file = path.join(ROOT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push({ file: rel, bytes: Buffer.byteLength(content) });
}

function render(prefix: string, w: number, h: number, label: string, draw: (ctx: Ctx) => string): string {
  const ctx = new Ctx(prefix);
  const body = draw(ctx);
  return svgDoc(w, h, ctx, body, label);
}

const LIST_SCENES: Record<string, [string, (ctx: Ctx) => string][]> = {
  travel: [
    ["Suitcase with travel stickers", travel1],
    ["Passport and boarding pass", travel2],
    ["Mountains and a winding road", travel3],
  ],
  home: [
    ["Moving boxes", home1],
    ["Cozy living room shelves", home2],
    ["Raised garden bed", home3],
  ],
  food: [
    ["Table setting", food1],
    ["Pantry shelf of jars", food2],
    ["Meal-prep containers", food3],
  ],
  wellness: [
    ["Running shoes and water bottle", wellness1],
    ["Yoga mat at sunrise", wellness2],
    ["Heart-rate line with leaves", wellness3],
  ],
  money: [
    ["Coin jar with a growing sprout", money1],
    ["Calculator and a growth chart", money2],
    ["Piggy bank and calendar", money3],
  ],
  career: [
    ["Laptop showing a resume", career1],
    ["Briefcase and staircase", career2],
    ["Interview chairs", career3],
  ],
  events: [
    ["Birthday cake under string lights", events1],
    ["Wedding rings and flowers", events2],
    ["Balloons and confetti", events3],
  ],
};

function main(): void {
  write("public/images/hero.svg", render("hero", 1200, 900, "Planning notebook flat-lay", hero));
  for (const [cat, scenes] of Object.entries(LIST_SCENES)) {
    scenes.forEach(([label, draw], i) => {
      write(`public/images/demo/lists/${cat}-${i + 1}.svg`, render(`${cat}${i + 1}`, W, H, label, draw));
    });
  }
  for (const p of PEOPLE) {
    write(`public/images/demo/experts/${p.handle}.svg`, render(`av-${p.handle}`, 400, 400, `Portrait of ${p.label}`, (ctx) => avatar(ctx, p)));
  }
  write("public/images/default-list.svg", render("deflist", W, H, "Checklist on a clipboard", defaultList));
  write("public/images/default-expert.svg", render("defexpert", 400, 400, "Expert", defaultExpert));
  write("app/icon.svg", icon());

  for (const { file, bytes } of written) {
    const kb = (bytes / 1024).toFixed(1);
    console.log(`${bytes > 30 * 1024 ? "!!" : "  "} ${kb.padStart(5)} KB  ${file}`);
  }
  const over = written.filter((w) => w.bytes > 30 * 1024);
  if (over.length) {
    console.error(`${over.length} file(s) exceed 30 KB`);
    process.exitCode = 1;
  }
}

main();
