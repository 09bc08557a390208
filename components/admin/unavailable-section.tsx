// Shown by a section whose screen is still being built.
export default function UnavailableSection() {
  return <p className="rounded-2xl border border-secondary/15 bg-background p-6 text-sm text-ink/75">This section is not available yet.</p>;
}
