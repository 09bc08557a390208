-- Hand-written: one GIN index over a list's category and its search document, so a search in a category
-- asks the index for the lists of that category holding the words instead of reading the search document
-- of every list in the category. btree_gin lets a GIN index hold the category number. The category is
-- indexed as coalesce("categoryId", 0), an expression the category's B-tree indexes cannot serve, so the
-- planner (which does not count the cost of reading search documents) cannot prefer them for a search.
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE INDEX "content_lists_category_search_idx" ON "content_lists" USING GIN ((coalesce("categoryId", 0)), "searchVector");
