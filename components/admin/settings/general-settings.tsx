"use client";

import { zodResolver } from "@/components/ui/form-resolver";
import { useQuery } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { apiRequest } from "@/lib/api-client";
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from "@/lib/settings/site-settings-schema";
import { getJson } from "../admin-queries";
import { toastWhileSaving } from "../admin-toast";
import { LoadError } from "../load-error";
import { MediaPicker } from "../media-picker";
import { queryKeys } from "../query-keys";
import { useInvalidate } from "../use-invalidate";
import { SettingsCard } from "./settings-card";

const TEXT_FIELDS = [
  { name: "siteTitle", label: "Site Title", maxLength: 80 },
  { name: "tagline", label: "Tagline", maxLength: 200 },
] as const;

/** Site title, tagline and hero image; saved for publishing. */
export function GeneralSettings() {
  const { data: stored, error, refetch } = useQuery({ queryKey: queryKeys.siteSettings, queryFn: () => getJson<SiteSettings>("/api/admin/site-settings") });

  return (
    <SettingsCard title="General" description="Shown in the header, the footer and the home page. Saved changes go live when published.">
      {error ? (
        <LoadError what="the site settings" error={error} onRetry={() => void refetch()} />
      ) : !stored ? (
        <p role="status">Loading settings…</p>
      ) : (
        <SettingsForm stored={stored} />
      )}
    </SettingsCard>
  );
}

function SettingsForm({ stored }: { stored: SiteSettings }) {
  const form = useForm<SiteSettings>({ resolver: zodResolver(siteSettingsSchema), defaultValues: stored });
  const { errors, isSubmitting } = form.formState;
  const invalidate = useInvalidate();

  const save = async (values: SiteSettings) => {
    try {
      const saved = await toastWhileSaving(apiRequest<SiteSettings>("POST", "/api/admin/site-settings", values), {
        loading: "Saving settings...",
        success: "Site settings saved successfully. They go live when published.",
        sentence: "Failed to save site settings.",
      });
      form.reset(saved);
      invalidate(queryKeys.siteSettings, queryKeys.publishStatus);
    } catch {
      // The toast has said what went wrong; the edits stay in the form.
    }
  };

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit(save)}>
      {TEXT_FIELDS.map(({ name, label, maxLength }) => (
        <label key={name} className="block">
          <span className={labelClasses}>{label}</span>
          <input
            {...form.register(name)}
            maxLength={maxLength}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${name}-error` : undefined}
            className={fieldClasses}
          />
          {errors[name] && (
            <span id={`${name}-error`} className="mt-1 block text-xs text-red-700">
              {errors[name].message}
            </span>
          )}
        </label>
      ))}
      <Controller
        control={form.control}
        name="heroImageUrl"
        render={({ field }) => (
          <MediaPicker
            label="Hero Image"
            value={field.value || null}
            onChange={(url) => field.onChange(url ?? DEFAULT_SITE_SETTINGS.heroImageUrl)}
            fallbackUrl={DEFAULT_SITE_SETTINGS.heroImageUrl}
            hint="Clearing the image brings back the default hero."
          />
        )}
      />
      {errors.heroImageUrl && <p className="text-xs text-red-700">{errors.heroImageUrl.message}</p>}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
