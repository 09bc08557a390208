"use client";

import { useState, type RefObject } from "react";
import { toastValidationError } from "../admin-toast";
import { Dialog } from "@/components/ui/dialog";
import { ImageLibrary } from "../media-picker";
import { escapeAttribute, insertAtCursor, listFromSelection, wrapSelection, type TextEdit } from "./html-formatting";
import { Tooltip } from "@/components/ui/tooltip";

const buttonClasses =
  "h-8 min-w-8 rounded-md px-2 text-sm font-semibold text-secondary hover:bg-primary/10 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent";

/** Formatting buttons for the HTML body: they edit the textarea's text at the selection. */
export function HtmlToolbar({ textarea, onEdit }: { textarea: RefObject<HTMLTextAreaElement | null>; onEdit: (value: string) => void }) {
  const [pickingImage, setPickingImage] = useState(false);
  const [cursor, setCursor] = useState({ start: 0, end: 0 });

  const apply = (edit: (selection: { value: string; start: number; end: number }) => TextEdit, at?: { start: number; end: number }) => {
    const element = textarea.current;
    if (!element) return;
    const { start, end } = at ?? { start: element.selectionStart, end: element.selectionEnd };
    const result = edit({ value: element.value, start, end });
    onEdit(result.value);
    const select = () => {
      element.focus();
      element.setSelectionRange(result.selectionStart, result.selectionEnd);
    };
    // The form writes the new text into the textarea at once, so the selection can follow it at once: a
    // deferred one would land on whatever the person typed in between. Only when a closing dialog takes the
    // focus back (the image picker) is it set again on the next frame.
    select();
    requestAnimationFrame(() => {
      if (document.activeElement !== element) select();
    });
  };

  const addLink = () => {
    const address = window.prompt("Link address (https://...)", "https://");
    if (!address || address === "https://") return;
    if (!/^(https?:\/\/|mailto:|\/)/i.test(address.trim())) {
      toastValidationError("A link must start with http://, https://, mailto: or /.");
      return;
    }
    apply((selection) => wrapSelection(selection, `<a href="${escapeAttribute(address.trim())}">`, "</a>", "link text"));
  };

  const startImagePick = () => {
    const element = textarea.current;
    if (element) setCursor({ start: element.selectionStart, end: element.selectionEnd });
    setPickingImage(true);
  };

  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-secondary/25 bg-secondary/5 p-1">
      <Tooltip label="Bold">
        <button type="button" className={buttonClasses} aria-label="Bold" onClick={() => apply((s) => wrapSelection(s, "<strong>", "</strong>", "bold text"))}>
          B
        </button>
      </Tooltip>
      <Tooltip label="Italic">
        <button type="button" className={`${buttonClasses} italic`} aria-label="Italic" onClick={() => apply((s) => wrapSelection(s, "<em>", "</em>", "italic text"))}>
          I
        </button>
      </Tooltip>
      <Tooltip label="Heading">
        <button type="button" className={buttonClasses} aria-label="Heading" onClick={() => apply((s) => wrapSelection(s, "<h2>", "</h2>", "Heading"))}>
          H2
        </button>
      </Tooltip>
      <button type="button" className={buttonClasses} title="Bulleted list" aria-label="Bulleted list" onClick={() => apply((s) => listFromSelection(s, "ul"))}>
        • List
      </button>
      <button type="button" className={buttonClasses} title="Numbered list" aria-label="Numbered list" onClick={() => apply((s) => listFromSelection(s, "ol"))}>
        1. List
      </button>
      <button type="button" className={buttonClasses} title="Link" aria-label="Link" onClick={addLink}>
        Link
      </button>
      <button type="button" className={buttonClasses} title="Insert image" aria-label="Insert image" onClick={startImagePick}>
        Image
      </button>
      <Dialog open={pickingImage} onClose={() => setPickingImage(false)} title="Insert an Image" size="xl">
        {pickingImage && (
          <ImageLibrary
            selected={null}
            onPick={(url) => {
              setPickingImage(false);
              apply((s) => insertAtCursor(s, `<img src="${escapeAttribute(url)}" alt="">`), cursor);
            }}
            onClear={() => setPickingImage(false)}
          />
        )}
      </Dialog>
    </div>
  );
}
