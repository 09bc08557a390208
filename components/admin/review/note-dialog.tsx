"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { labelClasses } from "@/components/ui/field";

/** Asks for the note a decision needs (why a submission is rejected, what was done about a report). */
export function NoteDialog({
  open,
  title,
  description,
  label,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState("");
  const [touched, setTouched] = useState(false);
  const id = useId();
  const missing = touched && !note.trim();
  const message = missing ? "Please enter a note." : error;

  return (
    <Dialog open={open} onClose={onCancel} title={title} description={description} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (note.trim()) onConfirm(note.trim());
        }}
      >
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
        <textarea
          id={id}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={4}
          maxLength={2000}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className="w-full rounded-lg border border-secondary/25 bg-background px-3 py-2 text-sm text-ink hover:border-secondary/40 focus:border-primary"
        />
        {message && (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-800">
            {message}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
