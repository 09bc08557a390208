import type { Metadata } from "next";
import { PageContainer, PageHeader } from "@/components/public/page-header";
import { SeedProductionPanel } from "@/components/public/seed/seed-production-panel";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Seed Sample Data", robots: { index: false, follow: false } };

export default function SeedProductionPage() {
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          eyebrow="Utility"
          title="Seed Sample Data"
          description={
            <p>
              Creates one verified curator (credibility score 85) with 5 sample lists, so a new site has something to show. Running it again creates
              nothing more. On a production server that already has lists, only a signed-in admin can run it.
            </p>
          }
        />
        <div className="mt-10">
          <SeedProductionPanel />
        </div>
      </div>
    </PageContainer>
  );
}
