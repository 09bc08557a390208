// A line diff for people comparing two versions of a list: which lines stayed, which went, which came.

export type DiffLine = { kind: "same" | "added" | "removed"; text: string };

/** Beyond this many line pairs the comparison would be slow in a browser: show the texts as replaced. */
const MAX_CELLS = 4_000_000;

/** The lines of `after` against `before`, in reading order (removed lines before the lines that replace them). */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  if (a.length * b.length > MAX_CELLS) {
    return [...a.map((text) => ({ kind: "removed" as const, text })), ...b.map((text) => ({ kind: "added" as const, text }))];
  }
  // lcs[i][j]: the longest common run of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: "same", text: a[i] });
      i += 1;
      j += 1;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
      lines.push({ kind: "removed", text: a[i] });
      i += 1;
    } else {
      lines.push({ kind: "added", text: b[j] });
      j += 1;
    }
  }
  for (; i < a.length; i += 1) lines.push({ kind: "removed", text: a[i] });
  for (; j < b.length; j += 1) lines.push({ kind: "added", text: b[j] });
  return lines;
}

function splitLines(text: string): string[] {
  return text === "" ? [] : text.replace(/\r\n?/g, "\n").split("\n");
}

/** HTML as one block per line (a body is often one long line), so a diff shows the paragraph that changed. */
export function htmlAsLines(html: string): string {
  return html
    .replace(/(<\/(p|li|h[1-6]|ul|ol|blockquote|pre|figure|table|tr)>|<br\s*\/?>)\s*/gi, "$1\n")
    .replace(/\s*(<(ul|ol|table)\b[^>]*>)\s*/gi, "\n$1\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

/** Whether any line differs. */
export function hasChanges(lines: DiffLine[]): boolean {
  return lines.some((line) => line.kind !== "same");
}
