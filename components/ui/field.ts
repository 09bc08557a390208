// Shared look of form controls: native elements, so every form works without JavaScript.
export const fieldClasses =
  "h-11 w-full rounded-lg border border-secondary/25 bg-background px-3 text-sm text-ink " +
  "placeholder:text-ink/70 hover:border-secondary/40 focus:border-primary " +
  "disabled:cursor-not-allowed disabled:border-secondary/15 disabled:bg-secondary/5 disabled:text-ink/80";

export const labelClasses = "mb-1.5 block text-xs font-semibold uppercase tracking-wider text-secondary";
