import type { LoadResult } from "./load";

const pad = (value: string, width: number) => (value.length >= width ? value : " ".repeat(width - value.length) + value);

/** One row per run: req/s, p50, p99, non-2xx (and errors), the share of the static file's req/s, peak RSS. */
export function formatTable(rows: LoadResult[], staticReqPerSec: number | null): string {
  const header = ["route", "req/s", "p50 ms", "p99 ms", "non-2xx", "vs static", "RSS MB"];
  const widths = [Math.max(5, ...rows.map((row) => row.name.length)), 8, 7, 7, 8, 9, 7];
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[0]) : pad(cell, widths[index]))).join("  ");
  return [
    line(header),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map((row) =>
      line([
        row.name,
        row.reqPerSec.toFixed(0),
        String(row.p50),
        String(row.p99),
        String(row.non2xx + row.errors),
        staticReqPerSec ? `${((row.reqPerSec / staticReqPerSec) * 100).toFixed(0)}%` : "-",
        String(row.rssMb || "-"),
      ]),
    ),
  ].join("\n");
}
