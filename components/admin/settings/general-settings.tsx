"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { apiRequest } from "@/lib/api-client";
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from "@/lib/settings/site-settings-schema";
import { MediaPicker } from "../media-picker";
import { getJson } from "../admin-queries";
import { toastWhileSaving } from "../admin-toast";
import { LoadError } from "../load-error";
import { queryKeys } from "../query-keys";
import { useInvalidate } from "../use-invalidate";
import { SettingsCard } from "./settings-card";

type Errors = Partial<Record<keyof SiteSettings, string>>;

/** Site title, tagline and hero image; saved for publishing. */
export function GeneralSettings() {
  const { data: stored, error, refetch } = useQuery({ queryKey: queryKeys.siteSettings, queryFn: () => getJson<SiteSettings>("/api/admin/site-settings") });
  const invalidate = useInvalidate();
  // The form's values once edited or saved; until then the stored settings.
  const [edited, setForm] = useState<SiteSettings | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const form = edited ?? stored;

  if (error) {
    return (
      <SettingsCard title="General">
        <LoadError what="the site settings" error={error} onRetry={() => void refetch()} />
      </SettingsCard>
    );
  }

  async function save(values: SiteSettings) {
    const parsed = siteSettingsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      setForm(
        await toastWhileSaving(apiRequest<SiteSettings>("POST", "/api/admin/site-settings", parsed.data), {
          loading: "Saving settings...",
          success: "Site settings saved successfully. They go live when published.",
          sentence: "Failed to save site settings.",
        }),
      );
      invalidate(queryKeys.siteSettings, queryKeys.publishStatus);
    } catch {
      // The toast has said what went wrong; the edits stay in the form.
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsCard title="General" description="Shown in the header, the footer and the home page. Saved changes go live when published.">
      {!form ? (
        <p role="status">Loading settings…</p>
      ) : (
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void save(form);
          }}
        >
          {(["siteTitle", "tagline"] as const).map((field) => (
            <label key={field} className="block">
              <span className={labelClasses}>{field === "siteTitle" ? "Site Title" : "Tagline"}</span>
              <input
                name={field}
                value={form[field]}
                maxLength={field === "siteTitle" ? 80 : 200}
                onChange={(event) => setForm({ ...form, [field]: event.target.value })}
                aria-invalid={!!errors[field]}
                aria-describedby={errors[field] ? `${field}-error` : undefined}
                className={fieldClasses}
              />
              {errors[field] && (
                <span id={`${field}-error`} className="mt-1 block text-xs text-red-700">
                  {errors[field]}
                </span>
              )}
            </label>
          ))}
          <MediaPicker
            label="Hero Image"
            value={form.heroImageUrl || null}
            onChange={(url) => setForm({ ...form, heroImageUrl: url ?? DEFAULT_SITE_SETTINGS.heroImageUrl })}
            fallbackUrl={DEFAULT_SITE_SETTINGS.heroImageUrl}
            hint="Clearing the image brings back the default hero."
          />
          {errors.heroImageUrl && <p className="text-xs text-red-700">{errors.heroImageUrl}</p>}
          <div className="flex justify-end">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving…" : "Save Settings"}
            </Button>
          </div>
        </form>
      )}
    </SettingsCard>
  );
}
