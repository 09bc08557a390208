// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { HtmlToolbar } from "@/components/admin/content/html-toolbar";
import { TooltipProvider } from "@/components/ui/tooltip";

function BodyEditor() {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // The root layout gives every page one tooltip provider.
  return (
    <TooltipProvider>
      <HtmlToolbar textarea={textarea} onEdit={(value) => (textarea.current!.value = value)} />
      <textarea aria-label="Body" ref={textarea} defaultValue="Apples" />
    </TooltipProvider>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

afterEach(cleanup);

describe("HtmlToolbar", () => {
  it("wraps the selection and selects the wrapped text at once", () => {
    render(<BodyEditor />);
    const body = screen.getByLabelText<HTMLTextAreaElement>("Body");
    body.setSelectionRange(0, body.value.length);
    fireEvent.click(screen.getByRole("button", { name: "Bold" }));
    expect(body.value).toBe("<strong>Apples</strong>");
    expect([body.selectionStart, body.selectionEnd]).toEqual([8, 14]);
    expect(document.activeElement).toBe(body);
  });

  it("leaves a selection made right after a button alone on the next frame", async () => {
    render(<BodyEditor />);
    const body = screen.getByLabelText<HTMLTextAreaElement>("Body");
    body.setSelectionRange(0, body.value.length);
    fireEvent.click(screen.getByRole("button", { name: "Bold" }));
    body.setSelectionRange(0, body.value.length);
    await nextFrame();
    await nextFrame();
    expect([body.selectionStart, body.selectionEnd]).toEqual([0, body.value.length]);
  });
});
