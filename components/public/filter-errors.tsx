import { InfoIcon } from "@/components/ui/icons";

/** Says which filter values in the address were not understood, instead of failing the page. */
export function FilterErrors({ errors, title = "Some filters were ignored" }: { errors: string[]; title?: string }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="mt-6 flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm text-ink">
      <InfoIcon className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
      <div>
        <p className="font-semibold text-primary">{title}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
