/** One "term: value" line of a queue item. */
export function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="shrink-0 font-semibold text-secondary">{term}:</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
