import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { FollowedCuratorCard } from "@/components/auth/followed-curator-card";
import { LogOutIcon } from "@/components/ui/icons";
import { ProfileTabs } from "@/components/auth/profile-tabs";
import { EmptyState } from "@/components/public/empty-state";
import { ListCard } from "@/components/public/list-card";
import { QUALITY_BADGE_FROM, toListCardData } from "@/components/public/list-card-data";
import { ListGrid } from "@/components/public/list-grid";
import { PageContainer } from "@/components/public/page-header";
import { buttonClasses } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth/current-user";
import { fullName, initials } from "@/lib/auth/names";
import { findFavoriteLists } from "@/lib/favorites/favorites";
import { findFollowedCurators } from "@/lib/follows/followed-curators";
import { PREVIEW_LENGTH } from "@/lib/preview-text";
import { SiteImage } from "@/components/public/site-image";

export const metadata: Metadata = { title: "My Profile", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** My Profile: the person's name, their favorites and the curators they follow. */
export default async function ProfilePage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getCurrentUser();
  if (!user) redirect("/");
  const [favorites, curators, query] = await Promise.all([findFavoriteLists(user.id), findFollowedCurators(user.id), searchParams]);
  const tab = Array.isArray(query.tab) ? query.tab[0] : query.tab;
  const name = fullName(user);

  return (
    <PageContainer>
      <div className="flex flex-col gap-6 border-b border-secondary/15 pb-8 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-5">
          {user.profileImageUrl ? (
            <SiteImage
              src={user.profileImageUrl}
              alt=""
              width={80}
              height={80}
              referrerPolicy="no-referrer"
              className="h-20 w-20 rounded-full object-cover ring-4 ring-accent/30"
            />
          ) : (
            <span aria-hidden="true" className="grid h-20 w-20 place-items-center rounded-full bg-primary font-heading text-3xl font-bold text-background ring-4 ring-accent/30">
              {initials(user)}
            </span>
          )}
          <div className="min-w-0">
            <p className="eyebrow text-primary">My Profile</p>
            <h1 className="mt-1 break-words font-heading text-4xl font-bold leading-tight text-ink sm:text-5xl">{name}</h1>
            {user.email && <p className="mt-1 text-sm text-ink/75">{user.email}</p>}
          </div>
        </div>
        <a href="/api/logout" className={buttonClasses("outline", "md", "self-start sm:self-auto")}>
          <LogOutIcon className="h-4 w-4" />
          Log Out
        </a>
      </div>
      <div className="mt-8">
        <ProfileTabs
          initial={tab}
          tabs={[
            {
              id: "favorites",
              label: `Favorites (${favorites.length})`,
              content:
                favorites.length === 0 ? (
                  <EmptyState message="No favorites yet">
                    <Link href="/trending" className={buttonClasses("outline", "md")}>
                      Browse trending lists
                    </Link>
                  </EmptyState>
                ) : (
                  <ListGrid>
                    {favorites.map((list) => (
                      <li key={list.id}>
                        <ListCard data={toListCardData(list, { previewLength: PREVIEW_LENGTH.card })} qualityThreshold={QUALITY_BADGE_FROM.listing} />
                      </li>
                    ))}
                  </ListGrid>
                ),
            },
            {
              id: "following",
              label: `Following (${curators.length})`,
              content:
                curators.length === 0 ? (
                  <EmptyState message="Not following anyone yet">
                    <Link href="/" className={buttonClasses("outline", "md")}>
                      Discover curators
                    </Link>
                  </EmptyState>
                ) : (
                  <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {curators.map((expert) => (
                      <li key={expert.id}>
                        <FollowedCuratorCard expert={expert} />
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
        />
      </div>
    </PageContainer>
  );
}
