-- The search finds its matches with one query written in the application, which takes the rule for what
-- is public from the same place as every other query; the database keeps no second copy of that rule.
DROP FUNCTION published_lists_matching(tsquery);
