"use client";

import { zodResolver } from "@/components/ui/form-resolver";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { themeSchema, type Theme } from "@/lib/settings/theme-schema";
import { getJson } from "../admin-queries";
import { toastWhileSaving } from "../admin-toast";
import { LoadError } from "../load-error";
import { queryKeys } from "../query-keys";
import { useInvalidate } from "../use-invalidate";
import { COLOR_FIELDS, ColorInput, TypographyControls } from "./theme-controls";
import { ThemePreview } from "./theme-preview";
import { ThemeTransfer } from "./theme-transfer";

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-secondary/15 bg-background p-5 shadow-sm sm:p-6">
      <h2 className="mb-5 font-heading text-2xl font-semibold text-primary">{title}</h2>
      {children}
    </section>
  );
}

export default function ThemeSection() {
  const { data: saved, error, refetch } = useQuery({ queryKey: queryKeys.theme, queryFn: () => getJson<Theme>("/api/admin/theme") });
  if (error) return <LoadError what="the theme" error={error} onRetry={() => void refetch()} />;
  if (!saved) return <p role="status">Loading theme…</p>;
  return <ThemeEditor saved={saved} />;
}

/** The theme form, checked with the server's schema as it changes; the preview follows every change. */
function ThemeEditor({ saved }: { saved: Theme }) {
  const form = useForm<Theme>({ resolver: zodResolver(themeSchema), defaultValues: saved, mode: "onChange" });
  const theme = { ...saved, ...useWatch({ control: form.control }) } as Theme;
  const { isDirty: changed, isValid: valid, isSubmitting: saving } = form.formState;
  const invalidate = useInvalidate();

  const update = (patch: Partial<Theme>) => {
    for (const [field, value] of Object.entries(patch)) form.setValue(field as keyof Theme, value, { shouldDirty: true, shouldValidate: true });
  };

  const save = async (current: Theme) => {
    try {
      const stored = await toastWhileSaving(apiRequest<Theme>("POST", "/api/admin/theme", current), {
        loading: "Saving theme...",
        success: "Theme settings saved successfully.",
        sentence: "Failed to save theme settings.",
      });
      form.reset(stored);
      invalidate(queryKeys.theme, queryKeys.publishStatus);
    } catch {
      // The toast has said what went wrong; the edits stay in the form.
    }
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        <Card title="Colour Palette">
          <div className="grid gap-5 sm:grid-cols-2">
            {COLOR_FIELDS.map(({ field, label }) => (
              <ColorInput key={field} label={label} value={theme[field]} onChange={(value) => update({ [field]: value })} />
            ))}
          </div>
        </Card>
        <Card title="Typography">
          <TypographyControls theme={theme} onChange={update} />
        </Card>
        <Card title="Import and Export">
          <p className="mb-4 text-sm text-ink/80">Export saves the theme in the editor as theme.json. Import fills the editor from a theme.json; nothing is saved until you press Save Theme.</p>
          <ThemeTransfer theme={theme} valid={valid} onImport={update} />
        </Card>
      </div>
      <div className="space-y-4 xl:sticky xl:top-6 xl:self-start">
        <Card title="Preview">
          <ThemePreview theme={theme} />
        </Card>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {changed && <span className="text-sm text-secondary">Unsaved changes</span>}
          <Button variant="outline" disabled={!changed || saving} onClick={() => form.reset()}>
            Discard
          </Button>
          <Button disabled={!valid || saving} onClick={() => void form.handleSubmit(save)()}>
            {saving ? "Saving…" : "Save Theme"}
          </Button>
        </div>
        <p className="text-right text-xs text-ink/70">Saved changes reach the public site when they are published.</p>
      </div>
    </div>
  );
}
