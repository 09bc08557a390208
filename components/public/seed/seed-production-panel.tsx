"use client";

import { useActionState, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { seedSampleDataAction, type SeedOutcome } from "@/lib/sample-data/seed-action";

const SEEDED = "Production data seeded successfully";
const FAILED = "Failed to seed production data";

/**
 * One button that asks the server for the sample data and shows its answer. With JavaScript it calls
 * POST /api/public/seed-production; without, the form posts to a server action doing the same.
 */
export function SeedProductionPanel() {
  const [posted, formAction, posting] = useActionState(seedSampleDataAction, null);
  const [answer, setAnswer] = useState<SeedOutcome>(null);
  const [sending, setSending] = useState(false);
  const shown = answer ?? posted;

  async function seed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const { message } = await apiRequest<{ message?: string }>("POST", "/api/public/seed-production");
      setAnswer({ ok: true, message: message || SEEDED });
      toast({ title: message || SEEDED });
    } catch (error) {
      const message = errorMessage(error) ?? FAILED;
      setAnswer({ ok: false, message });
      toast({ title: FAILED, description: message === FAILED ? undefined : message, variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  const busy = sending || posting;
  return (
    <form action={formAction} onSubmit={seed} className="space-y-6">
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Seeding…" : "Seed Sample Data"}
      </Button>
      <p role="status" className={shown ? `rounded-xl border p-4 text-sm ${shown.ok ? "border-primary/30 bg-primary/5 text-ink" : "border-red-800/30 bg-red-50 text-red-800"}` : "sr-only"}>
        {shown?.message ?? ""}
      </p>
    </form>
  );
}
