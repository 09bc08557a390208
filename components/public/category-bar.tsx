import { INTENT_LINKS } from "./intent-mark";
import { TopicLinkItems, type TopicLink } from "./topic-link-items";

/** The category navigation under the header: Trending, then the topics; scrolls sideways on narrow screens. */
export function CategoryBar({ topics }: { topics: TopicLink[] }) {
  return (
    <nav aria-label="Categories" className="bg-primary">
      <ul {...INTENT_LINKS} className="category-links mx-auto flex max-w-7xl gap-6 *:shrink-0 overflow-x-auto px-4 [scrollbar-width:none] sm:px-6 lg:justify-center-safe lg:gap-8 lg:px-8">
        <TopicLinkItems links={topics} trending />
      </ul>
    </nav>
  );
}
