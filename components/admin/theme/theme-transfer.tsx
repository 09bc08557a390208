"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Theme } from "@/lib/settings/theme-schema";
import { THEME_FILE_NAME, parseThemeFile, themeFileText } from "@/lib/theme/theme-file";
import { toastFailure, toastSuccess } from "../admin-toast";
import { downloadBlob } from "../download-file";

/** Export the edited theme as theme.json; import one, which fills the editor only when every field is right. */
export function ThemeTransfer({ theme, valid, onImport }: { theme: Theme; valid: boolean; onImport: (theme: Theme) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  async function importFile(file: File) {
    const result = parseThemeFile(await file.text());
    if (!result.ok) {
      setProblems(result.problems);
      const [first, ...rest] = result.problems;
      const more = rest.length ? ` (and ${rest.length} more, listed under Import)` : "";
      toastFailure(null, `${file.name} was not imported, nothing changed: ${first}${more}`);
      return;
    }
    setProblems([]);
    onImport(result.theme);
    toastSuccess("Review the preview, then Save Theme to keep it.", "Theme imported");
  }

  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={!valid} onClick={() => downloadBlob(THEME_FILE_NAME, new Blob([themeFileText(theme)], { type: "application/json" }))}>
          Export theme.json
        </Button>
        <Button variant="outline" onClick={() => input.current?.click()}>
          Import theme.json
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          aria-label="Theme file to import"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void importFile(file);
          }}
        />
      </div>
      {problems.length > 0 && (
        <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">The theme file was not imported: nothing changed. Fix these and import it again:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
