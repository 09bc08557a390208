export function SectionLoading() {
  return (
    <div role="status" className="grid gap-4" aria-label="Loading">
      <div className="h-10 w-64 animate-pulse rounded-xl bg-secondary/10" />
      <div className="h-64 animate-pulse rounded-2xl bg-secondary/10" />
    </div>
  );
}
