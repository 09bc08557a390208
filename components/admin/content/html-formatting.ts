// Edits of an HTML body in a plain textarea: each returns the new text and the selection to restore.

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

interface Selection {
  value: string;
  start: number;
  end: number;
}

/** Wraps the selection in `open`/`close` (or inserts an empty pair at the cursor), keeping the wrapped text selected. */
export function wrapSelection({ value, start, end }: Selection, open: string, close: string, placeholder = ""): TextEdit {
  const inner = value.slice(start, end) || placeholder;
  return {
    value: `${value.slice(0, start)}${open}${inner}${close}${value.slice(end)}`,
    selectionStart: start + open.length,
    selectionEnd: start + open.length + inner.length,
  };
}

/** Turns the selected lines into a bulleted (ul) or numbered (ol) list, one item per non-blank line. */
export function listFromSelection({ value, start, end }: Selection, tag: "ul" | "ol"): TextEdit {
  const lines = value
    .slice(start, end)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const items = (lines.length ? lines : ["List item"]).map((line) => `  <li>${line}</li>`).join("\n");
  const block = `<${tag}>\n${items}\n</${tag}>`;
  return { value: `${value.slice(0, start)}${block}${value.slice(end)}`, selectionStart: start, selectionEnd: start + block.length };
}

/** Inserts `text` at the cursor (replacing any selection), with the cursor after it. */
export function insertAtCursor({ value, start, end }: Selection, text: string): TextEdit {
  return { value: `${value.slice(0, start)}${text}${value.slice(end)}`, selectionStart: start + text.length, selectionEnd: start + text.length };
}

export function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
