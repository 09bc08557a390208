import type { Metadata } from "next";
import { PageContainer, PageHeader } from "@/components/public/page-header";
import { SubmitListForm } from "@/components/public/submit/submit-list-form";
import { SUBMISSION_REVIEW_TIME } from "@/lib/submissions/fields";
import { absoluteUrl } from "@/lib/site-url";

export const dynamic = "force-dynamic";

const DESCRIPTION = "Suggest a checklist or guide for our editors to review, verify and publish.";

export function generateMetadata(): Metadata {
  return { title: "Submit a List", description: DESCRIPTION, alternates: { canonical: absoluteUrl("/submit") } };
}

export default function SubmitPage() {
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          eyebrow="Community"
          title="Submit a List"
          description={
            <>
              <p>{DESCRIPTION}</p>
              <p className="mt-2 font-semibold text-ink">Our editors review every submission within {SUBMISSION_REVIEW_TIME}.</p>
            </>
          }
        />
        <div className="mt-10">
          <SubmitListForm />
        </div>
      </div>
    </PageContainer>
  );
}
