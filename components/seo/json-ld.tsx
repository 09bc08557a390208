import { serializeJsonLd, type JsonLd as JsonLdData } from "@/lib/seo/serialize-json-ld";

/** Structured data for search engines; `<` is escaped so stored text can never end the script early. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
